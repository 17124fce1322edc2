/// A template problem, located at the offending tag so an editor can jump to it.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The template's file path, or its name when it was given as a string.
    public let file: String
    /// 1-based line of the offending tag.
    public let line: Int
    /// 1-based column (in Unicode scalars) of the offending tag's opening delimiter.
    public let column: Int
    /// A sentence a theme author can act on.
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
