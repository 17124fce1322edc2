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

/// How many errors and warnings some diagnostics hold, and the one rule for whether they
/// fail a run: any error does, and under `--strict` any warning too. `build`, `check` and
/// `watch` all ask it here, so the rule cannot drift between them.
public struct DiagnosticCount: Sendable, Equatable {
    public var errors = 0
    public var warnings = 0

    public init(_ diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            }
        }
    }

    public func failsRun(strict: Bool) -> Bool {
        errors > 0 || (strict && warnings > 0)
    }
}
