import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// The real corpus (`shared/corpus/real`): every input comment comes out of the fold exactly
/// once, under the top-level ancestor and answering the user an independent reading gives.
final class RealCorpusTests: XCTestCase {
    private func readIndependently(_ directory: String) throws -> [String: IndependentThread] {
        var threads: [String: IndependentThread] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        for name in names where name.hasSuffix(".json") || name.hasSuffix(".ndjson") {
            let data = try XCTUnwrap(FileManager.default.contents(atPath: directory + "/" + name))
            let stem = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
            if name.hasSuffix(".ndjson") {
                for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
                    let row = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
                    let threadID = try XCTUnwrap(IndependentThread.idText(row["threadID"]))
                    threads[threadID, default: IndependentThread(id: threadID)].add(row)
                }
                continue
            }
            let document = try JSONSerialization.jsonObject(with: data)
            let object = document as? [String: Any]
            let rows = try XCTUnwrap(object?["comments"] as? [[String: Any]] ?? document as? [[String: Any]])
            let id = IndependentThread.idText(object?["id"]) ?? stem
            var thread = IndependentThread(id: id)
            for row in rows { thread.add(row) }
            threads[id] = thread
        }
        return threads
    }

    private func foldedExpectations(_ thread: FoldedThread) -> [[String]] {
        thread.topLevel.flatMap { top in
            [[top.comment.id, top.comment.id, ""]] + top.replies.map { [$0.comment.id, top.comment.id, $0.toUser] }
        }
    }

    func testEveryCommentIsFoldedOnceUnderTheRightAncestor() throws {
        let directory = try SharedData.path("corpus/real", for: "real corpus")
        let expected = try readIndependently(directory)
        let archive = ArchiveLoader(io: .disk).load([directory])
        print(
            "real corpus: \(archive.threads.count) threads, \(archive.commentCount) comments, "
                + "\(archive.replyCount) replies, \(archive.warningCount) warnings, \(archive.errorCount) errors")
        XCTAssertEqual(archive.errorCount, 0, "\(archive.diagnostics.filter { $0.severity == .error })")
        XCTAssertEqual(archive.threads.count, 341)
        XCTAssertEqual(archive.commentCount, 3_041)
        XCTAssertEqual(expected.count, archive.threads.count, "independent reading disagrees on the thread count")
        XCTAssertEqual(expected.values.reduce(0) { $0 + $1.rows.count }, archive.commentCount)
        for folded in archive.threads {
            guard let oracle = expected[folded.thread.id] else {
                XCTFail("thread \(folded.thread.id) is not in the input")
                continue
            }
            let actual = foldedExpectations(folded)
            XCTAssertEqual(actual.count, folded.commentCount, "every comment appears once in \(folded.thread.id)")
            let lexical: ([String], [String]) -> Bool = { $0.lexicographicallyPrecedes($1) }
            XCTAssertEqual(actual.sorted(by: lexical), oracle.expectations().sorted(by: lexical), "thread \(folded.thread.id)")
        }
    }

    func testSlugsOfTheCorpusAreSafeAndUnique() throws {
        let directory = try SharedData.path("corpus/real", for: "real corpus")
        let archive = ArchiveLoader(io: .disk).load([directory])
        let slugs = archive.threads.map(\.thread.slug)
        XCTAssertEqual(Set(slugs.map { $0.lowercased() }).count, slugs.count)
        for slug in slugs {
            XCTAssertTrue(slug.utf8.allSatisfy(ThreadSlug.isSafeByte), slug)
            XCTAssertLessThanOrEqual(slug.utf8.count, 100, slug)
        }
    }
}
