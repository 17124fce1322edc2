import XCTest

@testable import TextIndex

final class AuthorTermsTests: XCTestCase {
    func testAuthorTermsFindEachNameOfAnyLengthThroughGrowth() {
        var terms = TermTable()
        var authors = AuthorTerms()
        // Names of 1 to 40 bytes (23 fit a slot, longer ones are kept aside), names that
        // differ only past byte 23 or in case, and enough of them to grow the table.
        let long = String(repeating: "x", count: 23)
        let names =
            (0..<3_000).map { "user\($0)" } + ["A", "a", "Chloé", long, long + "1", long + "2", "骑行者", String(repeating: "é", count: 20)]
        let ids = names.map { authors.term(of: $0, in: &terms) }
        XCTAssertEqual(names.map { authors.term(of: $0, in: &terms) }, ids, "a name seen again gets its term")
        for (name, id) in zip(names, ids) {
            XCTAssertEqual(String(decoding: terms.term(Int(id)), as: UTF8.self), "u:" + SearchTokenizer.fold(name))
        }
        XCTAssertEqual(ids[3_000], ids[3_001], "A and a fold to one term")
        XCTAssertEqual(Set(ids).count, names.count - 1, "every other name its own term")
    }
}
