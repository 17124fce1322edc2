/// A problem in the theme (templates, locale files, public files): the build fails with
/// exit 1 and the previous site stays as it was.
public struct ThemeError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int = 0
    public var column: Int = 0
    public var message: String

    public init(file: String, line: Int = 0, column: Int = 0, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
    }
}
