import Importers
import XCTest

/// Shared assertions for every format.
enum ImportChecks {
    /// threadfold reads the output without errors or warnings, with the reported numbers.
    static func assertLoadsCleanly(_ harness: ImportHarness, _ report: ImportReport, file: StaticString = #filePath, line: UInt = #line) {
        let archive = harness.load()
        XCTAssertEqual(archive.errorCount, 0, archive.diagnostics.map(\.description).joined(separator: "\n"), file: file, line: line)
        XCTAssertEqual(archive.warningCount, 0, archive.diagnostics.map(\.description).joined(separator: "\n"), file: file, line: line)
        XCTAssertEqual(archive.threads.count, report.threadsWritten, file: file, line: line)
        XCTAssertEqual(archive.commentCount, report.commentsWritten, file: file, line: line)
        XCTAssertEqual(report.files.count, report.threadsWritten, file: file, line: line)
        print(report.text)
    }

    /// A written thread file holds these string fields and these comments, by id in order;
    /// its comments are returned for the checks a format makes of its own.
    static func assertThreadFile(
        _ harness: ImportHarness, _ name: String, fields: [String: String], commentIDs: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> [[String: Any]] {
        let thread = try harness.thread(name)
        let found = Dictionary(uniqueKeysWithValues: fields.keys.map { ($0, thread[$0] as? String) })
        XCTAssertEqual(found, fields.mapValues { Optional($0) }, name, file: file, line: line)
        let comments = try XCTUnwrap(thread["comments"] as? [[String: Any]], name, file: file, line: line)
        XCTAssertEqual(comments.map { $0["id"] as? String }, commentIDs, name, file: file, line: line)
        return comments
    }

    /// E-mail addresses, IP addresses and user agents in the samples never reach the output.
    static func assertNoPersonalData(_ harness: ImportHarness, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = try harness.writtenText()
        for secret in ["@example.org", "203.0.113.", "2001:db8:", "Mozilla/5.0", "5f4dcc3b5aa765d61d8327deb882cf99"] {
            XCTAssertFalse(text.contains(secret), "output contains \(secret)", file: file, line: line)
        }
    }
}

/// What an import report counts, compared as one value so that a failure shows every
/// figure side by side: threads and comments written, comments dropped by reason, the
/// deleted comments kept as placeholders and the orphans (both by comment id).
struct ReportFigures: Equatable, CustomStringConvertible {
    var threads: Int
    var comments: Int
    var dropped: [ImportReport.Reason: Int] = [:]
    var placeholders: [String] = []
    var orphans: [String] = []
}

extension ReportFigures {
    init(_ report: ImportReport) {
        threads = report.threadsWritten
        comments = report.commentsWritten
        dropped = Dictionary(report.dropped.map { ($0.reason, 1) }, uniquingKeysWith: +)
        placeholders = report.placeholders.map(\.commentID)
        orphans = report.orphans.map(\.commentID)
    }

    var description: String {
        let reasons = dropped.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
        return "\(threads) threads, \(comments) comments, dropped [\(reasons.joined(separator: ", "))], "
            + "placeholders \(placeholders), orphans \(orphans)"
    }
}
