import Foundation
import TestSupport
import ThreadFold
import XCTest

@testable import Importers

/// `import reddit-dump` on the committed fixtures (Tests/ImportersTests/Fixtures/reddit-dump:
/// an RC and an RS file in Pushshift's field layout, and the RC file compressed by the
/// `zstd` tool with `--long=31`, as dumps are).
final class RedditDumpImporterTests: XCTestCase {
    static let fixtures = PackagePaths.root.appendingPathComponent("Tests/ImportersTests/Fixtures/reddit-dump").path
    static let comments = fixtures + "/RC_2019-04.ndjson"
    static let submissions = fixtures + "/RS_2019-04.ndjson"

    var harness: ImportHarness!

    override func setUpWithError() throws {
        harness = try ImportHarness()
    }

    override func tearDown() {
        harness.remove()
    }

    private func importDump(
        _ sources: [String] = [comments, submissions], filter: RedditDumpFilter = RedditDumpFilter(), overwrite: Bool = false
    ) throws -> ImportReport {
        var options = ImportOptions()
        options.dumpFilter = filter
        return try Importer(io: .disk, options: options).run(.redditDump, sources: sources, into: harness.output, overwrite: overwrite)
    }

    func testCommentsGroupedByLinkAndRepliesByParent() throws {
        let report = try importDump()
        XCTAssertEqual(
            report.files.map { ($0.path as NSString).lastPathComponent },
            [
                "reddit-aaa111.json", "reddit-bbb222.json", "reddit-ccc333.json", "reddit-ddd444.json",
            ])
        let comments = try harness.comments(in: "reddit-aaa111.json")
        XCTAssertEqual(comments.map { $0["id"] as? String }, ["t3_aaa111", "c1", "c2", "c3", "c4", "c7", "c8"])
        // t3_ parents are top-level; t1_ parents are the comment answered, any depth.
        XCTAssertEqual(comments.map { $0["parentID"] as? String }, [nil, nil, "c1", nil, "c3", nil, "c4"])
        XCTAssertEqual(comments[1]["createdAt"] as? String, "2019-04-01T00:00:00Z")
        XCTAssertEqual(comments[2]["createdAt"] as? String, "2019-04-01T00:01:00Z", "created_utc given as a numeric string")
        XCTAssertEqual(comments[6]["createdAt"] as? String, "2019-04-01T00:10:00.500Z", "the last line has no newline")
        XCTAssertEqual(comments[1]["content"] as? String, "> a quote\n\nFish & chips <3", "entities unescaped once")
        ImportChecks.assertLoadsCleanly(harness, report)
    }

    func testTitlesURLsAndSelfTextComeFromTheSubmissions() throws {
        let report = try importDump()
        let thread = try harness.thread("reddit-aaa111.json")
        XCTAssertEqual(thread["title"] as? String, "Why did fish & chips spread?")
        XCTAssertEqual(thread["url"] as? String, "https://www.reddit.com/r/AskHistorians/comments/aaa111/why_did_fish_chips_spread/")
        XCTAssertEqual(thread["category"] as? String, "r/AskHistorians")
        let post = try XCTUnwrap(try harness.comments(in: "reddit-aaa111.json").first)
        XCTAssertEqual(post["user"] as? String, "op_user")
        XCTAssertEqual(post["content"] as? String, "I read that > it came from **Portugal**.")
        let link = try XCTUnwrap(try harness.comments(in: "reddit-bbb222.json").first)
        XCTAssertEqual(link["id"] as? String, "t3_bbb222")
        XCTAssertEqual(link["content"] as? String, "<https://example.com/article?a=1&b=2>", "a link post: its link, no empty self-text")
        XCTAssertEqual(report.dump?.postsWritten, 3)
        // eee555 has a submission and no comment: not written, counted.
        XCTAssertFalse(FileManager.default.fileExists(atPath: harness.output + "/reddit-eee555.json"))
        XCTAssertEqual(report.postsWithoutComments, 1)
    }

    func testThreadWithoutItsSubmissionIsTitledByItsIdAndReported() throws {
        let report = try importDump([Self.comments])
        XCTAssertEqual(report.dump?.threadsWithoutSubmission, 4)
        let withSubmissions = try importDump([Self.comments, Self.submissions], overwrite: true)
        XCTAssertEqual(withSubmissions.dump?.threadsWithoutSubmission, 1)
        XCTAssertEqual(withSubmissions.dump?.threadsWithoutSubmissionListed, ["reddit-ccc333"])
        XCTAssertTrue(withSubmissions.text.contains("threads without their submission (titled by their id): 1\n  reddit-ccc333"))
        let thread = try harness.thread("reddit-ccc333.json")
        XCTAssertNil(thread["title"], "no title field: threadfold titles the thread by its id")
        XCTAssertEqual(thread["url"] as? String, "https://www.reddit.com/comments/ccc333/")
        XCTAssertEqual(harness.load().threads.first { $0.thread.id == "reddit-ccc333" }?.thread.title, "reddit-ccc333")
    }

