import JSONReader
import XCTest

/// A line longer than `longestLine` is handed on cut there and the rest of it skipped up
/// to its newline: a gigabyte without a newline (a `.ndjson.gz` of zeros) is never held.
final class NDJSONLongLineTests: XCTestCase {
    func testALongLineIsCutAndTheNextLinesStillCome() {
        for piece in [1, 3, 7, 100] {
            var lines = NDJSONLines()
            lines.longestLine = 8
            let text = Array("short\n0123456789abcdef\n{\"a\":1}\nxxxxxxxxxxxxxxxxxxxxxxxxxx".utf8)
            var seen: [(String, Int)] = []
            var start = 0
            while start < text.count {
                lines.feed(text[start..<min(start + piece, text.count)]) { seen.append((String(decoding: $0, as: UTF8.self), $1)) }
                start += piece
            }
            lines.finish { seen.append((String(decoding: $0, as: UTF8.self), $1)) }
            XCTAssertEqual(seen.map(\.0), ["short", "01234567", "{\"a\":1}", "xxxxxxxx"], "pieces of \(piece)")
            XCTAssertEqual(seen.map(\.1), [0, 6, 23, 31], "pieces of \(piece)")
        }
    }
}
