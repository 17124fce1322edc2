import Importers
import TestSupport
import ThreadFold
import XCTest

/// The real NDJSON site dump through the generic importer: what threadfold reads from the
/// written files must fold exactly as the dump itself does.
final class RealCorpusImportTests: XCTestCase {
    func testSiteDumpThroughFieldMapFoldsLikeTheDumpItself() throws {
        let dump = try SharedData.path("corpus/real/site-dump-tanglei-disqus.ndjson", for: "real corpus")
        let harness = try ImportHarness()
        defer { harness.remove() }
        let report = try harness.run(.json, source: dump, options: ImportOptions(contentFormat: .html))
        let direct = ArchiveLoader(io: .disk).load([dump])
        let imported = harness.load()
        XCTAssertEqual(imported.errorCount, 0)
        XCTAssertEqual(report.threadsWritten, direct.threads.count)
        XCTAssertEqual(report.commentsWritten, direct.commentCount)
        XCTAssertEqual(imported.commentCount, direct.commentCount)
        XCTAssertEqual(imported.replyCount, direct.replyCount)
        XCTAssertEqual(Set(imported.threads.map(\.thread.id)), Set(direct.threads.map(\.thread.id)))
        XCTAssertTrue(imported.threads.allSatisfy { $0.thread.contentFormat == .html })
        XCTAssertEqual(report.dropped.count + report.orphans.count, 0)
    }
}
