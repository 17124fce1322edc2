import XCTest

@testable import TextIndex

final class TermTableTests: XCTestCase {
    func testTermTableGivesEachDistinctTermOneIdThroughGrowth() {
        var table = TermTable()
        // Prefixes of one another of every length from 1 to 9 bytes (a term of up to 7
        // bytes is kept in its slot, read with overlapping loads), then many more.
        let prefixes = (1...9).map { String("abcdefghi".prefix($0)) } + (1...9).map { String("ihgfedcba".prefix($0)) }
        let words = prefixes + (0..<5_000).map { "w\($0)" } + ["骑行", "u:chloé"]
        let ids = words.map { table.id(of: $0) }
        XCTAssertEqual(ids, (0..<Int32(words.count)).map { $0 })
        XCTAssertEqual(words.map { table.id(of: $0) }, ids, "a term seen again gets its first id")
        XCTAssertEqual(table.count, words.count)
        XCTAssertEqual(String(decoding: table.term(Int(ids[words.count - 2])), as: UTF8.self), "骑行")
        XCTAssertEqual(table.hashes[words.count - 1], TermTable.fnv1a("u:chloé".utf8))
        XCTAssertEqual(prefixes.indices.map { String(decoding: table.term($0), as: UTF8.self) }, prefixes)
    }
}
