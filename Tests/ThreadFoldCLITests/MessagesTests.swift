import Foundation
import TestSupport
import XCTest

/// Messages users hit: an unknown locale, `check` in an `init` project, `help --help`,
/// `"redact": ["emails"]`, English plurals.
final class MessagesTests: XCTestCase {
    func testUnknownLocaleIsAUsageErrorNamingTheFlagAndTheLocales() throws {
        let project = try TemporaryFolder("locale")
        defer { project.remove() }
        try project.write("in/t.json", SmallThread.json)
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site"), "--locale", "tlh"])
        XCTAssertEqual(run.code, .usage, run.all)
        let all = "ar, de, en, es, fr, ja, ko, pt-BR, ru, zh-Hans, zh-Hant"
        XCTAssertTrue(run.err.contains("--locale: no locale 'tlh'; available: \(all)"), run.err)
        XCTAssertFalse(project.exists("site"))
        try project.write("threadfold.json", "{\"input\": \"in\", \"locale\": \"zh-hans\"}")
        let configured = CLIRun(["build", "--config", project.path("threadfold.json")])
        XCTAssertEqual(configured.code, .usage)
        XCTAssertTrue(
            configured.err.contains("threadfold.json: \"locale\": no locale 'zh-hans'; did you mean zh-Hans?; available: \(all)"),
            configured.err)
    }

    func testALocaleInTheTemplatesFolderIsAccepted() throws {
        let project = try TemporaryFolder("locale-own")
        defer { project.remove() }
        try project.write("in/t.json", SmallThread.json)
        let english = try XCTUnwrap(
            String(data: try Data(contentsOf: PackagePaths.root.appendingPathComponent("Templates/locales/en.json")), encoding: .utf8))
        try project.write("theme/locales/eo.json", english.replacingOccurrences(of: "\"lang\": \"en\"", with: "\"lang\": \"eo\""))
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site"), "--locale", "eo", "--templates", project.path("theme")])
        XCTAssertEqual(run.code, .ok, run.all)
    }

    /// `threadfold init`, then `threadfold check` with no INPUT in that folder: the real
    /// binary, run in the project folder, reads `input` from threadfold.json.
    func testCheckInAnInitProjectReadsInputFromTheConfig() throws {
        let project = try TemporaryFolder("check-config", removedAfter: self)
        XCTAssertEqual(CLIRun(["init", project.path("p")]).code, .ok)
        let (status, text) = try ProcessRun.merged([try PackagePaths.threadfoldBinary(), "check"], in: project.path("p"))
        XCTAssertEqual(status, 0, text)
        XCTAssertTrue(text.hasPrefix("Checked 1 thread, 3 comments (1 top-level, 2 replies)"), text)
        let withConfig = CLIRun(["check", "--config", project.path("p/threadfold.json")])
        XCTAssertEqual(withConfig.code, .ok, withConfig.all)
        let none = CLIRun(["check"])
        XCTAssertEqual(none.code, .usage)
        XCTAssertTrue(none.err.contains("or \"input\" in threadfold.json"), none.err)
    }

    func testHelpHelpExitsZero() {
        for arguments in [["help", "--help"], ["help", "-h"], ["--help"], ["help", "help"]] {
            let run = CLIRun(arguments)
            XCTAssertEqual(run.code, .ok, "\(arguments): \(run.all)")
            XCTAssertTrue(run.out.contains("usage: threadfold"), run.out)
        }
    }

    func testRedactEmailsInTheConfigHidesThemInPagesAndTheFeed() throws {
        let project = try TemporaryFolder("redact", removedAfter: self)
        try project.write(
            "in/t.json",
            """
            {"id": "t", "title": "T", "contentFormat": "html", "comments": [
              {"id": "1", "user": "A", "content": "<p>写信给 <a href=\\"mailto:844969593@qq.com\\">844969593@qq.com</a></p>", "createdAt": "2024-05-01T09:00:00Z"}]}
            """)
        try project.write(
            "threadfold.json",
            """
            {"input": "in", "output": "site", "locale": "en", "baseURL": "https://example.com/", "redact": ["emails"]}
            """)
        XCTAssertEqual(CLIRun(["build", "--config", project.path("threadfold.json")]).code, .ok)
        let page = try String(contentsOfFile: project.path("site/t/t.html"), encoding: .utf8)
        let feed = try String(contentsOfFile: project.path("site/feed.xml"), encoding: .utf8)
        XCTAssertFalse(page.contains("844969593") || feed.contains("844969593"))
        XCTAssertTrue(page.contains("写信给 <a href=\"mailto:[email%20hidden]\" rel=\"nofollow ugc noopener\">[email hidden]</a>"), page)
        try project.write("threadfold.json", "{\"input\": \"in\", \"redact\": [\"phones\"]}")
        let bad = CLIRun(["build", "--config", project.path("threadfold.json")])
        XCTAssertEqual(bad.code, .usage)
        XCTAssertTrue(bad.err.contains("\"redact\" can hold \"emails\", not \"phones\""), bad.err)
    }

    func testEnglishPluralsInTheImportReport() throws {
        let project = try TemporaryFolder("plural", removedAfter: self)
        try project.write(
            "t.json",
            """
            [{"kind": "Listing", "data": {"children": [{"kind": "t3", "data": {"id": "p", "title": "One"}}]}},
             {"kind": "Listing", "data": {"children": [{"kind": "t1", "data": {"id": "k", "author": "a", "body": "hi", "replies": ""}}]}}]
            """)
        let run = CLIRun(["import", "reddit", project.path("t.json"), "-o", project.path("out")])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertTrue(run.out.contains("(1 comment)"), run.out)
        XCTAssertFalse(run.out.contains("1 comments"), run.out)
        let empty = CLIRun(["import", "staticman", project.path("out/.."), "-o", project.path("out2")])
        XCTAssertEqual(empty.code, .dataError, "a folder without .yml: exit 65")
    }
}
