import Foundation
import TestSupport
import XCTest

/// The XSS payloads through every field of GitHub's exports (discussion and issue titles
/// and bodies, logins, node ids and `replyTo`, `bodyHTML`, `body_html`, markdown bodies),
/// imported by the CLI, built into one site, every page scanned.
final class GitHubImportXSSTests: XCTestCase {
    func testNoPayloadInAnyGitHubFieldReachesThePageAsCode() throws {
        let folder = try TemporaryFolder("xss-github")
        defer { folder.remove() }
        let payloads = XSSPayloads.all
        try folder.write("gh/discussions.json", try Self.discussions(payloads))
        try folder.write("gh-issues/issues.json", try Self.json(payloads.enumerated().map { Self.issue($1, number: $0 + 1) }))
        try folder.write("gh-issues/comments.json", try Self.json(payloads.enumerated().flatMap { Self.issueComments($1, number: $0 + 1) }))
        for (format, source) in [("github-discussions", "gh"), ("github-issues", "gh-issues")] {
            let run = CLIRun(["import", format, folder.path(source), "-o", folder.path("in/" + source)])
            XCTAssertEqual(run.code, .ok, run.err)
            XCTAssertTrue(run.out.contains("comments written: \(payloads.count * 2)"), "every comment carried: \(run.out.prefix(300))")
        }
        let build = CLIRun(["build", folder.path("in"), "-o", folder.path("out"), "--base-url", "https://example.com/c/"])
        XCTAssertEqual(build.code, .ok, build.err.split(separator: "\n").prefix(10).joined(separator: "\n"))
        XCTAssertEqual(build.commentCount, payloads.count * 4)
        let scan = OutputScanner.scanSite(try folder.tree("out"))
        XCTAssertGreaterThan(scan.pages, payloads.count * 2, "a page per thread, plus index pages, feed and sitemap")
        XCTAssertTrue(scan.payloadsShownAsText, "the payloads reach the pages as text (else a clean scan proves little)")
        XCTAssertEqual(scan.findings.count, 0, "executable input in the output:\n" + scan.findings.prefix(30).joined(separator: "\n"))
        print("xss github: \(payloads.count) payloads, \(scan.pages) files scanned, \(scan.findings.count) findings")
    }

    /// One GraphQL page: a discussion per payload, titled and bodied with it; a comment whose
    /// node id, login and `bodyHTML` are the payload, and a markdown reply naming it in `replyTo`.
    private static func discussions(_ payloads: [String]) throws -> String {
        let nodes = payloads.enumerated().map { index, payload -> [String: Any] in
            let reply: [String: Any] = [
                "id": payload + "r", "author": ["login": payload, "url": payload], "createdAt": payload, "body": payload,
                "replyTo": ["id": payload],
            ]
            let comment: [String: Any] = [
                "id": payload, "author": ["login": payload, "url": payload], "createdAt": "2024-05-01T09:00:00Z", "body": payload,
                "bodyHTML": payload, "isMinimized": false, "replies": ["nodes": [reply]],
            ]
            return [
                "number": index + 1, "title": payload, "url": payload, "body": "# \(payload)\n\n\(payload)", "category": ["name": payload],
                "comments": ["nodes": [comment]],
            ]
        }
        return try json(["data": ["repository": ["discussions": ["nodes": nodes]]]])
    }

    private static func issue(_ payload: String, number: Int) -> [String: Any] {
        [
            "number": number, "title": payload, "body": "# \(payload)\n\n[\(payload)](\(payload))", "html_url": payload,
            "user": ["login": payload],
        ]
    }

    /// Two comments on the issue: one with `body_html`, one markdown only.
    private static func issueComments(_ payload: String, number: Int) -> [[String: Any]] {
        let base: [String: Any] = [
            "issue_url": "https://api.github.com/repos/o/r/issues/\(number)", "user": ["login": payload], "created_at": payload,
            "html_url": payload, "body": payload, "author_association": payload,
        ]
        var withHTML = base
        withHTML["id"] = number * 2
        withHTML["body_html"] = payload
        var markdown = base
        markdown["id"] = number * 2 + 1
        return [withHTML, markdown]
    }

    private static func json(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }
}
