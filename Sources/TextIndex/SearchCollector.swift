import Foundation
import Synchronization

/// The documents of an index on their way in: the workers each take a `SearchBuffer` while
/// they index a thread (one buffer per worker at a time, made when none is free), and the
/// index writer takes them all at the end. Which worker indexed which thread does not
/// show in the index: the writer orders everything by content.
public final class SearchCollector: @unchecked Sendable {
    public let spill: SearchSpill
    /// Bytes the index may hold in memory while it is made and written.
    public let budget: Int
    private var idle: [SearchBuffer] = []
    private var made: [SearchBuffer] = []
    /// Every thread indexed, shared by the buffers.
    public let threads = IndexedThreads()
    private let lock = NSLock()

    /// The stemmer whose stems are indexed beside the words; nil for none.
    public let stemmer: Stemmer?

    /// Set before the index is written (`watch`): each document's thread number, by
    /// document number, is then kept in `documentThreads` (4 bytes a document), which a
    /// delta segment's mask is made from (docs/search.md, "After a save").
    public var recordsDocumentThreads = false
    public internal(set) var documentThreads: [Int32] = []

    public init(spill: SearchSpill, budget: Int, stemmer: Stemmer? = .english) {
        self.spill = spill
        self.budget = budget
        self.stemmer = stemmer
        share = SearchShare(budget / max(1, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// Each buffer's part of the budget: the budget over the cores, or over the buffers
    /// when more were made (workers of files and of threads overlap).
    private let share: SearchShare

    public func withBuffer<T, E: Error>(_ body: (SearchBuffer) throws(E) -> T) throws(E) -> T {
        let buffer = lock.withLock {
            if let buffer = idle.popLast() { return buffer }
            let buffer = SearchBuffer(number: made.count, share: share, spill: spill, threads: threads, stemmer: stemmer)
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
public final class IndexedThreads: @unchecked Sendable {
    private var indexed: [IndexedThread] = []
    private let lock = NSLock()

    /// A thread's number among those indexed.
    public func register(_ thread: IndexedThread) -> Int32 {
        lock.withLock {
            indexed.append(thread)
            return Int32(indexed.count - 1)
        }
    }

    /// Every thread indexed, by number, once the workers are done.
    public var all: [IndexedThread] { lock.withLock { indexed } }
}

/// What is the same for every document of a thread: its id (which orders documents of
/// the same time), and its title and category as the caller stores them (the result
/// chunks show them; the engine does not read them).
public struct IndexedThread: Sendable {
    public let id: String
    public let title: [UInt8]
    public let category: [UInt8]

    public init(id: String, title: [UInt8], category: [UInt8]) {
        self.id = id
        self.title = title
        self.category = category
    }
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
