import Foundation
import TestSupport
import XCTest

@testable import HTMLSanitizer

final class CorpusTests: XCTestCase {
    private func htmlBodies() throws -> [CorpusBody] {
        let bodies = try CorpusReader.bodies(in: SharedData.url("corpus/real", for: "real corpus"))
        return bodies.filter { $0.format == "html" }
    }

    func testEveryHTMLBodyRendersVisibleAndSafe() throws {
        let bodies = try htmlBodies()
        XCTAssertGreaterThan(bodies.count, 1_000, "corpus looks truncated")
        var failures = 0
        for body in bodies {
            let output = HTMLSanitizer.sanitize(body.content)
            let inspector = OutputInspector(output)
            var problems = inspector.problems() + Self.dangerousStrings(in: output)
            if HTMLSanitizer.sanitize(output) != output { problems.append("not a fixed point") }
            let inputHasText = !body.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            if !problems.isEmpty || (inputHasText && inspector.visibleText.isEmpty) {
                failures += 1
                if failures <= 5 { XCTFail("\(body.file) #\(body.id): \(problems)\ninput: \(body.content)\noutput: \(output)") }
            }
        }
        XCTAssertEqual(failures, 0)
    }

    /// What `bench/check_output.py` counts, applied to one body.
    static func dangerousStrings(in output: String) -> [String] {
        let lowered = output.lowercased()
        var found: [String] = []
        if lowered.contains("<script") { found.append("<script") }
        if lowered.firstMatch(of: #/<[a-z][^>]*\son[a-z]+\s*=/#) != nil { found.append("on…= attribute") }
        for tag in OutputInspector(output).tags {
            for value in tag.attributes.values {
                let url = decodeEntities(value).unicodeScalars.filter { $0.value > 0x20 }.map(String.init).joined().lowercased()
                for scheme in ["javascript:", "vbscript:", "data:text/html"] where url.hasPrefix(scheme) {
                    found.append(scheme)
                }
            }
        }
        return found
    }

    func testKnownDisqusBodyKeepsItsParagraphs() throws {
        // The corpus is read outside XCTUnwrap, which would turn its skip into a failure.
        let bodies = try htmlBodies()
        let body = try XCTUnwrap(bodies.first { $0.id == "2521126648" }, "Disqus comment 2521126648 not in the corpus")
        let output = HTMLSanitizer.sanitize(body.content)
        let inputParagraphs = body.content.components(separatedBy: "<p>").count - 1
        XCTAssertGreaterThanOrEqual(inputParagraphs, 3)
        XCTAssertEqual(output.components(separatedBy: "<p>").count - 1, inputParagraphs, output)
        XCTAssertTrue(output.contains("subset.append(elements[i][0:])"), output)
    }

    func testKnownHackerNewsBodyKeepsItsLinkTarget() throws {
        let bodies = try htmlBodies()
        let body = try XCTUnwrap(bodies.first { $0.id == "49220504" }, "HN comment 49220504 not in the corpus")
        let output = HTMLSanitizer.sanitize(body.content)
        let hrefs = OutputInspector(output).tags.compactMap { $0.attributes["href"] }
        XCTAssertEqual(hrefs, ["https://www.gao.gov/assets/gao-25-107121.pdf"], output)
        XCTAssertTrue(output.hasPrefix("<p>&quot;Between early June"), output)
        XCTAssertEqual(output.components(separatedBy: "<p>").count - 1, 2, output)
    }
}
