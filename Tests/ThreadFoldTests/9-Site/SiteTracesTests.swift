import XCTest

@testable import ThreadFold

/// `check --removed`'s scanner: what it looks for and how it reads a site's files.
final class SiteTracesTests: XCTestCase {
    private let input = """
        {"id": "t", "comments": [
          {"id": "1", "user": "Al", "content": "one two three four five six seven eight nine ten"},
          {"id": "2", "user": "Bo", "content": "蝾螈在月光下悄悄地编织着银色的梦境"},
          {"id": "3", "user": "Cy", "content": "too short here"},
          {"id": "4", "user": "Di", "content": "<p>html <b>bold</b> words stand in a row of eight here</p>", "contentFormat": "html"}
        ]}
        """

    private func needles(anonymise: [String] = []) -> SiteTraces.Needles {
        let archive = ArchiveLoader(io: .memory(["t.json": Array(input.utf8)])).load(["t.json"])
        return SiteTraces.needles(Takedown(remove: ["t/1", "t/2", "t/3", "t/4"], anonymise: anonymise), archive: archive)
    }

    private func traces(_ files: [String: String], anonymise: [String] = []) throws -> [String] {
        let io = FileIO.memory(files.mapValues { Array($0.utf8) }.reduce(into: [:]) { $0["site/" + $1.key] = $1.value })
        return try SiteTraces(io: io).scan(site: "site", needles: needles(anonymise: anonymise)).map(\.description)
    }

    func testRunsOfWordsAndCJKAreFoundThroughEscapesEntitiesAndTags() throws {
        XCTAssertEqual(needles().removedComments, 4)
        XCTAssertEqual(needles().untraceable, ["t/3"], "3 words: too short to trace")
        let found = try traces([
            "a.html": "<p>x <em>three</em> four five\nsix seven eight nine ten</p>",
            "feed.xml": "<content>&lt;p&gt;two three four five six seven eight nine&lt;/p&gt;</content>",
            "search/d/0.js": #"["\u877e\u8788\u5728\u6708\u5149\u4e0b\u6084\u6084\u5730\u7f16\u7ec7\u7740"]"#,
            "b.html": "html bold words stand in a row of eight",
            "clean.html": "one two three four five six seven",
        ])
        XCTAssertEqual(
            found,
            [
                "a.html:1: text of removed comment t/1", "b.html:1: text of removed comment t/4",
                "feed.xml:1: text of removed comment t/1", "search/d/0.js:1: text of removed comment t/2",
            ])
    }

    func testNamesAreFoundAsWordsIgnoringCaseAndScopedNamesOnlyInTheirThreadsFiles() throws {
        let found = try traces(
            [
                "a.html": "Also fine", "b.html": "by AL, said", "t/t.html": "Di was here", "t/other.html": "Di was here",
                "search/t/0.js": #"{"u:al":"AY"}"#,
            ], anonymise: ["Al", "t/Di"])
        XCTAssertEqual(
            found,
            [
                "b.html:1: anonymised name \"al\"", "search/t/0.js:1: anonymised name \"al\"",
                "t/t.html:1: anonymised name \"di\"",
            ])
    }
}
