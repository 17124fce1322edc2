import JSONReader
import XCTest

/// `NDJSONLines` hands on the same lines and offsets however the bytes are cut into pieces.
final class NDJSONLinesTests: XCTestCase {
    private static let text = Array("{\"a\":1}\n\n  \r\n{\"b\":\"x\\ny\"}\r\n{\"c\":3}".utf8)

    private func lines(_ pieces: [ArraySlice<UInt8>]) -> [(String, Int)] {
        var lines = NDJSONLines()
        var found: [(String, Int)] = []
        for piece in pieces { lines.feed(piece) { found.append((String(decoding: $0, as: UTF8.self), $1)) } }
        lines.finish { found.append((String(decoding: $0, as: UTF8.self), $1)) }
        return found
    }

    func testWholeFeedGivesEveryLineWithItsOffset() {
        let found = lines([Self.text[...]])
        XCTAssertEqual(found.map(\.0), ["{\"a\":1}", "", "  \r", "{\"b\":\"x\\ny\"}\r", "{\"c\":3}"])
        XCTAssertEqual(found.map(\.1), [0, 8, 9, 13, 27])
        XCTAssertEqual(found.map { NDJSONLines.isBlank(Array($0.0.utf8)[...]) }, [false, true, true, false, false])
    }

    func testEveryCutGivesTheSameLines() {
        let whole = lines([Self.text[...]])
        for cut in 0...Self.text.count {
            for second in cut...Self.text.count {
                let found = lines([Self.text[..<cut], Self.text[cut..<second], Self.text[second...]])
                XCTAssertEqual(found.map(\.0), whole.map(\.0), "cut at \(cut), \(second)")
                XCTAssertEqual(found.map(\.1), whole.map(\.1), "cut at \(cut), \(second)")
            }
        }
    }

    func testAFailingLineStopsTheFeedWithItsError() {
        struct Stop: Error, Equatable { var offset: Int }
        var lines = NDJSONLines()
        var seen = 0
        XCTAssertThrowsError(
            try lines.feed(Self.text[...]) { (_, offset) throws(Stop) in
                seen += 1
                if seen == 2 { throw Stop(offset: offset) }
            }
        ) { XCTAssertEqual($0 as? Stop, Stop(offset: 8)) }
        XCTAssertEqual(seen, 2)
    }
}
