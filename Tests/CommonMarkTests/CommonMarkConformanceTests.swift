import CommonMark
import XCTest

/// The CommonMark 0.30 spec, cmark's regression cases and its smart-punctuation cases,
/// rendered through the wrapper and compared byte for byte (see `ConformanceRun`).
final class CommonMarkConformanceTests: XCTestCase {
    func testSpecExamplesMatchInSafeMode() throws {
        let examples = try SpecExample.load("spec")
        XCTAssertEqual(examples.count, 652, "spec.json should hold the 652 examples of spec 0.30")
        var run = try makeRun(options: [], oracleArguments: ["--validate-utf8"])
        try run.check(examples)
        run.report("spec", total: examples.count)
        XCTAssertGreaterThan(run.verbatim, run.safeMode.count, "most examples are compared verbatim")
    }

    func testRegressionExamplesMatchInSafeMode() throws {
        let examples = try SpecExample.load("regression")
        XCTAssertFalse(examples.isEmpty)
        var run = try makeRun(options: [], oracleArguments: ["--validate-utf8"])
        try run.check(examples)
        run.report("regression", total: examples.count)
    }

    func testSmartPunctuationExamplesMatch() throws {
        let examples = try SpecExample.load("smart_punct")
        XCTAssertFalse(examples.isEmpty)
        var run = try makeRun(options: .smartPunctuation, oracleArguments: ["--validate-utf8", "--smart"])
        try run.check(examples)
        run.report("smart_punct", total: examples.count)
    }

    /// The oracle is only trusted when it is the library we link.
    private func makeRun(options: MarkdownOptions, oracleArguments: [String]) throws -> ConformanceRun {
        let oracle = try CmarkOracle.locate()
        let versionLine = try oracle.versionLine()
        XCTAssertTrue(
            versionLine.contains(" \(CommonMark.version) "),
            "cmark CLI (\(versionLine)) is not libcmark \(CommonMark.version)")
        return ConformanceRun(options: options, oracle: oracle, oracleArguments: oracleArguments)
    }
}
