import Dispatch
import Synchronization

/// Every buffer's runs merged into the index's document order, a batch of documents at
/// a time: each gets its number (the count before it), its record goes to the caller's
/// result chunks (`ResultChunks`), and its postings, weighed, to the term shards' units
/// (`SearchUnits`); a batch's chunks are made while the batch before goes into the
/// units. Memory: a window per run, a batch, and the units' budget, whatever the
/// archive's size.
struct SearchMerge {
    /// Every thread's id by its number (the order's tie-break).
    let threadIDs: [String]
    let averageLength: Int
    /// Bytes a run reader reads at a time, and documents a batch (whole chunks).
    let window: Int
    let batch: Int

    /// Returns how many documents were merged. The merge reads a batch and hands it to
    /// `chunks` while the postings lane adds the batch before to the units: both cores
    /// stay busy.
    func run(_ runs: [SearchRun], spill: SearchSpill, into units: SearchUnits, chunks: any ResultChunks) throws(IndexError) -> Int {
        var readers: [SearchRunReader] = []
        for run in runs { readers.append(try SearchRunReader(run, spill: spill, window: window)) }
        var heap = try RunHeap(readers: readers, keys: threadIDs)
        let lane = PostingsLane(units: units, averageLength: averageLength)
        defer { lane.drain() }
        var number = 0
        while heap.top != nil {
            var batch: [MergedDocument] = []
            batch.reserveCapacity(self.batch)
            while batch.count < self.batch, let top = heap.top {
                let reader = heap.readers[top]
                batch.append(MergedDocument(entry: reader.current!, buffer: reader.run.buffer, source: reader.run.file.map(spill.path)))
                try heap.advanceTop()
            }
            try lane.add(batch, from: number)
            try chunks.write(batch, from: number)
            number += batch.count
        }
        try lane.finish()
        return number
    }
}

/// One document in the index's order, as the merge hands it to the result chunks.
public struct MergedDocument: Sendable {
    fileprivate let entry: SearchRunReader.Entry
    /// The buffer whose term ids the postings use.
    fileprivate let buffer: Int
    /// The spill file it was read from (nil: a run held in memory), for a message.
    public let source: String?

    /// The thread's number, as `IndexedThreads.register` gave it.
    public var thread: Int { entry.thread }
    /// The record the caller stored with the document (`SearchBuffer.add`), unchanged
    /// but for damage to the spill file it passed through: check what it reads of it.
    public var record: ArraySlice<UInt8> { entry.record }
}

/// Where the merge's documents go, a batch of whole chunks at a time and in order (the
/// first of `batch` is document `first`): the caller turns records into what a result
/// shows, `TextIndexWriter.chunk` documents a file.
public protocol ResultChunks {
    func write(_ batch: [MergedDocument], from first: Int) throws(IndexError)
}

/// The postings side of the merge, on a thread of its own: batches go into the units one
/// at a time and in order (so each unit's stream stays in document order).
private final class PostingsLane: @unchecked Sendable {
    let units: SearchUnits
    let averageLength: Int
    private let queue = DispatchQueue(label: "threadfold.search.postings")
    private let group = DispatchGroup()
    /// Batches queued at most: a few, so that neither side waits on one slow batch (a
    /// spill of the units, a chunk file) of the other.
    private let slots = DispatchSemaphore(value: 4)
    /// The first batch's failure; later batches are skipped.
    private let failure = Mutex<IndexError?>(nil)

    init(units: SearchUnits, averageLength: Int) {
        self.units = units
        self.averageLength = averageLength
    }

    /// Queues a batch (after waiting for room); throws a failure of one queued before.
    func add(_ batch: [MergedDocument], from first: Int) throws(IndexError) {
        slots.wait()
        if let failure = failure.withLock({ $0 }) {
            slots.signal()
            throw failure
        }
        queue.async(group: group) { [self] in
            defer { slots.signal() }
            guard failure.withLock({ $0 == nil }) else { return }
            for (k, merged) in batch.enumerated() {
                let whole = units.add(
                    merged.entry.postings, document: first + k, buffer: merged.buffer, length: merged.entry.length,
                    averageLength: averageLength)
                guard whole else {
                    let error = IndexError.damaged(
                        path: merged.source ?? "(in memory)", detail: "a document's postings are cut or name no term")
                    failure.withLock { $0 = $0 ?? error }
                    return
                }
            }
            do throws(IndexError) { try units.flushIfFull() } catch { failure.withLock { $0 = $0 ?? error } }
        }
    }

    /// Waits for every batch queued (also when the merge fails: the units are not left in
    /// use), then throws the first failure among them.
    func finish() throws(IndexError) {
        group.wait()
        if let failure = failure.withLock({ $0 }) { throw failure }
    }

    func drain() { group.wait() }
}

/// The run readers ordered by their current entries (a binary min-heap of their indices).
/// Each reader's place in the order is copied out as plain values (`Place`), so that a
/// comparison reads no entry and retains none of its slices.
private struct RunHeap {
    var readers: [SearchRunReader]
    private var heap: [Int]
    private var places: [Place]
    /// Thread ids by thread number.
    private let keys: [String]

    private struct Place {
        var instant: Double
        var thread: Int
        var position: Int

        init(_ entry: SearchRunReader.Entry?) {
            instant = entry?.instant ?? 0
            thread = entry?.thread ?? 0
            position = entry?.position ?? 0
        }
    }

    init(readers: [SearchRunReader], keys: [String]) throws(IndexError) {
        self.readers = readers
        self.keys = keys
        places = readers.map { Place($0.current) }
        heap = []
        for index in readers.indices where readers[index].current != nil {
            try check(index)
            push(index)
        }
    }

    /// A thread number read from a run must name a thread before the heap compares by it.
    private func check(_ index: Int) throws(IndexError) {
        guard let entry = readers[index].current, entry.thread >= keys.count else { return }
        throw readers[index].damaged("a thread number out of range")
    }

    var top: Int? { heap.first }

    /// The top reader moves to its next entry, and down the heap (or out of it).
    mutating func advanceTop() throws(IndexError) {
        let index = heap[0]
        try readers[index].advance()
        try check(index)
        if let entry = readers[index].current {
            places[index] = Place(entry)
        } else {
            let last = heap.removeLast()
            guard !heap.isEmpty else { return }
            heap[0] = last
        }
        siftDown(0)
    }

    private mutating func push(_ index: Int) {
        heap.append(index)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var child = left
            if left + 1 < heap.count && precedes(heap[left + 1], heap[left]) { child = left + 1 }
            guard precedes(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            parent = child
        }
    }

    /// The index's order, as `SearchRun.precedes`: thread ids compared only when two times
    /// are equal and the threads differ.
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        let x = places[a]
        let y = places[b]
        if x.instant != y.instant { return x.instant < y.instant }
        if x.thread != y.thread && keys[x.thread] != keys[y.thread] { return keys[x.thread] < keys[y.thread] }
        return x.position < y.position
    }
}
