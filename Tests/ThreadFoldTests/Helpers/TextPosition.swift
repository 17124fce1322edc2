/// Where a snippet first occurs in a test document, as 1-based line and column counted in
/// characters: an independent oracle for the positions diagnostics report.
struct TextPosition: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int

    var description: String { "\(line):\(column)" }

    /// The position of the `occurrence`-th (1-based) appearance of `needle` in `text`.
    static func of(_ needle: String, in text: String, occurrence: Int = 1) -> TextPosition? {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
            found = range
            searchStart = range.upperBound
        }
        guard let found else { return nil }
        let before = text[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return TextPosition(line: line, column: before[lineStart...].unicodeScalars.count + 1)
    }
}
