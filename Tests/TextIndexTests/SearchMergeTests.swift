import Dispatch
import Synchronization
import XCTest

@testable import TextIndex

/// The runs of every buffer merged into one order, handed to the result chunks in
/// batches of whole chunks, numbered from 0 without gaps.
final class SearchMergeTests: XCTestCase {
    /// Documents of four threads, written by two workers at once into buffers that spill.
    private func write(budget: Int) throws -> (MemoryIndex, RecordedChunks) {
        let index = MemoryIndex()
        let collector = Documents.collector(index, budget: budget)
        let threads = (0..<4).map { (t: Int) -> [(thread: String, time: Double, text: String)] in
            (0..<90).map { (k: Int) -> (thread: String, time: Double, text: String) in
                let time = Double((k * 13 + t * 5) % 17)
                return (thread: "thread-\(t)", time: time, text: "t\(t) c\(k) word\(k % 9)")
            }
        }
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: threads.count) { t in
            do { try Documents.add(threads[t], to: collector) } catch { failures.withLock { $0.append("\(error)") } }
        }
        XCTAssertEqual(failures.withLock { $0 }, [])
        let chunks = RecordedChunks()
        _ = try TextIndexWriter(output: index).write(collector, chunks: chunks)
        return (index, chunks)
    }

    func testDocumentsComeOldestFirstThenByThreadIdThenPosition() throws {
        let (_, chunks) = try write(budget: 1 << 20)
        let records = chunks.records
        XCTAssertEqual(records.count, 360)
        // Rebuild each document's key from its text: its time, thread and position.
        func key(_ record: String) -> (Int, String, Int) {
            let parts = record.split(separator: " ")
            let t = Int(parts[0].dropFirst())!
            let k = Int(parts[1].dropFirst())!
            return ((k * 13 + t * 5) % 17, "thread-\(t)", k)
        }
        let keys = records.map(key)
        XCTAssertTrue(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }, "not in (time, thread, position) order")
    }

    func testBatchesAreWholeChunksNumberedWithoutGaps() throws {
        let (_, chunks) = try write(budget: 1 << 17)
        let batches = chunks.batches.withLock { $0 }
        XCTAssertGreaterThan(batches.count, 1)
        var next = 0
        for batch in batches {
            XCTAssertEqual(batch.first, next)
            XCTAssertEqual(batch.first % TextIndexWriter.chunk, 0, "a batch starts mid-chunk")
            next += batch.documents.count
        }
        XCTAssertEqual(next, 360)
    }

    /// Which worker indexed what, and how often the buffers spilled, changes no byte.
    func testSpillingAndWorkersChangeNoByte() throws {
        let (whole, wholeChunks) = try write(budget: 1 << 22)
        let (spilled, spilledChunks) = try write(budget: 4_000)
        XCTAssertEqual(wholeChunks.records, spilledChunks.records)
        XCTAssertEqual(whole.files.withLock { $0 }, spilled.files.withLock { $0 })
        XCTAssertNotNil(whole.text("meta.js")?.range(of: #"{"docs":360,"#))
        XCTAssertEqual(spilled.spilled.withLock { $0.count }, 0, "spill files left behind")
    }
}
