/// A template problem, located at the offending tag so an editor can jump to it.
///
/// `kind` says what is wrong, for code to match on; `file`, `line` and `column` say where;
/// `message` is the wording for a theme author.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, with the names involved.
    public enum Kind: Sendable, Equatable {
        /// A tag's closing delimiter never comes; `expected` is the one that would close it.
        case unclosedTag(expected: String)
        /// A set-delimiter tag that is not two delimiters without `=` (as in `{{=<% %>=}}`).
        case invalidDelimiters
        /// A tag with no name between its delimiters.
        case missingName
        /// A tag name holding whitespace (often a closing delimiter left out).
        case nameWithWhitespace(String)
        /// A dotted name with an empty part (`a..b`, `.a`).
        case invalidDottedName(String)
        /// A section, parent or block that is never closed; `name` is what its close tag says.
        case unclosedSection(name: String)
        /// `{{/name}}` with no section open.
        case unopenedClose(name: String)
        /// `{{/name}}` while the innermost open section, opened at `openedLine`:`openedColumn`,
        /// is closed by `{{/expected}}`.
        case mismatchedClose(name: String, expected: String, openedLine: Int, openedColumn: Int)
        /// A partial or parent naming a template the library does not hold.
        case unknownPartial(name: String)
        /// A render asked for a template the library does not hold.
        case unknownTemplate(name: String)
        /// Includes or block overrides nested too deep: a template includes itself endlessly.
        case nestedTooDeep(name: String)
    }

    public let kind: Kind
    /// The template's file path, or its name when it was given as a string.
    public let file: String
    /// 1-based line of the offending tag.
    public let line: Int
    /// 1-based column (in Unicode scalars) of the offending tag's opening delimiter.
    public let column: Int
    /// A sentence a theme author can act on.
    public let message: String

    public init(_ kind: Kind, file: String, line: Int, column: Int, message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
