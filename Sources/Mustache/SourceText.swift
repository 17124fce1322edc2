/// A template's source as UTF-8 bytes, plus the means to turn byte offsets into
/// line/column positions for error messages.
struct SourceText: Sendable {
    let file: String
    let bytes: [UInt8]
    /// Byte offset at which each line starts; computed once because errors are rare
    /// but a template can report several locations while parsing.
    private let lineStarts: [Int]

    init(file: String, source: String) {
        self.file = file
        self.bytes = Array(source.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        let end = min(offset, bytes.count)
        // Count scalars, not bytes: continuation bytes (10xxxxxx) do not start a column.
        let column = bytes[start..<max(start, end)].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return SourceLocation(line: low + 1, column: column + 1)
    }

    func error(_ kind: MustacheError.Kind, at location: SourceLocation, _ message: String) -> MustacheError {
        MustacheError(kind, file: file, line: location.line, column: location.column, message: message)
    }
}

/// A 1-based line and column in a template's source.
struct SourceLocation: Sendable, Equatable {
    let line: Int
    let column: Int
}
