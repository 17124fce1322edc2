import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// Golden-site comparison: a built tree against `Golden/<name>.snapshot` (`SnapshotFile`),
/// rewritten when `RECORD_SNAPSHOTS=1`. A mismatch lists missing and extra files and, for
/// each differing file, its first differing line and a line diff, so the failure says what
/// changed and where.
enum SiteSnapshot {
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    /// The bundled theme's files are copied as they are; `ThemeEmbeddingTests` checks them,
    /// so golden sites leave them out (a stylesheet edit need not re-record every site).
    static let themeFiles = Set(BundledTheme.files(under: "Public/").keys)

    static func url(_ name: String) -> URL {
        TestPaths.golden.appendingPathComponent(name + ".snapshot")
    }

    static func assertMatches(_ built: SiteTree, golden name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        // Result chunks as their JSON: readable in a diff, and the same whichever zlib deflated them.
        let actual = SiteTree(files: built.files.mapValues { SearchChunkCodec.readable($0) })
        let snapshot = url(name)
        if recording {
            let count = try record(actual, into: snapshot)
            print("RECORDED: \(count) files into \(snapshot.path)")
            return
        }
        guard let bytes = FileManager.default.contents(atPath: snapshot.path) else {
            XCTFail("no golden snapshot at \(snapshot.path); run the tests with RECORD_SNAPSHOTS=1 to write it", file: file, line: line)
            return
        }
        let expected = SiteTree(files: try SnapshotFile.decode(Array(bytes)))
        for message in mismatches(actual, expected: expected, name: name) {
            XCTFail(message, file: file, line: line)
        }
    }

    /// One message per way `actual` differs from `expected` (theme files aside); none when equal.
    static func mismatches(_ actual: SiteTree, expected: SiteTree, name: String) -> [String] {
        // Result chunks as their JSON, whoever calls (`assertMatches` has mapped them already).
        let actual = SiteTree(files: actual.files.mapValues { SearchChunkCodec.readable($0) })
        var messages: [String] = []
        let missing = expected.paths.filter { actual.files[$0] == nil }
        let extra = actual.paths.filter { expected.files[$0] == nil && !themeFiles.contains($0) }
        if !missing.isEmpty { messages.append("\(name): missing files: \(missing.joined(separator: ", "))") }
        if !extra.isEmpty { messages.append("\(name): extra files: \(extra.joined(separator: ", "))") }
        for path in expected.paths {
            guard let got = actual.files[path], let want = expected.files[path], got != want else { continue }
            let first = firstDifferingLine(want, got)
            let diff = LineDiff.lines(expected: expected.text(path) ?? "", actual: actual.text(path) ?? "", limit: 40)
            messages.append(
                "\(name)/\(path) differs from the golden snapshot from line \(first) on (- expected, + actual; RECORD_SNAPSHOTS=1 rewrites):\n"
                    + diff)
        }
        return messages
    }

    /// The 1-based line holding the first byte where `a` and `b` differ (or where one ends).
    static func firstDifferingLine(_ a: [UInt8], _ b: [UInt8]) -> Int {
        let common = zip(a, b).prefix { $0 == $1 }.count
        return a[..<common].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// Replaces the snapshot with exactly the actual files, and proves it reads back the same.
    private static func record(_ tree: SiteTree, into snapshot: URL) throws -> Int {
        let files = tree.files.filter { !themeFiles.contains($0.key) }
        let bytes = SnapshotFile.encode(files)
        guard try SnapshotFile.decode(bytes) == files else {
            throw SnapshotFile.FormatError(description: "\(snapshot.path) would not read back byte for byte")
        }
        try Data(bytes).write(to: snapshot)
        return files.count
    }
}
