import Foundation
import TestSupport
import XCTest

/// The payloads again, read back from the structured data: every JSON-LD block of every
/// page and fragment parses, holds no `<` and no raw line separator, and carries each
/// payload as the text it was (author names are kept as given), every comment once.
final class XSSStructuredDataTests: XCTestCase {
    func testEveryPayloadIsTextInTheThreadPagesStructuredData() throws {
        let folder = try TemporaryFolder("xss-jsonld", removedAfter: self)
        let payloads = XSSPayloads.all
        for (index, payload) in payloads.enumerated() {
            try folder.write(String(format: "in/p%03d.json", index), try XSSCorpusTests.thread(for: payload))
        }
        let build = CLIRun([
            "build", folder.path("in"), "-o", folder.path("out"), "--base-url", "https://example.com/c/", "--layout", "tree",
        ])
        XCTAssertEqual(build.code, .ok, build.err.prefix(2_000).debugDescription)
        let pages = try folder.tree("out").filter { $0.key.hasPrefix("t/") && $0.key.hasSuffix(".html") }
        XCTAssertEqual(pages.count, payloads.count, "one page per payload thread")
        var names: Set<String> = []
        var items = 0
        for (path, bytes) in pages {
            let split = StructuredDataBlocks.split(String(decoding: bytes, as: UTF8.self))
            XCTAssertEqual(split.problems, [], path)
            XCTAssertEqual(split.blocks.count, 1, "\(path): one JSON-LD block")
            XCTAssertEqual(OutputScanner.findings(in: split.rest), [], path)
            guard let posting = split.blocks.first as? [String: Any] else { continue }
            XCTAssertEqual(posting["@type"] as? String, "DiscussionForumPosting", path)
            walk(posting) { item in
                items += 1
                if let author = item["author"] as? [String: Any], let name = author["name"] as? String { names.insert(name) }
            }
        }
        // The posting is the first comment; every other comment is one item below it.
        XCTAssertEqual(items, payloads.count * 4, "every comment once in the structured data")
        let plain = payloads.filter { !$0.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" } }
        let missing = plain.filter { !names.contains($0) }
        XCTAssertEqual(missing, [], "payloads not read back as author names")
        print("xss json-ld: \(pages.count) pages, \(items) items, \(plain.count - missing.count) names read back as given")
    }

    func testEmbeddedFragmentsStructuredDataIsSafe() throws {
        let folder = try TemporaryFolder("xss-embed-jsonld", removedAfter: self)
        for (index, payload) in XSSPayloads.structuredData.enumerated() {
            var thread = try JSONSerialization.jsonObject(with: Data(try XSSCorpusTests.thread(for: payload))) as? [String: Any] ?? [:]
            thread["url"] = "https://blog.example/posts/\(index)/"
            try folder.write("in/p\(index).json", Array(try JSONSerialization.data(withJSONObject: thread, options: [.sortedKeys])))
        }
        let run = CLIRun(["embed", folder.path("in"), "--for", "html", "-o", folder.path("out")])
        XCTAssertEqual(run.code, .ok, run.err.prefix(2_000).debugDescription)
        let fragments = try folder.tree("out").filter { $0.key.hasSuffix(".html") }
        XCTAssertGreaterThanOrEqual(fragments.count, XSSPayloads.structuredData.count, "a fragment per thread")
        var about = 0
        for (path, bytes) in fragments {
            let split = StructuredDataBlocks.split(String(decoding: bytes, as: UTF8.self))
            XCTAssertEqual(split.problems, [], path)
            XCTAssertEqual(OutputScanner.findings(in: split.rest), [], path)
            for block in split.blocks {
                for item in (block as? [String: Any])?["@graph"] as? [[String: Any]] ?? [] {
                    let url = (item["isPartOf"] as? [String: Any])?["url"] as? String
                    XCTAssertTrue(url?.hasPrefix("https://blog.example/posts/") == true, "\(path): isPartOf \(String(describing: url))")
                    about += 1
                }
            }
        }
        XCTAssertEqual(about, XSSPayloads.structuredData.count * 2, "both top-level comments of each thread, about its post")
    }

    /// A lone surrogate escaped in the input's JSON (`\ud800`) cannot reach a page as one:
    /// the decoder repairs it to U+FFFD, and the block stays valid JSON and UTF-8.
    func testLoneSurrogatesLeaveValidJSON() throws {
        let folder = try TemporaryFolder("xss-surrogate", removedAfter: self)
        try folder.write(
            "in/s.json",
            #"{"id": "s", "title": "a\ud800b", "comments": [{"id": "1", "user": "\udfffx", "content": "y\udbff", "contentFormat": "text"}]}"#
        )
        let build = CLIRun(["build", folder.path("in"), "-o", folder.path("out"), "--base-url", "https://example.com/"])
        XCTAssertNotEqual(build.code, .buildFailed, build.err)
        let page = try XCTUnwrap(folder.tree("out")["t/s.html"], "the thread page")
        XCTAssertNotNil(String(validating: page, as: UTF8.self), "the page is valid UTF-8")
        let split = StructuredDataBlocks.split(String(decoding: page, as: UTF8.self))
        XCTAssertEqual(split.problems, [])
        let posting = try XCTUnwrap(split.blocks.first as? [String: Any])
        XCTAssertEqual((posting["author"] as? [String: Any])?["name"] as? String, "\u{FFFD}x")
        XCTAssertEqual(posting["headline"] as? String, "a\u{FFFD}b")
    }

    /// Every JSON-LD item at or below `root`, with an explicit stack.
    private func walk(_ root: [String: Any], _ visit: ([String: Any]) -> Void) {
        var stack = [root]
        while let item = stack.popLast() {
            visit(item)
            stack += item["comment"] as? [[String: Any]] ?? []
        }
    }
}
