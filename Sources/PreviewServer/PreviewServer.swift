import CMicroHTTPD
import Foundation

/// A local HTTP server for a built site, with live reload, on libmicrohttpd.
///
/// It serves the files under `root` (resolved again on every request, because a
/// rebuild swaps the root by renaming), injects the live-reload script into HTML
/// responses when `liveReload` is on, and pushes `LiveReloadEvent`s to open pages
/// over Server-Sent Events at `/__threadfold/events`.
///
/// `@unchecked Sendable`: the only mutable state, the daemon pointer, is guarded by
/// `lock`; everything else is immutable or itself thread-safe.
public final class PreviewServer: @unchecked Sendable {
    /// The bound port (the ephemeral one picked by the system when 0 was asked for).
    public let port: UInt16
    public let host: String
    public let root: URL
    public let liveReload: Bool

    private let handler: RequestHandler
    private let lock = NSLock()
    private var daemon: OpaquePointer?

    /// Large enough for long but sane URLs and headers; longer requests get 414/431.
    static let connectionMemoryLimit = 64 * 1024
    /// Idle connections (slow or vanished clients) are dropped after this many seconds;
    /// above the keep-alive ping interval so event streams survive.
    static let connectionTimeout: UInt32 = 30
    static let keepAliveInterval: TimeInterval = 15

    public convenience init(
        root: URL, host: String = "127.0.0.1", port: UInt16 = 8000,
        liveReload: Bool = true
    ) throws(PreviewServerError) {
        try self.init(
            root: root, host: host, port: port, liveReload: liveReload,
            keepAlive: Self.keepAliveInterval)
    }

    /// `keepAlive` is the ping interval; tests shorten it.
    init(
        root: URL, host: String, port: UInt16, liveReload: Bool,
        keepAlive: TimeInterval
    ) throws(PreviewServerError) {
        var failure: Int32 = 0
        // Binding ourselves (not inside MHD_start_daemon) yields the errno, which
        // tells a busy port from a wrong host; libmicrohttpd only returns NULL.
        let socket = tf_listen(host, port, &failure)
        guard socket >= 0 else { throw Self.error(for: failure, host: host, port: port) }
        let handler = RequestHandler(
            rootPath: root.standardizedFileURL.path, liveReload: liveReload,
            hub: EventHub(keepAlive: keepAlive))
        let context = Unmanaged.passUnretained(handler).toOpaque()
        guard
            let daemon = tf_mhd_start(
                socket, Self.connectionMemoryLimit, Self.connectionTimeout,
                MicroHTTPDCallbacks.access, context)
        else {
            tf_close(socket)
            throw PreviewServerError(reason: .startFailed(errno: 0), host: host, port: port)
        }
        self.port = tf_socket_port(socket)
        self.host = host
        self.root = root
        self.liveReload = liveReload
        self.handler = handler
        self.daemon = daemon
    }

    deinit {
        stop()
    }

    /// The address to open in a browser, e.g. "http://127.0.0.1:8000/".
    public var url: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)/"
    }

    /// Sends `event` to every open event stream (every open tab).
    public func send(_ event: LiveReloadEvent) {
        handler.hub.broadcast(event)
    }

    /// Ends the event streams, then stops the daemon; safe to call more than once.
    public func stop() {
        let running: OpaquePointer? = lock.withLock {
            defer { daemon = nil }
            return daemon
        }
        guard let running else { return }
        // Streams block in their callbacks; wake them first or stopping would wait
        // for their next keep-alive ping.
        handler.hub.closeAll()
        MHD_stop_daemon(running)
    }

    /// How many event streams are open (for tests and status lines).
    var openEventStreams: Int {
        handler.hub.clientCount
    }

    private static func error(for code: Int32, host: String, port: UInt16) -> PreviewServerError {
        let reason: PreviewServerError.Reason
        switch code {
        case EADDRINUSE: reason = .portInUse
        case EADDRNOTAVAIL, EAFNOSUPPORT: reason = .addressUnavailable
        case EACCES, EPERM: reason = .permissionDenied
        default: reason = .startFailed(errno: code)
        }
        return PreviewServerError(reason: reason, host: host, port: port)
    }
}
