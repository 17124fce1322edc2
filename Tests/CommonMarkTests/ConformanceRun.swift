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
    private(set) var failures: [String] = []

    init(options: MarkdownOptions, oracle: CmarkOracle, oracleArguments: [String]) {
        self.options = options
        self.oracle = oracle
        self.oracleArguments = oracleArguments
    }

    mutating func check(_ examples: [SpecExample]) throws {
        for example in examples {
            try check(example)
        }
    }

    private mutating func check(_ example: SpecExample) throws {
        let actual = CommonMark.html(example.markdown, options: options)
        let safe = try oracle.html(example.markdown, arguments: oracleArguments)
        if safe == example.html {
            verbatim += 1
            record(example, expected: example.html, actual: actual, note: "verbatim")
            return
        }
        safeMode.append(example.example)
        guard Self.isExplainedBySafeMode(markdown: example.markdown, safeHTML: safe) else {
            failures.append(describe(example, expected: example.html, actual: safe,
                                     note: "cmark CLI differs from the spec for a reason other than safe mode"))
            return
        }
        record(example, expected: safe, actual: actual, note: "safe mode, expectation from cmark CLI")
    }

    private mutating func record(_ example: SpecExample, expected: String, actual: String, note: String) {
        if expected != actual {
            failures.append(describe(example, expected: expected, actual: actual, note: note))
        }
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
        expected: \(expected.debugDescription)
        actual:   \(actual.debugDescription)
        """
    }

    /// Prints the counts and every failure, then fails the test once if any example failed.
    func report(_ name: String, total: Int, file: StaticString = #filePath, line: UInt = #line) {
        print("\(name): \(total) examples, \(verbatim) compared verbatim with the spec, "
              + "\(safeMode.count) under the safe-mode expectation, \(failures.count) failed")
        print("\(name): safe-mode examples: \(safeMode.map(String.init).joined(separator: ","))")
        failures.forEach { print($0) }
        XCTAssertEqual(verbatim + safeMode.count, total, "every example is classified", file: file, line: line)
        XCTAssertTrue(failures.isEmpty, "\(failures.count) \(name) examples failed (printed above)",
                      file: file, line: line)
    }
}
