import Foundation
import Importers
import TestSupport
import ThreadFold
import XCTest

/// Runs an import from a sample written to a fresh temporary folder, then reads the output
/// back the way `build` does, so every test checks that threadfold accepts what it wrote.
struct ImportHarness {
    let folder: TemporaryFolder
    var root: URL { folder.root }
    var output: String { folder.path("out") }

    init() throws {
        folder = try TemporaryFolder("import")
    }

    func remove() {
        folder.remove()
    }

    /// Writes `files` (relative path → text) under the temporary folder; returns its path.
    @discardableResult
    func write(_ files: [String: String]) throws -> String {
        for (relative, text) in files {
            try folder.write(relative, text)
        }
        return root.path
    }

    func path(_ relative: String) -> String {
        folder.path(relative)
    }

    func run(_ format: ImportFormat, source: String, options: ImportOptions = ImportOptions()) throws -> ImportReport {
        try Importer(io: .disk, options: options).run(format, source: source, into: output)
    }

    /// The written files, loaded and folded by threadfold itself.
    func load() -> Archive {
        ArchiveLoader(io: .disk).load([output])
    }

    /// Every byte written, for checks that personal data never gets out.
    func writtenText() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        return try names.map { try String(contentsOfFile: output + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// One written thread file, as JSON, for field-level checks.
    func thread(_ fileName: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: output + "/" + fileName))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func comments(in fileName: String) throws -> [[String: Any]] {
        try XCTUnwrap(thread(fileName)["comments"] as? [[String: Any]])
    }
}

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

    /// E-mail addresses, IP addresses and user agents in the samples never reach the output.
    static func assertNoPersonalData(_ harness: ImportHarness, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = try harness.writtenText()
        for secret in ["@example.org", "203.0.113.", "2001:db8:", "Mozilla/5.0", "5f4dcc3b5aa765d61d8327deb882cf99"] {
            XCTAssertFalse(text.contains(secret), "output contains \(secret)", file: file, line: line)
        }
    }
}
