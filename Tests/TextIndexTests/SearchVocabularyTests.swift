import XCTest

@testable import TextIndex

final class SearchVocabularyTests: XCTestCase {
    /// The writer numbers each unit's terms once: a term two workers both met gets one
    /// number, in the unit its hash picks, and the numbers of a unit count from 0.
    func testVocabularyNumbersEachDistinctTermOnceInItsUnit() {
        var first = TermTable()
        var second = TermTable()
        let shared = (0..<300).map { "s\($0)" }
        for term in (0..<200).map({ "a\($0)" }) + shared { _ = first.id(of: term) }
        for term in shared.reversed() + (0..<100).map({ "b\($0)" }) + ["骑行"] { _ = second.id(of: term) }
        let vocabulary = SearchVocabulary([first, second])
        let (places, terms) = vocabulary.numbered(units: 16)
        XCTAssertEqual(places.count, 200 + 300 + 300 + 100 + 1)
        XCTAssertEqual(terms.reduce(0) { $0 + $1.count }, 200 + 300 + 100 + 1)
        for (number, place) in places.enumerated() {
            let unit = Int(place & 15)
            XCTAssertEqual(unit, Int(vocabulary.hashes[number] & 15))
            XCTAssertEqual(vocabulary.term(Int(terms[unit][Int(place >> 4)])), vocabulary.term(number))
        }
        // "s7" from either table: one place.
        let ids = (0..<vocabulary.hashes.count).filter { String(decoding: vocabulary.term($0), as: UTF8.self) == "s7" }
        XCTAssertEqual(ids.count, 2)
        XCTAssertEqual(places[ids[0]], places[ids[1]])
    }
}
