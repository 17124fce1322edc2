import Foundation
import Importers
import TestSupport
import ThreadFold
import XCTest

/// The real Waline export in `../shared/corpus/waline` (see its SOURCES.md) through
/// `import waline`, checked against the file read here on its own (JSONSerialization, none
/// of the importer's code): every approved comment once, under its page, parent, author and
/// time; the mentions of the parent gone; no personal field in any written file; and the
/// built site placing every comment as the output contract says.
final class WalineRealExportTests: XCTestCase {
    private struct Expected: Equatable {
        var page: String
        var parent: String?
        var user: String
        var time: String?
    }

    func testRealExportImportsEveryApprovedCommentAndBuildsToTheContract() throws {
        let source = try SharedData.url("corpus/waline/waline-jonie-ritie.json", for: "Waline export")
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
        let data = try XCTUnwrap(root["data"] as? [String: Any])
        let rows = try XCTUnwrap(data["Comment"] as? [[String: Any]])
        let approved = rows.filter { ($0["status"] as? String ?? "approved") == "approved" }
        let ids = Set(approved.compactMap { $0["objectId"] as? String })
        var expected: [String: Expected] = [:]
        for row in approved {
            let parent = [row["pid"], row["rid"]].compactMap { $0 as? String }.first(where: ids.contains)
            expected[try XCTUnwrap(row["objectId"] as? String)] = Expected(
                page: try XCTUnwrap(row["url"] as? String), parent: parent, user: row["nick"] as? String ?? "",
                time: row["insertedAt"] as? String)
        }
        XCTAssertEqual(rows.count, 27, "27 comments, as SOURCES.md says")

        let folder = try TemporaryFolder("waline-real", removedAfter: self)
        let output = folder.path("out")
        let report = try Importer(io: .disk).run(.waline, source: source.path, into: output)
        print(report.text)
        XCTAssertEqual(report.commentsWritten, approved.count)
        XCTAssertEqual(try written(in: output), expected)
        XCTAssertEqual(expected.values.filter { $0.parent != nil }.count, 2, "2 replies, as SOURCES.md says")
        let mentioning = approved.filter { Self.mentionsParent($0) }
        XCTAssertEqual(report.widget.mentionsRemoved, mentioning.count)
        XCTAssertEqual(mentioning.count, 2)
        let text = try Self.text(of: output)
        for row in mentioning {
            let pid = try XCTUnwrap(row["pid"] as? String)
            XCTAssertFalse(text.contains("#\(pid)"), "the mention of \(pid) is still written")
        }
        XCTAssertEqual(report.widget.emojiReplaced, approved.filter { ($0["comment"] as? String ?? "").contains("wl-emoji") }.count)

        XCTAssertFalse(text.contains("wl-emoji"))
        XCTAssertTrue(text.contains(":bb_doge:"))
        for secret in Self.personalValues(rows: rows, users: data["Users"] as? [[String: Any]] ?? []) {
            XCTAssertFalse(text.contains(secret), "a written file holds \(secret)")
        }
        for key in ["mail", "ip", "ua", "email", "password", "user_id"] {
            XCTAssertFalse(text.contains("\"\(key)\""), "a written file has a \(key) field")
        }
        try checkBuiltSite(from: URL(fileURLWithPath: output), folder: folder.root)
    }

    /// The written thread files read back with JSONSerialization: each comment's page,
    /// parent, author and time.
    private func written(in output: String) throws -> [String: Expected] {
        var found: [String: Expected] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: output) {
            let thread = try XCTUnwrap(
                JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output + "/" + name))) as? [String: Any])
            let page = try XCTUnwrap(thread["url"] as? String)
            for comment in try XCTUnwrap(thread["comments"] as? [[String: Any]]) {
                let id = try XCTUnwrap(comment["id"] as? String)
                XCTAssertNil(found[id], "comment \(id) written twice")
                found[id] = Expected(
                    page: page, parent: comment["parentID"] as? String, user: comment["user"] as? String ?? "",
                    time: comment["createdAt"] as? String)
            }
        }
        return found
    }

    /// The built site against the contract: every comment on its thread's page once, each
    /// reply inside its floor, pages safe.
    private func checkBuiltSite(from output: URL, folder: URL) throws {
        let expected = try CorpusReader().threads(in: output)
        let (report, siteURL) = try CorpusSite.build(corpus: output, into: folder)
        XCTAssertEqual(report.threads, expected.count)
        let site = try SiteTree(disk: siteURL)
        let paths = CorpusSite.config(corpus: output, output: siteURL).paths
        var failures: [String] = []
        for thread in expected {
            let html = try XCTUnwrap(site.text(paths.threadPage(slug: ThreadSlug.make(thread.id), number: 1)), thread.id)
            var check = ThreadPageCheck(thread: thread)
            check.check([(thread.id, HTMLTree(html: html))])
            failures += check.failures
        }
        for page in site.htmlPages {
            failures += PageSafety.problems(in: HTMLTree(html: page.html), raw: page.html, page: page.path)
        }
        XCTAssertEqual(failures, [])
    }

    /// A reply whose body starts with a link to its own `pid` (`<a href="#pid">`, `](#pid)`).
    private static func mentionsParent(_ row: [String: Any]) -> Bool {
        guard let pid = row["pid"] as? String, let body = row["comment"] as? String else { return false }
        let start = body.hasPrefix("<p>") ? String(body.dropFirst(3)) : body
        return (start.hasPrefix("<a ") && start.prefix(200).contains("href=\"#\(pid)\""))
            || (start.hasPrefix("[@") && start.prefix(200).contains("](#\(pid))"))
    }

    private static func personalValues(rows: [[String: Any]], users: [[String: Any]]) -> Set<String> {
        var values: Set<String> = ["Mozilla/5.0"]
        for row in rows {
            for key in ["mail", "ip"] { if let value = row[key] as? String, !value.isEmpty { values.insert(value) } }
        }
        for user in users {
            if let email = user["email"] as? String { values.insert(email) }
        }
        return values
    }

    private static func text(of folder: String) throws -> String {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map {
            try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)
        }.joined(separator: "\n")
    }
}
