/// Something a user should know about their data: where it is and what to do.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case warning, error
    }

    public var severity: Severity
    public var file: String
    /// 1-based; 0 when the place is not a position in a file.
    public var line: Int
    public var column: Int
    /// The JSON path of the value at fault (`comments[12].replies[3].id`), when it is one.
    public var jsonPath: String?
    public var message: String

    public init(_ severity: Severity, file: String, line: Int = 0, column: Int = 0, jsonPath: String? = nil, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
        self.message = message
    }

    /// Compiler style, so editors and terminals can jump to it:
    /// `file:line:col: error: message (at comments[3].id)`.
    public var description: String {
        var place = file
        if line > 0 { place += ":\(line):\(column)" }
        var text = "\(place): \(severity.rawValue): \(message)"
        if let jsonPath, !jsonPath.isEmpty { text += " (at \(jsonPath))" }
        return text
    }
}
