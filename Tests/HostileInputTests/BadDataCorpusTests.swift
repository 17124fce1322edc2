import Foundation
import TestSupport
import XCTest

/// Every case of the bad-data corpus through `check` and (where it builds) `build`: the
/// documented outcome holds, no comment is lost, and no page lands outside the output.
final class BadDataCorpusTests: XCTestCase {
    func testCorpusIsLargeEnough() {
        let cases = BadDataCorpus.small + BadDataCorpus.large
        XCTAssertGreaterThanOrEqual(cases.count, 40, "the issue asks for at least 40 cases")
        XCTAssertEqual(Set(cases.map(\.name)).count, cases.count, "case names are unique")
    }

    func testSmallCasesHaveTheirDocumentedOutcome() throws {
        try run(BadDataCorpus.small.filter { $0.knownBug == nil })
    }

    func testLargeCasesHaveTheirDocumentedOutcome() throws {
        let large = BadDataCorpus.large
        XCTAssertTrue(large.allSatisfy { $0.knownBug == nil }, "known-bug cases belong in the small list")
        try run(large)
    }

    /// Cases that fail because of a reported bug: skipped with the bug named while they
    /// fail, and a failure once they pass (so the mark gets removed).
    func testKnownBugCases() throws {
        let marked = BadDataCorpus.small.filter { $0.knownBug != nil }
        var stillFailing: [String] = []
        for item in marked {
            let problems = try BadDataCaseRunner(item).problems()
            if problems.isEmpty {
                XCTFail("\(item.name): now holds; remove its knownBug mark")
            } else {
                stillFailing.append("\(item.name): \(item.knownBug ?? "") — \(problems.joined(separator: "; "))")
            }
        }
        if !stillFailing.isEmpty {
            throw Skip.because("known bug: " + stillFailing.joined(separator: "\n"))
        }
    }

    private func run(_ cases: [BadDataCase]) throws {
        var passed = 0
        for item in cases {
            let started = Date()
            let problems = try BadDataCaseRunner(item).problems()
            let seconds = Date().timeIntervalSince(started)
            if seconds > 2 { print("bad data: \(item.name) took \(String(format: "%.1f", seconds)) s") }
            for problem in problems { XCTFail("\(item.name): \(problem)") }
            if problems.isEmpty { passed += 1 }
        }
        print("bad data: \(passed) of \(cases.count) cases hold")
    }
}
