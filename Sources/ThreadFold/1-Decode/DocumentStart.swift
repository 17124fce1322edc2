import JSONReader

/// Where a document parsed on its own starts in its file: an NDJSON line, or a spilled row
/// of a `.json` dump. Its diagnostics and comment offsets are the file's, not its bytes'.
struct DocumentStart: Sendable, Equatable {
    /// The line and column of the document's first byte in the file.
    var line = 1
    var column = 1
    /// The file offset of the document's first byte.
    var offset = 0

    /// An index of the document's own bytes that counts lines from the file's.
    func lineIndex(_ bytes: [UInt8]) -> LineIndex {
        LineIndex(bytes: bytes, firstLine: line)
    }

    /// The file's line and column of `offset` into the document's bytes, indexed by `lines`
    /// (from `lineIndex`): only the first line starts part-way into a line of the file.
    func place(_ offset: Int, in lines: LineIndex) -> (line: Int, column: Int) {
        var place = lines.lineColumn(of: offset)
        if place.line == line { place.column += column - 1 }
        return place
    }
}
