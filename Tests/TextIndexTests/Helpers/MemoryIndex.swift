import Synchronization
import TextIndex

/// Spill files and index files in memory, for the engine's tests: what was written, and a
/// hook that may change what a spill read returns (a damaged file).
final class MemoryIndex: IndexOutput, @unchecked Sendable {
    let files = Mutex<[String: [UInt8]]>([:])
    let spilled = Mutex<[String: [UInt8]]>([:])
    /// Applied to every spill read: `(name, offset, bytes) -> bytes`.
    let damage = Mutex<(@Sendable (String, Int, [UInt8]) -> [UInt8])?>(nil)

    func write(_ name: String, _ bytes: [UInt8]) throws(IndexError) { files.withLock { $0[name] = bytes } }

    var spill: SearchSpill {
        SearchSpill(
            path: { "spill/" + $0 }, write: { [self] name, bytes in spilled.withLock { $0[name] = bytes } },
            read: { [self] name, offset, count in
                let whole = spilled.withLock { $0[name] } ?? []
                let bytes = Array(whole[min(offset, whole.count)..<min(offset + count, whole.count)])
                return damage.withLock { $0 }?(name, offset, bytes) ?? bytes
            }, removeAll: { [self] in spilled.withLock { $0.removeAll() } })
    }

    func text(_ name: String) -> String? { files.withLock { $0[name] }.map { String(decoding: $0, as: UTF8.self) } }
}

/// The documents handed to the result chunks, as `(first number, [(thread, record)])`
/// per batch.
final class RecordedChunks: ResultChunks, @unchecked Sendable {
    let batches = Mutex<[(first: Int, documents: [(thread: Int, record: [UInt8])])]>([])

    func write(_ batch: [MergedDocument], from first: Int) throws(IndexError) {
        let documents = batch.map { (thread: $0.thread, record: Array($0.record)) }
        batches.withLock { $0.append((first, documents)) }
    }

    /// Every record's text, in the index's order.
    var records: [String] {
        batches.withLock { $0.flatMap { $0.documents.map { String(decoding: $0.record, as: UTF8.self) } } }
    }
}

/// Documents added straight to a collector: `(thread id, time, text)`; the record is the
/// text itself, so the order the chunks receive is readable.
enum Documents {
    static func collector(_ index: MemoryIndex, budget: Int = 1 << 20) -> SearchCollector {
        SearchCollector(spill: index.spill, budget: budget)
    }

    static func add(_ documents: [(thread: String, time: Double, text: String)], to collector: SearchCollector) throws {
        var numbers: [String: Int32] = [:]
        var positions: [String: Int] = [:]
        for document in documents {
            try collector.withBuffer { buffer throws(IndexError) in
                let thread =
                    numbers[document.thread]
                    ?? buffer.threads.register(IndexedThread(id: document.thread, title: [], category: []))
                numbers[document.thread] = thread
                let position = positions[document.thread, default: 0]
                positions[document.thread] = position + 1
                try buffer.addComment(document.text, key: document.thread, time: document.time, thread: thread, position: position)
            }
        }
    }
}
