import Foundation
import Synchronization

/// The search index's share of a build: the workers each take a `SearchBuffer` while they
/// index a thread (one buffer per worker at a time, made when none is free), and the
/// index writer takes them all at the end. Which worker indexed which thread does not
/// show in the index: the writer orders everything by content.
final class SearchCollector: @unchecked Sendable {
    let spill: SearchSpill
    let budget: Int
    private var idle: [SearchBuffer] = []
    private var made: [SearchBuffer] = []
    /// Every thread indexed, shared by the buffers.
    let threads = IndexedThreads()
    private let lock = NSLock()

    init(spill: SearchSpill, budget: Int) {
        self.spill = spill
        self.budget = budget
        share = SearchShare(budget / max(1, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// Each buffer's part of the budget: the budget over the cores, or over the buffers
    /// when more were made (workers of files and of threads overlap).
    private let share: SearchShare

    func withBuffer<T>(_ body: (SearchBuffer) throws(BuildError) -> T) throws(BuildError) -> T {
        let buffer = lock.withLock {
            if let buffer = idle.popLast() { return buffer }
            let buffer = SearchBuffer(number: made.count, share: share, spill: spill, threads: threads)
            made.append(buffer)
            share.bytes = budget / max(ProcessInfo.processInfo.activeProcessorCount, made.count)
            return buffer
        }
        defer { lock.withLock { idle.append(buffer) } }
        return try body(buffer)
    }

    /// Every buffer, once the workers are done.
    var buffers: [SearchBuffer] { lock.withLock { made } }
}

/// Every thread indexed, numbered as it came: documents carry the number, and what is the
/// same for all of a thread's documents (its title and category) is kept here once
/// rather than in every document's record.
final class IndexedThreads: @unchecked Sendable {
    private var indexed: [IndexedThread] = []
    private let lock = NSLock()

    /// A thread's number among those indexed.
    func register(_ thread: IndexedThread) -> Int32 {
        lock.withLock {
            indexed.append(thread)
            return Int32(indexed.count - 1)
        }
    }

    /// Every thread indexed, by number, once the workers are done.
    var all: [IndexedThread] { lock.withLock { indexed } }
}

/// What a result shows that is the same for every document of a thread: its title and
/// category as JSON strings. The writer finds the thread's link by `key`.
struct IndexedThread: Sendable {
    let key: ThreadKey
    let title: [UInt8]
    let category: [UInt8]
}

/// Bytes each buffer may hold, read by the buffers as they index and lowered when a
/// buffer is made: an atomic, so no lock per document.
final class SearchShare: Sendable {
    private let value: Atomic<Int>

    init(_ bytes: Int) { value = Atomic(bytes) }

    var bytes: Int {
        get { value.load(ordering: .relaxed) }
        set { value.store(newValue, ordering: .relaxed) }
    }
}

/// Where buffers spill: files in a folder of the staging site that the index writer
/// removes when it is done (a failed build's staging folder goes as a whole).
struct SearchSpill: Sendable {
    let io: FileIO
    let folder: String

    func write(_ bytes: [UInt8], name: String) throws(BuildError) {
        do { try io.write(folder + "/" + name, bytes) } catch { throw .write(Self.failure(folder + "/" + name, error)) }
    }

    func read(_ name: String, offset: Int, count: Int) throws(BuildError) -> [UInt8] {
        do { return try io.readRange(folder + "/" + name, offset, count) } catch {
            throw .write(Self.failure(folder + "/" + name, error))
        }
    }

    func removeAll() { try? io.remove(folder) }

    private static func failure(_ path: String, _ error: any Error) -> FileIOError {
        error as? FileIOError ?? FileIOError(path: path, message: "search index spill file: \(error)")
    }
}