    func testDeletedAndRemovedBodiesArePlaceholdersOnlyWithReplies() throws {
        let report = try importDump()
        XCTAssertEqual(report.placeholders.map(\.commentID), ["c3"], "[deleted] with a reply below it")
        XCTAssertEqual(report.dropped.map(\.commentID), ["c5"], "[removed] without replies")
        XCTAssertEqual(report.droppedCount(.deleted), 1)
        XCTAssertEqual(report.orphans.map(\.commentID), ["c7"])
        let placeholder = try XCTUnwrap(try harness.comments(in: "reddit-aaa111.json").first { $0["id"] as? String == "c3" })
        XCTAssertEqual(placeholder["content"] as? String, "[deleted]")
        XCTAssertTrue(report.text.contains("comments not carried: 1 (1 deleted)\n  reddit-aaa111: comment c5: deleted"))
    }

    func testSubredditFilterIgnoresCaseAndCountsWhatItLeavesOut() throws {
        let report = try importDump(filter: RedditDumpFilter(subreddits: ["r/ASKHISTORIANS"]))
        XCTAssertEqual(report.threadsWritten, 3)
        XCTAssertFalse(FileManager.default.fileExists(atPath: harness.output + "/reddit-ddd444.json"))
        XCTAssertEqual(report.dump?.commentsOutsideSubreddits, 2)
        XCTAssertEqual(report.dump?.submissionsOutsideSubreddits, 1)
        XCTAssertEqual(report.dump?.comments, 12, "every row read is counted")
    }

    func testDateFilterTakesCommentsFromAfterUpToBefore() throws {
        let after = try XCTUnwrap(Timestamp(parsing: "2019-04-01"))
        let before = try XCTUnwrap(Timestamp(parsing: "2019-04-15T00:00:00Z"))
        let report = try importDump(filter: RedditDumpFilter(after: after, before: before))
        XCTAssertEqual(report.dump?.commentsOutsideDates, 1, "e1 is from April 20")
        XCTAssertFalse(FileManager.default.fileExists(atPath: harness.output + "/reddit-ccc333.json"))
        let first = try harness.comments(in: "reddit-aaa111.json").map { $0["id"] as? String }
        XCTAssertTrue(first.contains("c1"), "c1 is at 2019-04-01T00:00:00Z exactly: --after includes it")
        XCTAssertEqual(
            try harness.thread("reddit-aaa111.json")["title"] as? String, "Why did fish & chips spread?",
            "the submission is from March 31 and still titles the thread")
        let late = try importDump(
            filter: RedditDumpFilter(after: try XCTUnwrap(Timestamp(parsing: "2019-04-01T00:00:01Z"))), overwrite: true)
        XCTAssertEqual(late.dump?.commentsOutsideDates, 1, "only c1 is before 00:00:01")
    }

    func testRowsAreToldApartByContentNotByFileName() throws {
        let folder = harness.folder
        let mixed = try String(contentsOfFile: Self.submissions, encoding: .utf8) + String(contentsOfFile: Self.comments, encoding: .utf8)
        try folder.write("RC_misnamed.ndjson", mixed)
        let report = try importDump([folder.path("RC_misnamed.ndjson")])
        XCTAssertEqual(report.dump?.files.map(\.submissions), [4])
        XCTAssertEqual(report.dump?.threadsWithoutSubmission, 1)
        XCTAssertEqual(try harness.thread("reddit-aaa111.json")["title"] as? String, "Why did fish & chips spread?")
    }

    func testZstdDumpWithLongWindowReadsAsThePlainFile() throws {
        _ = try importDump([Self.comments + ".zst", Self.submissions])
        let fromZstd = try harness.writtenText()
        let plain = try ImportHarness()
        defer { plain.remove() }
        _ = try Importer(io: .disk).run(.redditDump, sources: [Self.comments, Self.submissions], into: plain.output)
        XCTAssertEqual(fromZstd, try plain.writtenText())
        // The committed file is what a dump is: zstd's long (2 GB) window, read as a stream.
        let header = try Array(Data(contentsOf: URL(fileURLWithPath: Self.comments + ".zst")).prefix(6))
        XCTAssertEqual(header[..<4], [0x28, 0xB5, 0x2F, 0xFD], "a zstd frame")
        XCTAssertEqual(header[5] >> 3, 21, "window log 31: 10 + 21 in the frame header's exponent")
    }

    func testAFileAlreadyInTheOutputStopsTheImportBeforeAnythingIsWritten() throws {
        try harness.folder.write("out/reddit-bbb222.json", "{}")
        XCTAssertThrowsError(try importDump()) { error in
            let error = error as? ImportError
            XCTAssertEqual(error?.isOutputFailure, true)
            XCTAssertTrue(error?.description.contains("reddit-bbb222.json: error: this file exists already") == true)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: harness.output), ["reddit-bbb222.json"])
        XCTAssertEqual(try importDump(overwrite: true).threadsWritten, 4)
        XCTAssertEqual(try harness.thread("reddit-bbb222.json")["id"] as? String, "reddit-bbb222")
    }
}
