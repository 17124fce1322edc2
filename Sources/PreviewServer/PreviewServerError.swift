/// Why the preview server could not start, with a sentence a user can act on.
///
/// `reason` is the raw cause for code to match on; `description` is the wording.
public struct PreviewServerError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The raw cause, kept apart from its wording.
    public enum Reason: Sendable, Equatable {
        /// Another process already listens on the port (EADDRINUSE).
        case portInUse
        /// The host name does not resolve or is not an address of this machine.
        case addressUnavailable
        /// Binding needs privileges we do not have (ports below 1024, EACCES).
        case permissionDenied
        /// Any other socket or libmicrohttpd failure; `errno` is 0 when unknown.
        case startFailed(errno: Int32)
    }

    public let reason: Reason
    public let host: String
    public let port: UInt16

    public var description: String {
        switch reason {
        case .portInUse:
            return "port \(port) on \(host) is in use; try --port \(suggestedPort)"
        case .addressUnavailable:
            return "cannot listen on \(host): it is not an address of this machine; try --host 127.0.0.1"
        case .permissionDenied:
            return "not allowed to listen on port \(port) on \(host); try --port \(port < 1024 ? 8000 : suggestedPort)"
        case .startFailed(let code):
            let detail = code == 0 ? "" : " (errno \(code))"
            return "could not start the preview server on \(host):\(port)\(detail)"
        }
    }

    /// The neighbouring port, staying inside the valid range.
    var suggestedPort: UInt16 {
        port == UInt16.max ? port - 1 : port + 1
    }
}
