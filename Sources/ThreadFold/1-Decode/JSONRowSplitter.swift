import JSONReader

/// Cuts a `.json` site dump into its rows as it is read a piece at a time, without parsing
/// it: the elements of a root array, or of the root object's `comments` array. Only
/// strings, escapes and brackets are followed; each row is parsed on its own later. The
/// root object's bytes before `comments` are kept (`prefix`) for its other members.
///
/// What the splitter cannot settle as `StreamedDocumentDecoder` would (members after
/// `comments`, a `comments` that is not an array, anything but `,` between rows, a file
/// that ends early) throws `Unsplittable`: the caller then reads the file whole, which
/// reports the exact error or decodes what the stream could not.
struct JSONRowSplitter {
    struct Row {
        var bytes: ArraySlice<UInt8>
        /// Line and column (Unicode scalars, as `LineIndex` counts) of the row's first byte.
        var line: Int
        var column: Int
        var offset: Int
        /// The row's index in the array, for its JSON path.
        var ordinal: Int
    }

    struct Unsplittable: Error {}

    /// The root object's bytes up to its `comments` array (empty for a root array).
    private(set) var prefix: [UInt8] = []
    /// `comments` when the rows are the root object's, "" when they are a root array's.
    private(set) var rowPath = ""
    private(set) var rowCount = 0

    private enum Phase { case start, prefix, beforeRow, inRow, afterRow, afterRows, afterRoot }
    private var phase = Phase.start
    private var rootIsArray = false
    private var offset = 0
    private var line = 1
    private var column = 1
    // Inside the prefix or a row: brackets open, and where the scan is in strings.
    private var depth = 0
    private var string = JSONStringState()
    // The prefix: whether the next string at depth 1 is a member name, where the last one
    // started, and whether the member being read is `comments` (and past its `:`).
    private var expectKey = true
    private var keyStart = 0
    private var commentsKey = false
    private var commentsValue = false
    private var afterComma = false
    // The row being read: its bytes from earlier pieces, and where it started.
    private var carry: [UInt8] = []
    private var rowStart = (line: 0, column: 0, offset: 0)

    mutating func feed(_ chunk: ArraySlice<UInt8>, _ body: (Row) -> Void) throws(Unsplittable) {
        var i = chunk.startIndex
        var rowFrom = phase == .inRow ? chunk.startIndex : nil
        while i < chunk.endIndex {
            let byte = chunk[i]
            if offset < 3 && phase == .start && byte == Self.byteOrderMark[offset] {
                // Invisible in editors, so not a column.
                offset += 1
                i += 1
                continue
            }
            switch phase {
            case .inRow:
                if let end = rowEnd(at: byte) {
                    let last = end ? i + 1 : i
                    emit(chunk[(rowFrom ?? i)..<last], body)
                    rowFrom = nil
                    if !end { continue }  // the byte after a number, `true`…: read it again
                }
            case .beforeRow:
                if byte == UInt8(ascii: "]") && !afterComma {
                    phase = rowsClosed
                } else if !Self.isSpace(byte) {
                    guard byte != UInt8(ascii: "]") && byte != UInt8(ascii: ",") else { throw Unsplittable() }
                    phase = .inRow
                    rowStart = (line, column, offset)
                    rowFrom = i
                    continue
                }
            default:
                try step(byte)
            }
            advance(over: byte)
            i += 1
        }
        if let from = rowFrom { carry += chunk[from...] }
    }

    /// Checks that the document ended where a dump ends.
    func finish() throws(Unsplittable) {
        guard phase == .afterRoot else { throw Unsplittable() }
    }

    /// After the rows' `]`: the root array's end, or the rest of the root object.
    private var rowsClosed: Phase { rootIsArray ? .afterRoot : .afterRows }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private mutating func advance(over byte: UInt8) {
        offset += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// Inside a row: nil while it goes on; true when `byte` is its last byte, false when
    /// it ended just before `byte` (a number or literal ends at what follows it).
    private mutating func rowEnd(at byte: UInt8) -> Bool? {
        switch string.take(byte) {
        case .closing: return depth == 0 ? true : nil
        case .inside, .opening: return nil
        case .outside: break
        }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            if depth == 0 { return false }
            depth -= 1
            if depth == 0 { return true }
        case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
            if depth == 0 { return false }
        default: break
        }
        return nil
    }

    private mutating func emit(_ tail: ArraySlice<UInt8>, _ body: (Row) -> Void) {
        let bytes = carry.isEmpty ? tail : (carry + tail)[...]
        body(Row(bytes: bytes, line: rowStart.line, column: rowStart.column, offset: rowStart.offset, ordinal: rowCount))
        carry = []
        rowCount += 1
        phase = .afterRow
        afterComma = false
    }

    /// Every phase but a row's: the root's opening, the prefix, and what follows rows.
    private mutating func step(_ byte: UInt8) throws(Unsplittable) {
        switch phase {
        case .start:
            if Self.isSpace(byte) { return }
            if byte == UInt8(ascii: "[") {
                rootIsArray = true
                phase = .beforeRow
            } else if byte == UInt8(ascii: "{") {
                prefix = [byte]
                depth = 1
                phase = .prefix
            } else {
                throw Unsplittable()
            }
        case .prefix:
            try prefixStep(byte)
        case .afterRow:
            if Self.isSpace(byte) { return }
            if byte == UInt8(ascii: ",") {
                phase = .beforeRow
                afterComma = true
            } else if byte == UInt8(ascii: "]") {
                phase = rowsClosed
            } else {
                throw Unsplittable()
            }
        case .afterRows:
            if Self.isSpace(byte) { return }
            guard byte == UInt8(ascii: "}") else { throw Unsplittable() }
            phase = .afterRoot
        case .afterRoot:
            guard Self.isSpace(byte) else { throw Unsplittable() }
        case .beforeRow, .inRow:
            break
        }
    }

    /// The root object's members until `"comments": [`, followed only as far as telling
    /// names from values; the array's `[` is not kept.
    private mutating func prefixStep(_ byte: UInt8) throws(Unsplittable) {
        if commentsValue && !Self.isSpace(byte) {
            guard byte == UInt8(ascii: "["), depth == 1 else { throw Unsplittable() }
            rowPath = "comments"
            depth = 0
            phase = .beforeRow
            return
        }
        prefix.append(byte)
        switch string.take(byte) {
        case .opening:
            keyStart = prefix.count - 1
            return
        case .closing:
            if depth == 1 && expectKey {
                expectKey = false
                commentsKey = prefix[keyStart...].elementsEqual("\"comments\"".utf8)
            }
            return
        case .inside:
            return
        case .outside:
            break
        }
        switch byte {
        case UInt8(ascii: ":") where depth == 1:
            commentsValue = commentsKey
        case UInt8(ascii: ",") where depth == 1:
            expectKey = true
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            // The root closed with no `comments` array: nothing to stream.
            if depth == 0 { throw Unsplittable() }
        default:
            break
        }
    }
}
