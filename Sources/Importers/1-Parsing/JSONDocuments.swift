import JSONReader

/// Files that hold several JSON values back to back: `gh api --paginate` prints each page
/// of a GraphQL query as its own object (`{…}{…}`), and some versions print REST pages as
/// arrays one after another (`[…][…]`). Each value is parsed on its own; a syntax error
/// names its line and column in the whole file.
enum JSONDocuments {
    static func parse(_ bytes: [UInt8], path: String) throws(ImportError) -> [Any] {
        let lines = LineIndex(bytes: bytes)
        var values: [Any] = []
        for range in ranges(bytes) {
            values.append(try JSONLookup.parse(bytes[range], path: path, lines: lines))
        }
        if values.isEmpty {
            throw ImportError(path: path, line: 1, column: 1, message: "the file is empty; expected a JSON object or array")
        }
        return values
    }

    /// Where each top-level value starts and ends: brackets counted outside strings. A
    /// value never closed runs to the end of the file, where its parse reports the error.
    static func ranges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        var depth = 0
        var string = JSONStringState()
        for (index, byte) in bytes.enumerated() {
            switch string.take(byte) {
            case .inside, .closing: continue
            case .outside, .opening: break
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), 0xEF, 0xBB, 0xBF:
                if start == nil { continue }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            default:
                break
            }
            if start == nil { start = index }
            if depth <= 0, let first = start {
                ranges.append(first..<(index + 1))
                (start, depth) = (nil, 0)
            }
        }
        if let first = start { ranges.append(first..<bytes.count) }
        return ranges
    }
}
