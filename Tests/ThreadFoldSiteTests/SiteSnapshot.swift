import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// Golden-site comparison: a built tree against the files under `Golden/<name>/`,
/// rewritten when `RECORD_SNAPSHOTS=1`. A mismatch lists missing and extra files and
/// shows a line diff of each differing file, so the failure says what changed.
enum SiteSnapshot {
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// The bundled theme's files are copied as they are; `ThemeEmbeddingTests` checks them,
    /// so golden sites leave them out (a stylesheet edit need not re-record every site).
    static let themeFiles = Set(BundledTheme.files(under: "Public/").keys)

    static func assertMatches(_ actual: SiteTree, golden name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = TestPaths.golden.appendingPathComponent(name)
        if recording {
            try record(actual, into: folder)
            print("RECORDED: \(actual.files.count) files into \(folder.path)")
            return
        }
        guard FileManager.default.fileExists(atPath: folder.path) else {
            XCTFail("no golden files at \(folder.path); run the tests with RECORD_SNAPSHOTS=1 to write them", file: file, line: line)
            return
        }
        let expected = try SiteTree(disk: folder)
        let missing = expected.paths.filter { actual.files[$0] == nil }
        let extra = actual.paths.filter { expected.files[$0] == nil && !themeFiles.contains($0) }
        if !missing.isEmpty { XCTFail("\(name): missing files: \(missing.joined(separator: ", "))", file: file, line: line) }
        if !extra.isEmpty { XCTFail("\(name): extra files: \(extra.joined(separator: ", "))", file: file, line: line) }
        for path in expected.paths {
            guard let got = actual.files[path], let want = expected.files[path], got != want else { continue }
            let diff = LineDiff.lines(expected: expected.text(path) ?? "", actual: actual.text(path) ?? "", limit: 40)
            XCTFail(
                "\(name)/\(path) differs from the golden file (- expected, + actual; RECORD_SNAPSHOTS=1 rewrites):\n" + diff,
                file: file, line: line)
        }
    }

    /// Replaces the golden folder with exactly the actual files.
    private static func record(_ tree: SiteTree, into folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        for (path, bytes) in tree.files where !themeFiles.contains(path) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }
}
