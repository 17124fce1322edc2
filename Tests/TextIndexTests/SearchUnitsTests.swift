import XCTest

@testable import TextIndex

/// The postings on their way to the term shards: each unit's stream in document order,
/// spilled past the budget and read back whole, and postings that name no term refused.
final class SearchUnitsTests: XCTestCase {
    private func vocabulary(_ terms: [String]) -> SearchVocabulary {
        var table = TermTable()
        for term in terms { _ = table.id(of: term) }
        return SearchVocabulary([table])
    }

    private func postings(_ pairs: [(term: Int, frequency: Int)]) -> ArraySlice<UInt8> {
        var bytes: [UInt8] = []
        for pair in pairs {
            SearchCodec.appendVarint(pair.term, to: &bytes)
            SearchCodec.appendVarint(pair.frequency, to: &bytes)
        }
        return bytes[...]
    }

    /// `(document, term number in its unit)` of every posting of `unit`, decoded.
    private func decoded(_ units: SearchUnits, _ unit: Int) throws -> [(document: Int, term: Int)] {
        var out: [(document: Int, term: Int)] = []
        var document = 0
        for piece in try units.pieces(unit) {
            try piece.withUnsafeBufferPointer { bytes in
                var i = 0
                while i < bytes.count {
                    document += try XCTUnwrap(SearchCodec.readVarint(bytes, at: &i, end: bytes.count))
                    out.append((document, try XCTUnwrap(SearchCodec.readVarint(bytes, at: &i, end: bytes.count))))
                    i += 1
                }
            }
        }
        return out
    }

    func testEachUnitGetsItsTermsPostingsInDocumentOrderSpilledOrNot() throws {
        let terms = (0..<40).map { "term\($0)" }
        for budget in [1 << 20, 16] {
            let index = MemoryIndex()
            let units = SearchUnits(count: 4, vocabulary: vocabulary(terms), spill: index.spill, budget: budget)
            for document in 0..<50 {
                let pairs = (0..<5).map { k in (term: (document * 7 + k * 3) % 40, frequency: 1 + k % 4) }
                XCTAssertTrue(units.add(postings(pairs), document: document, buffer: 0, length: 5, averageLength: 5))
                try units.flushIfFull()
            }
            var seen = 0
            for unit in 0..<4 {
                let read = try decoded(units, unit)
                XCTAssertEqual(read.map(\.document), read.map(\.document).sorted(), "unit \(unit), budget \(budget)")
                XCTAssertTrue(read.allSatisfy { $0.term < units.terms[unit].count })
                seen += read.count
            }
            XCTAssertEqual(seen, 50 * 5)
            XCTAssertEqual(index.spilled.withLock { !$0.isEmpty }, budget == 16, "spilled only under the small budget")
        }
    }

    func testPostingsThatNameNoTermOrEndEarlyAreRefused() {
        let units = SearchUnits(count: 2, vocabulary: vocabulary(["a", "b", "c"]), spill: MemoryIndex().spill, budget: 1 << 20)
        XCTAssertTrue(units.add(postings([(2, 1)]), document: 0, buffer: 0, length: 1, averageLength: 1))
        XCTAssertFalse(units.add(postings([(3, 1)]), document: 1, buffer: 0, length: 1, averageLength: 1), "term past the table")
        XCTAssertTrue(units.add(postings([(0, 0)]), document: 1, buffer: 0, length: 1, averageLength: 1), "frequency 0: title only")
        XCTAssertFalse(units.add([0x81], document: 1, buffer: 0, length: 1, averageLength: 1), "a varint cut off")
        XCTAssertFalse(units.add([0x01], document: 1, buffer: 0, length: 1, averageLength: 1), "a pair cut off")
    }
}
