import Foundation
import Spill
import TestSupport
import XCTest

/// The spill that groups a dump too big for memory: every row comes back once, under its
/// key, in its partition (as the caller's `partitionOf` says), in the order appended,
/// whatever the buffering.
final class SpillPartitionerTests: XCTestCase {
    private let keys = ["t1", "https://example.com/2024/家庭网络/", "T1", "42", "a thread with spaces", "z"]

    /// A key's partition of `count`: its bytes summed (any stable function will do).
    private static func partitionOf(_ count: Int) -> @Sendable (String) -> Int {
        { key in key.utf8.reduce(0) { $0 + Int($1) } % count }
    }

    /// Rows of several keys interleaved, some large, with their places.
    private func rows(count: Int) -> [SpillRow] {
        (0..<count).map { i in
            let key = keys[(i * 7 + i / 3) % keys.count]
            let size = i % 17 == 0 ? 70_000 + i : i % 50
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ i) }
            return SpillRow(key: key, bytes: bytes[...], line: i + 1, column: i % 5 + 1, offset: i * 1000, ordinal: i)
        }
    }

    private func spill(_ rows: [SpillRow], count: Int, bufferSize: Int, in folder: TemporaryFolder) throws -> SpillPartitioner {
        let spill = try SpillPartitioner(
            folder: folder.path("spill"), count: count, bufferSize: bufferSize, partitionOf: Self.partitionOf(count))
        for row in rows {
            try spill.append(row.bytes, key: row.key, line: row.line, column: row.column, offset: row.offset, ordinal: row.ordinal)
        }
        try spill.finish()
        return spill
    }

    func testEveryRowComesBackGroupedInItsShardInAppendOrder() throws {
        let folder = try TemporaryFolder("spill", removedAfter: self)
        let input = rows(count: 300)
        for (count, bufferSize) in [(1, 1), (3, 100), (8, 64 << 10)] {
            let spill = try spill(input, count: count, bufferSize: bufferSize, in: folder)
            var seen: [SpillRow] = []
            for partition in 0..<count {
                let groups = try spill.groups(ofPartition: partition)
                XCTAssertEqual(Set(groups.map(\.key)).count, groups.count, "one group a key")
                for group in groups {
                    XCTAssertEqual(Self.partitionOf(count)(group.key), partition, "\(group.key) is in its partition")
                    XCTAssertTrue(group.rows.allSatisfy { $0.key == group.key })
                    XCTAssertEqual(group.rows, input.filter { $0.key == group.key }, "\(group.key): rows in append order")
                    seen += group.rows
                }
                // Keys in the order their first row was appended.
                let firstSeen = input.map(\.key).filter { key in groups.contains { $0.key == key } }
                XCTAssertEqual(groups.map(\.key), firstSeen.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } })
            }
            XCTAssertEqual(seen.count, input.count, "\(count) partitions, buffer \(bufferSize): every row once")
            XCTAssertGreaterThan(spill.bytesSpilled, input.reduce(0) { $0 + $1.bytes.count })
            spill.remove()
            XCTAssertFalse(folder.exists("spill"), "remove() deletes the folder")
        }
    }

    func testEmptyPartitionsAndEmptyRows() throws {
        let folder = try TemporaryFolder("spill-empty", removedAfter: self)
        let spill = try SpillPartitioner(folder: folder.path("spill"), count: 4, partitionOf: Self.partitionOf(4))
        try spill.append([UInt8](), key: "only", line: 7, offset: 9)
        try spill.finish()
        let all = try (0..<4).flatMap { try spill.groups(ofPartition: $0) }
        XCTAssertEqual(all, [SpillGroup(key: "only", rows: [SpillRow(key: "only", bytes: [], line: 7, offset: 9)])])
        spill.remove()
    }

    func testLinesAreNDJSONAndOnlyPartitionsWithRowsGetAFile() throws {
        let folder = try TemporaryFolder("spill-lines", removedAfter: self)
        let paths = (0..<8).map { folder.path("parts/\($0)/f0/dump.ndjson") }
        let spill = SpillPartitioner(paths: paths, layout: .lines, bufferSize: 16, partitionOf: Self.partitionOf(8))
        let input = rows(count: 40).map { SpillRow(key: $0.key, bytes: Array("{\"n\": \($0.line)}".utf8)[...]) }
        for row in input { try spill.append(row.bytes, key: row.key) }
        try spill.finish()
        XCTAssertEqual(spill.rowCount, 40)
        for (partition, path) in paths.enumerated() {
            let expected = input.filter { Self.partitionOf(8)($0.key) == partition }
            guard !expected.isEmpty else {
                XCTAssertFalse(FileManager.default.fileExists(atPath: path), "no file for an empty partition")
                continue
            }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(text, expected.map { String(decoding: $0.bytes, as: UTF8.self) + "\n" }.joined())
        }
        XCTAssertTrue(paths.contains { !FileManager.default.fileExists(atPath: $0) }, "some partition is empty here")
    }

    func testAnExistingFolderIsRefusedAndACutFileIsAnError() throws {
        let folder = try TemporaryFolder("spill-errors", removedAfter: self)
        try folder.write("spill/keep", "not ours")
        XCTAssertThrowsError(try SpillPartitioner(folder: folder.path("spill"), count: 2, partitionOf: Self.partitionOf(2)))
        XCTAssertTrue(folder.exists("spill/keep"))
        let spill = try SpillPartitioner(folder: folder.path("other"), count: 1, partitionOf: Self.partitionOf(1))
        try spill.append(Array("row".utf8), key: "k")
        try spill.finish()
        let path = spill.path(ofPartition: 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.dropLast().write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try spill.groups(ofPartition: 0)) { error in
            XCTAssertTrue("\(error)".contains("cut short"), "\(error)")
        }
        spill.remove()
    }

    func testAKilledBuildsSpillFolderIsRemovedAndALiveOnesKept() throws {
        let folder = try TemporaryFolder("spill-stale", removedAfter: self)
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = finished.processIdentifier
        try folder.write(".site.spill-\(dead)/part-0", "left by a killed build")
        try folder.write(".site.spill-\(getppid())/part-0", "a build still running")
        try folder.write(".other.spill-\(dead)/part-0", "another output's")
        let path = SpillFolder.beside(output: folder.path("site"))
        XCTAssertEqual(path, folder.path(".site.spill-\(getpid())"))
        XCTAssertFalse(folder.exists(".site.spill-\(dead)"), "the dead process's spill is gone")
        XCTAssertTrue(folder.exists(".site.spill-\(getppid())"), "a running process's spill stays")
        XCTAssertTrue(folder.exists(".other.spill-\(dead)"), "only this output's spills are touched")
    }
}
