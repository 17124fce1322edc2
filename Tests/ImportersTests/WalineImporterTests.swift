import Importers
import TestSupport
import XCTest

final class WalineImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (["waline.json": WalineSample.json], .waline, "waline.json")
    }

    func testReportCounts() {
        XCTAssertEqual(
            ReportFigures(report), ReportFigures(threads: 2, comments: 9, dropped: [.spam: 1, .unapproved: 2]), report.text)
        XCTAssertEqual(report.dropped.map(\.detail), ["status spam", "status waiting", "status waiting"])
        XCTAssertEqual(report.emptyThreads, ["/drafts/x/"])
        XCTAssertEqual(report.widget.joinedPages.map(\.kept), ["/posts/hello/"])
        XCTAssertEqual(
            report.widget.joinedPages.first?.variants,
            ["/posts/hello/ (8 rows)", "/posts/hello (1 row)", "/posts/hello/index.html (1 row)"])
        XCTAssertEqual(report.widget.mentionsRemoved, 3, "HTML, markdown and plain-text mentions of the parent")
        XCTAssertEqual(report.widget.mentionsKept, 1)
        XCTAssertEqual(report.widget.emojiReplaced, 1)
        XCTAssertEqual([report.widget.pinned, report.widget.withLikes], [1, 1])
        XCTAssertEqual(report.widget.titledByPath, ["/posts/hello/", "/about/"], "not /drafts/x/: not written")
        XCTAssertTrue(report.text.contains("never read: mail, ip, ua"), report.text)
    }

    func testParentsFallBackToRidThenTopLevelAndAreReported() throws {
        let comments = try harness.comments(in: try fileName(for: "/posts/hello/"))
        let parents = Dictionary(uniqueKeysWithValues: comments.map { ($0["id"] as? String ?? "", $0["parentID"] as? String ?? "") })
        XCTAssertEqual(parents, ["w1": "", "w2": "w1", "w3": "w2", "w4": "w2", "w5": "w3", "w8": "w1", "w9": "", "w10": "w1"])
        XCTAssertEqual(
            report.widget.parentFallbacks.map(\.detail),
            [
                "pid w6 was not carried (spam); under its rid w1",
                "pid gone is not on this page in the export, rid gone-too is not on this page in the export; written at top level",
                "no pid; under its rid w1",
            ])
    }

    func testMentionsOfTheParentRemovedOthersKept() throws {
        let bodies = Dictionary(
            uniqueKeysWithValues: try harness.comments(in: try fileName(for: "/posts/hello/")).map {
                ($0["id"] as? String ?? "", $0["content"] as? String ?? "")
            })
        XCTAssertEqual(bodies["w2"], "<p>同意</p>\n")
        XCTAssertEqual(bodies["w3"], "楼中楼 :bb_doge:")
        XCTAssertEqual(bodies["w4"], "[@岳](#w1): not the parent, so the mention stays")
        XCTAssertEqual(bodies["w5"], "纯文本的提及")
        XCTAssertEqual(bodies["w9"], "parent and root both gone: write to [email hidden]")
    }

    func testPinnedLikesFormatsAndTimes() throws {
        let comments = try harness.comments(in: try fileName(for: "/posts/hello/"))
        let first = try XCTUnwrap(comments.first)
        XCTAssertEqual(first["pinned"] as? Bool, true)
        XCTAssertEqual(first["likes"] as? Int, 3)
        XCTAssertEqual(first["contentFormat"] as? String, "html")
        XCTAssertEqual(first["createdAt"] as? String, "2023-01-02T03:04:05.000Z", "insertedAt, not createdAt")
        XCTAssertNil(comments[2]["contentFormat"], "markdown, the thread's format")
        XCTAssertEqual(comments[2]["createdAt"] as? String, "2023-01-02T05:00:00.000Z", "LeanCloud's date object")
        XCTAssertTrue(comments.dropFirst().allSatisfy { $0["pinned"] == nil && $0["likes"] == nil })
        let about = try harness.thread(try fileName(for: "/about/"))
        XCTAssertEqual((about["comments"] as? [[String: Any]])?.first?["createdAt"] as? String, "2019-05-06T07:08:09.000Z")
    }

    func testOutputLoadsInThreadfoldWithoutPersonalData() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
        try ImportChecks.assertNoPersonalData(harness)
        let text = try harness.writtenText()
        for field in ["yue.example.org", "QQAvatar", "10000", "administrator", "Counter"] {
            XCTAssertFalse(text.contains(field), field)
        }
    }

    func testPostsTitlesAndSiteURL() throws {
        try harness.write(["source/_posts/hello.md": "---\ntitle: 你好，世界\ndate: 2023-01-01\n---\nbody\n"])
        var options = ImportOptions()
        options.postsFolder = harness.path("source/_posts")
        options.siteURL = "https://blog.example/"
        let read = try Importer(io: .disk, options: options).read(.waline, source: harness.path("waline.json"))
        XCTAssertEqual(read.threads.map(\.title), ["你好，世界", "/about/"])
        XCTAssertEqual(read.threads.map(\.url), ["https://blog.example/posts/hello/", "https://blog.example/about/"])
        XCTAssertEqual([read.report.widget.titlesFromPosts, read.report.widget.titledByPath.count], [1, 1])
    }

    func testBadInputNamesFileAndPlace() throws {
        let cases: [(String, String, String)] = [
            ("{\"type\": \"waline\", \"data\": {\"Comment\": [}", "1:", "not valid JSON"),
            ("{\"type\": \"waline\", \"data\": {}}", "", "data.Comment: missing"),
            (
                "{\"type\": \"waline\", \"data\": {\"Comment\": [{\"objectId\": \"a\"}, {\"nick\": \"b\"}]}}", "",
                "data.Comment[1]: this comment has no objectId"
            ),
            (
                "{\"type\": \"waline\", \"data\": {\"Comment\": [{\"objectId\": \"a\", \"nick\": {\"x\": 1}}]}}", "",
                "data.Comment[0].nick: expected a string"
            ),
            ("[{\"objectId\": \"a\"}]", "", "import valine"),
            ("{\"type\": \"twikoo\", \"data\": {}}", "", "not \"waline\""),
        ]
        for (index, (text, place, message)) in cases.enumerated() {
            let name = "bad-\(index).json"
            try harness.write([name: text])
            let run = CLIRun(["import", "waline", harness.path(name), "-o", harness.path("bad-out-\(index)")])
            XCTAssertEqual(run.code, .dataError, text)
            XCTAssertTrue(run.err.contains(harness.path(name) + ":" + place), run.err)
            XCTAssertTrue(run.err.contains(message), "\(message) in \(run.err)")
        }
    }

    private func fileName(for url: String) throws -> String {
        let file = try XCTUnwrap(report.files.first { $0.source == url }, "no file for \(url)")
        return String(file.path.split(separator: "/").last ?? "")
    }
}
