/// Turns byte offsets into 1-based line and column numbers. Built once per file, on the
/// first diagnostic, so a file with many warnings is not rescanned for each one.
/// Columns count Unicode scalars, as editors do, not bytes.
public struct LineIndex: Sendable {
    private let lineStarts: [Int]
    private let bytes: [UInt8]
    /// Added to every line: NDJSON lines are parsed one at a time but reported in the file.
    private let firstLine: Int

    public init(bytes: [UInt8], firstLine: Int = 1) {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") {
            starts.append(i + 1)
        }
        self.lineStarts = starts
        self.bytes = bytes
        self.firstLine = firstLine
    }

    public func lineColumn(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= clamped { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        var i = lineStarts[lo]
        // A byte order mark is invisible in editors, so it is not a column.
        if i == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = min(3, clamped) }
        while i < clamped {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (lo + firstLine, column)
    }
}

/// One `LineIndex` for a whole file, built on the first diagnostic and shared by every row
/// of a streamed document: each row gets its own `DocumentContext`, and scanning a 400 MB
/// file once per row with a warning would take hours.
public final class LineIndexCache {
    private let bytes: [UInt8]
    private var index: LineIndex?

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public func lineColumn(of offset: Int) -> (line: Int, column: Int) {
        if let index { return index.lineColumn(of: offset) }
        let built = LineIndex(bytes: bytes)
        index = built
        return built.lineColumn(of: offset)
    }
}
