import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// Compressed inputs judged by what comes out of them, not by their own size: a 1 MB
/// `.json.gz` or `.json.zst` of a gigabyte of zeros is refused at its first byte, naming
/// the file (before: read into memory whole, 1.08 GB, then refused at byte 1), and a small
/// compressed dump of many rows is grouped through the spill as its decompressed size asks.
final class DecompressionBombTests: XCTestCase {
    /// `count` members (gzip) or frames (zstd) of a megabyte of `byte` each, after `head`:
    /// concatenated streams decompress as one, so the bomb is made in a moment.
    private func bomb(_ tool: CompressedFiles.Tool, head: String = "", megabytes count: Int = 1000, byte: UInt8 = 0) throws -> [UInt8] {
        let member = try CompressedFiles.compressed([UInt8](repeating: byte, count: 1 << 20), with: tool)
        var bytes = head.isEmpty ? [] : try CompressedFiles.compressed(Array(head.utf8), with: tool)
        bytes.reserveCapacity(bytes.count + member.count * count)
        for _ in 0..<count { bytes += member }
        return bytes
    }

    func testZeroBombsAreRefusedAtTheirFirstBadByteNamingTheFile() throws {
        let cases: [(String, CompressedFiles.Tool, String, Int)] = [
            ("zeros.json.gz", .gzip, "", 0), ("zeros.json.zst", .zstd, "", 0), ("open.json.gz", .gzip, "[", 1),
            ("object.json.zst", .zstd, "{\"comments\": [", 14),
        ]
        for (name, tool, head, offset) in cases {
            let project = try TemporaryFolder("bomb", removedAfter: self)
            let bytes = try bomb(tool, head: head)
            XCTAssertLessThan(bytes.count, 1_200_000, "\(name): a small file")
            try project.write("in/" + name, bytes)
            let run = CLIRun(["build", project.path("in"), "-o", project.path("site")])
            XCTAssertEqual(run.code, .dataError, "\(name): \(run.all)")
            XCTAssertTrue(run.err.contains(project.path("in/" + name)), "\(name): names the file: \(run.err)")
            // Refused at the first bad byte, not after decompressing (or holding) the gigabyte.
            XCTAssertTrue(
                run.err.contains("the decompressed data is not JSON: byte 0x0 at decompressed byte \(offset) "), "\(name): \(run.err)")
            XCTAssertFalse(project.exists("site"), "\(name): a failed build writes no site")
            let beside = try FileManager.default.contentsOfDirectory(atPath: project.path(""))
            XCTAssertEqual(beside, ["in"], "\(name): no spill or staging left")
        }
    }

    /// A file that does not start as JSON is refused at that byte (whatever follows).
    func testACompressedFileThatIsNotJSONIsRefusedAtItsFirstByte() throws {
        let project = try TemporaryFolder("bomb", removedAfter: self)
        try project.write("in/letters.json.gz", try bomb(.gzip, head: "  ", megabytes: 200, byte: UInt8(ascii: "a")))
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site")])
        XCTAssertEqual(run.code, .dataError, run.all)
        XCTAssertTrue(run.err.contains("not JSON: 'a' at decompressed byte 2 "), run.err)
    }

    /// Rows that compress 1,000 to 1: the file's own size (× 8) is far under the spill
    /// threshold, what comes out of it is over it, so it is spilled, in partitions for its
    /// decompressed size, and reads as the same threads as in memory.
    func testACompressedDumpOfRepeatedRowsIsSpilledByItsDecompressedSize() throws {
        let project = try TemporaryFolder("ratio", removedAfter: self)
        let body = String(repeating: "The same words again and again, as a bot posts them. ", count: 150)
        var rows = ""
        for n in 0..<1000 {
            rows +=
                #"{"threadID": "t\#(n % 5)", "id": "c\#(n)", "user": "bot", "createdAt": "2024-05-01T10:00:00Z", "content": "\#(body)"}"#
            rows += "\n"
        }
        try project.write("in/dump.ndjson", rows)
        let packed = try CompressedFiles.compress(project.path("in/dump.ndjson"), with: .zstd)
        try FileManager.default.removeItem(atPath: project.path("in/dump.ndjson"))
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: packed)[.size] as? Int)
        XCTAssertGreaterThanOrEqual(rows.utf8.count / size, 1000, "compresses a thousand times (\(rows.utf8.count) → \(size))")
        var settings = SpillSettings(output: project.path("site"), threshold: 1 << 20)
        settings.partitionBytes = 256 << 10
        XCTAssertLessThan(size * 8, settings.threshold, "judged by its own size it would be read in memory")
        let root = try XCTUnwrap(try SpillRoot([packed], settings), "spilled by what comes out of it")
        XCTAssertEqual(root.plan(for: 0, file: packed)?.partitions, rows.utf8.count / (256 << 10) + 1)
        root.remove()
        let spilled = try ArchiveLoader(io: .disk).load([packed], spill: settings)
        let inMemory = ArchiveLoader(io: .disk).load([packed])
        XCTAssertEqual(spilled.threads.map(\.thread.id).sorted(), ["t0", "t1", "t2", "t3", "t4"])
        XCTAssertEqual(spilled.threads.map(\.commentCount).reduce(0, +), 1000)
        XCTAssertEqual(spilled.threads.map(\.commentCount).sorted(), inMemory.threads.map(\.commentCount).sorted())
        XCTAssertEqual(spilled.diagnostics.count, 0, "\(spilled.diagnostics)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.path("")).filter { $0.contains("spill") }, [])
    }
}
