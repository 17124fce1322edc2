import TestSupport
import XCTest

@testable import TextIndex

/// The writer's files, and what it does when a spill file it reads back is not what it
/// wrote: an error naming the file, the spill folder emptied, never a read out of bounds.
final class TextIndexWriterTests: XCTestCase {
    private func collector(_ index: MemoryIndex) throws -> SearchCollector {
        let collector = Documents.collector(index, budget: 2_000)
        let documents = (0..<200).map { k in
            (thread: "t\(k % 7)", time: Double(k % 23), text: "comment \(k) about word\(k % 11) 中文\(k % 5)")
        }
        try Documents.add(documents, to: collector)
        return collector
    }

    func testASpillFileReadShortIsReportedAsDamagedAndTheSpillRemoved() throws {
        let index = MemoryIndex()
        index.damage.withLock { $0 = { _, _, bytes in Array(bytes.dropLast()) } }
        let collector = try collector(index)
        XCTAssertFalse(index.spilled.withLock { $0.isEmpty }, "nothing spilled")
        XCTAssertThrowsError(try TextIndexWriter(output: index).write(collector, chunks: RecordedChunks())) { error in
            guard case .damaged(let path, let detail)? = error as? IndexError else { return XCTFail("\(error)") }
            XCTAssertTrue(path.hasPrefix("spill/"), path)
            XCTAssertTrue(detail.contains("were written"), detail)
            XCTAssertTrue("\(error)".contains("is damaged"))
        }
        XCTAssertTrue(index.spilled.withLock { $0.isEmpty }, "spill files left after a failure")
    }

    /// Changed bytes in every kind of spill file (runs and units), at seeded random places:
    /// each write ends in an index or an `IndexError`; the test build checks every access.
    func testChangedSpillBytesEndInAnIndexOrAnError() throws {
        var random = SplitMix64(seed: 27)
        var outcomes: [String: Int] = [:]
        for _ in 0..<150 {
            let index = MemoryIndex()
            let target = random.next() % 2 == 0 ? "r" : "u"
            let place = Int(random.next() % 4096)
            let value = UInt8(truncatingIfNeeded: random.next())
            index.damage.withLock {
                $0 = { name, offset, bytes in
                    guard name.hasPrefix(target), place >= offset, place - offset < bytes.count else { return bytes }
                    var changed = bytes
                    changed[place - offset] = value
                    return changed
                }
            }
            do {
                _ = try TextIndexWriter(output: index).write(try collector(index), chunks: RecordedChunks())
                outcomes["written", default: 0] += 1
            } catch {
                outcomes["\(error)".contains("damaged") ? "damaged" : "other", default: 0] += 1
            }
        }
        XCTAssertEqual(outcomes["other"], nil, "\(outcomes)")
        XCTAssertGreaterThan(outcomes["damaged", default: 0], 0, "\(outcomes)")
    }

    func testShardsGrowWithThePostingsAndTheHashMatchesFNV1a() {
        XCTAssertEqual(TextIndexWriter.shardCount(postings: 10), 1)
        XCTAssertEqual(TextIndexWriter.shardCount(postings: 8_000), 1)
        XCTAssertEqual(TextIndexWriter.shardCount(postings: 100_000), 16)
        XCTAssertEqual(TextIndexWriter.shardCount(postings: 63_000_000), 8192, "a million comments: some 20 KB a shard")
        XCTAssertEqual(TextIndexWriter.shardCount(postings: 1_000_000_000), 16_384)
        // FNV-1a 32 of "a" is 0xe40c292c (the published test vector); search.js computes the same.
        XCTAssertEqual(TextIndexWriter.shard(of: "a", shards: 4096), Int(0xe40c_292c % 4096))
    }
}
