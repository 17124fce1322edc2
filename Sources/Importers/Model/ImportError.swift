/// Why an import could not read its source: the path, where in it when known, and a
/// sentence a user can act on.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// 1-based; 0 when not known.
    public var line = 0
    public var column = 0
    public var message: String
    /// True when writing the output failed (not the source): the CLI exits 1, not 65.
    public var isOutputFailure = false

    public var description: String {
        let place = line > 0 ? "\(path):\(line):\(column)" : path
        return "\(place): error: \(message)"
    }
}
