import CommonMark
import XCTest

/// Runs spec examples through `CommonMark.html` and compares byte for byte.
///
/// How safe-mode examples are identified and what they are expected to render:
/// every example is also rendered by the `cmark` CLI in its default safe mode (see
/// `CmarkOracle` for why the CLI and not a transform of the spec HTML).
/// - If the CLI's safe output equals the spec's `html`, safe mode changes nothing for that
///   example, and the wrapper must produce the spec's `html` verbatim.
/// - Otherwise the example is a *safe-mode example*. Its difference must be explained by
///   safe mode: the CLI output contains `<!-- raw HTML omitted -->`, `href=""` or `src=""`,
///   and the markdown contains a `<` or one of the schemes cmark refuses. Then the wrapper
///   must produce the CLI's output byte for byte.
struct ConformanceRun {
    let options: MarkdownOptions
    let oracle: CmarkOracle
    let oracleArguments: [String]

    private(set) var verbatim = 0
    private(set) var safeMode: [Int] = []
    /// Example numbers that failed (each already reported by its own XCTFail).
    private(set) var failures: [Int] = []

    init(options: MarkdownOptions, oracle: CmarkOracle, oracleArguments: [String]) {
        self.options = options
        self.oracle = oracle
        self.oracleArguments = oracleArguments
    }

    /// Checks every example; each one that differs fails the test on its own, with its
    /// markdown, options, expected and actual HTML (reported at the caller's line).
    mutating func check(_ examples: [SpecExample], file: StaticString = #filePath, line: UInt = #line) throws {
        for example in examples {
            if let failure = try check(example) {
                failures.append(example.example)
                XCTFail(failure, file: file, line: line)
            }
        }
    }

    /// The failure message for `example`, or nil when it renders as expected.
    private mutating func check(_ example: SpecExample) throws -> String? {
        let actual = CommonMark.html(example.markdown, options: options)
        let safe = try oracle.html(example.markdown, arguments: oracleArguments)
        if safe == example.html {
            verbatim += 1
            return mismatch(example, expected: example.html, actual: actual, note: "verbatim")
        }
        safeMode.append(example.example)
        guard Self.isExplainedBySafeMode(markdown: example.markdown, safeHTML: safe) else {
            return describe(
                example, expected: example.html, actual: safe,
                note: "cmark CLI differs from the spec for a reason other than safe mode")
        }
        return mismatch(example, expected: safe, actual: actual, note: "safe mode, expectation from cmark CLI")
    }

    private func mismatch(_ example: SpecExample, expected: String, actual: String, note: String) -> String? {
        expected == actual ? nil : describe(example, expected: expected, actual: actual, note: note)
    }

    static let unsafeSchemes = ["javascript:", "vbscript:", "file:", "data:"]

    static func isExplainedBySafeMode(markdown: String, safeHTML: String) -> Bool {
        let markers = ["<!-- raw HTML omitted -->", "href=\"\"", "src=\"\""]
        let lowered = markdown.lowercased()
        let hasCause = markdown.contains("<") || unsafeSchemes.contains { lowered.contains($0) }
        return hasCause && markers.contains { safeHTML.contains($0) }
    }

    private func describe(_ example: SpecExample, expected: String, actual: String, note: String) -> String {
        """
        example \(example.example) (\(example.section)) [\(note)]
        markdown: \(example.markdown.debugDescription)
        options:  \(options) (cmark CLI \(oracleArguments.joined(separator: " ")))
        expected: \(expected.debugDescription)
        actual:   \(actual.debugDescription)
        """
    }

    /// Prints the counts, then checks that every example was classified (failures were
    /// reported one by one as they were found).
    func report(_ name: String, total: Int, file: StaticString = #filePath, line: UInt = #line) {
        print(
            "\(name): \(total) examples, \(verbatim) compared verbatim with the spec, "
                + "\(safeMode.count) under the safe-mode expectation, \(failures.count) failed")
        print("\(name): safe-mode examples: \(safeMode.map(String.init).joined(separator: ","))")
        XCTAssertEqual(verbatim + safeMode.count, total, "every example is classified", file: file, line: line)
    }
}
