/// Why an import could not read its source: the path, where in it when known, and a
/// sentence a user can act on.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// 1-based; 0 when not known.
    public var line: Int
    public var column: Int
    public var message: String
    /// True when writing the output failed (not the source): the CLI exits 1, not 65.
    public var isOutputFailure: Bool

    public init(path: String, line: Int = 0, column: Int = 0, message: String, isOutputFailure: Bool = false) {
        self.isOutputFailure = isOutputFailure
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        let place = line > 0 ? "\(path):\(line):\(column)" : path
        return "\(place): error: \(message)"
    }
}
