import Foundation
import Importers
import TestSupport
import ThreadFold
import XCTest

/// Real GitHub data from `../shared/corpus/github` (see its SOURCES.md): what threadfold
/// folds from the written files holds every comment of the source once, under the right
/// parent, by the right author.
final class GitHubRealCorpusTests: XCTestCase {
    /// One comment as the source has it: its thread, parent (nil at top level) and author.
    private struct Expected: Equatable {
        var thread: String
        var parent: String?
        var user: String
    }

    func testGraphQLDiscussionsFoldAsTheSourceHasThem() throws {
        let folder = try SharedData.url("corpus/github/graphql-discussions/lencx-z", for: "GitHub corpus")
        var expected: [String: Expected] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let discussion = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(name)))
            let thread = "github-discussion-" + (try XCTUnwrap((discussion as? [String: Any])?["id"] as? String))
            for comment in Self.nodes(discussion, "comments") {
                let id = try XCTUnwrap(comment["id"] as? String)
                expected[id] = Expected(thread: thread, parent: nil, user: Self.login(comment))
                for reply in Self.nodes(comment, "replies") {
                    expected[try XCTUnwrap(reply["id"] as? String)] = Expected(thread: thread, parent: id, user: Self.login(reply))
                }
            }
        }
        XCTAssertEqual(expected.count, 67, "59 comments and 8 replies, as SOURCES.md says")
        let folded = try importAndFold(.githubDiscussions, source: folder.path, expecting: expected.count)
        XCTAssertEqual(folded, expected)
    }

    func testRESTIssueCommentsFoldAsTheSourceHasThem() throws {
        let folder = try SharedData.url("corpus/github/rest-issue-comments/electron-electron-issues", for: "GitHub corpus")
        var expected: [String: Expected] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            for comment in try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]]) {
                let number = try XCTUnwrap((comment["issue_url"] as? String)?.split(separator: "/").last)
                let user = try XCTUnwrap((comment["user"] as? [String: Any])?["login"] as? String)
                expected[String(try XCTUnwrap(comment["id"] as? Int))] = Expected(thread: "github-issue-\(number)", user: user)
            }
        }
        XCTAssertEqual(expected.count, 132, "108 + 24, as SOURCES.md says")
        let folded = try importAndFold(.githubIssues, source: folder.path, expecting: expected.count)
        XCTAssertEqual(folded, expected)
    }

    /// Imports SOURCE, loads the files as `build` does, and gives each folded comment's
    /// thread, parent and author, failing when an id is there twice.
    private func importAndFold(_ format: ImportFormat, source: String, expecting count: Int) throws -> [String: Expected] {
        let harness = try ImportHarness()
        defer { harness.remove() }
        let report = try harness.run(format, source: source)
        ImportChecks.assertLoadsCleanly(harness, report)
        XCTAssertEqual(report.dropped.count + report.orphans.count + report.placeholders.count, 0)
        XCTAssertEqual(report.commentsWritten, count)
        var folded: [String: Expected] = [:]
        let record = { (id: String, value: Expected) in
            XCTAssertNil(folded[id], "comment \(id) is written twice")
            folded[id] = value
        }
        for thread in harness.load().threads {
            for top in thread.topLevel {
                record(top.comment.id, Expected(thread: thread.thread.id, parent: nil, user: top.comment.user))
                for reply in top.replies {
                    record(reply.comment.id, Expected(thread: thread.thread.id, parent: top.comment.id, user: reply.comment.user))
                }
            }
        }
        return folded
    }

    private static func nodes(_ object: Any, _ key: String) -> [[String: Any]] {
        let edges = ((object as? [String: Any])?[key] as? [String: Any])?["edges"] as? [[String: Any]] ?? []
        return edges.compactMap { $0["node"] as? [String: Any] }
    }

    private static func login(_ comment: [String: Any]) -> String {
        (comment["author"] as? [String: Any])?["login"] as? String ?? "ghost"
    }
}
