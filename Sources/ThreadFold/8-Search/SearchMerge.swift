import Dispatch

/// Every buffer's runs merged into the index's document order, a batch of documents at
/// a time: each gets its number (the count before it), its record goes into the result
/// chunk `search/d/<number / chunk>.js`, and its postings, weighed, to the term shards'
/// units (`SearchUnits`); a batch's chunks are made while the batch before goes into
/// the units. Memory: a window per run, a batch, and the units' budget, whatever the
/// archive's size.
struct SearchMerge {
    let paths: SitePaths
    let sink: PageSink
    /// Every thread indexed, by number, and its final slug.
    let threads: [IndexedThread]
    let slugs: [String]
    let averageLength: Int
    /// Bytes a run reader reads at a time, and documents a batch (whole chunks).
    let window: Int
    let batch: Int

    fileprivate struct Merged {
        var entry: SearchRunReader.Entry
        /// The buffer whose term ids the postings use.
        var buffer: Int
    }

    /// Returns the chunk paths written. The merge reads a batch and writes its chunks while
    /// the postings lane adds the batch before to the units: both cores stay busy.
    func run(_ runs: [SearchRun], spill: SearchSpill, into units: SearchUnits) throws(BuildError) -> [String] {
        var readers: [SearchRunReader] = []
        for run in runs { readers.append(try SearchRunReader(run, spill: spill, window: window)) }
        var heap = RunHeap(readers: readers, keys: threads.map(\.key))
        // Most results are on a thread's first page: its link up to the anchor made once.
        let firstPages = slugs.map { Array((paths.threadPage(slug: $0, number: 1) + "#c-").utf8) }
        let lane = PostingsLane(units: units, averageLength: averageLength)
        defer { lane.drain() }
        var number = 0
        while heap.top != nil {
            var batch: [Merged] = []
            batch.reserveCapacity(self.batch)
            while batch.count < self.batch, let top = heap.top {
                batch.append(Merged(entry: heap.readers[top].current!, buffer: heap.readers[top].run.buffer))
                try heap.advanceTop()
            }
            try lane.add(batch, from: number)
            try writeChunks(batch, from: number, firstPages: firstPages)
            number += batch.count
        }
        try lane.finish()
        return (0..<((number + SearchIndexWriter.chunk - 1) / SearchIndexWriter.chunk)).map { "search/d/\($0).js" }
    }

    private func writeChunks(_ batch: [Merged], from first: Int, firstPages: [[UInt8]]) throws(BuildError) {
        var link: [UInt8] = []
        for start in stride(from: 0, to: batch.count, by: SearchIndexWriter.chunk) {
            let number = (first + start) / SearchIndexWriter.chunk
            var chunk = Array("threadfoldSearch.docs(\(number),[".utf8)
            for k in start..<min(start + SearchIndexWriter.chunk, batch.count) {
                if k > start { chunk += Array(",\n".utf8) }
                appendDocument(batch[k].entry, firstPages: firstPages, link: &link, to: &chunk)
            }
            chunk += Array("]);\n".utf8)
            try sink.write("search/d/\(number).js", chunk)
        }
    }

    /// `[` the thread's title, the record's part before the link, the link, the part after,
    /// the thread's category `]`.
    private func appendDocument(
        _ entry: SearchRunReader.Entry, firstPages: [[UInt8]], link: inout [UInt8], to out: inout [UInt8]
    ) {
        out.append(UInt8(ascii: "["))
        out += threads[entry.thread].title
        entry.record.withUnsafeBufferPointer { record in
            var i = 0
            let page = SearchCodec.readVarint(record, at: &i)
            let anchorLength = SearchCodec.readVarint(record, at: &i)
            let anchor = UnsafeBufferPointer(rebasing: record[i..<(i + anchorLength)])
            i += anchorLength
            let beforeLength = SearchCodec.readVarint(record, at: &i)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: record[i..<(i + beforeLength)]))
            out.append(UInt8(ascii: ","))
            link.removeAll(keepingCapacity: true)
            if page <= 1 {
                link += firstPages[entry.thread]
            } else {
                link += paths.threadPage(slug: slugs[entry.thread], number: page).utf8
                link += "#c-".utf8
            }
            link.append(contentsOf: anchor)
            link.withUnsafeBufferPointer { SearchJSON.string(utf8: $0, into: &out) }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: record[(i + beforeLength)...]))
        }
        out.append(UInt8(ascii: ","))
        out += threads[entry.thread].category
        out.append(UInt8(ascii: "]"))
    }
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
    private let failure = ResultSlots<BuildError>(count: 1)

    init(units: SearchUnits, averageLength: Int) {
        self.units = units
        self.averageLength = averageLength
    }

    /// Queues a batch (after waiting for room); throws a failure of one queued before.
    func add(_ batch: [SearchMerge.Merged], from first: Int) throws(BuildError) {
        slots.wait()
        if let failure = failure[0] {
            slots.signal()
            throw failure
        }
        queue.async(group: group) { [self] in
            defer { slots.signal() }
            guard failure[0] == nil else { return }
            for (k, merged) in batch.enumerated() {
                units.add(
                    merged.entry.postings, document: first + k, buffer: merged.buffer, length: merged.entry.length,
                    averageLength: averageLength)
            }
            do throws(BuildError) { try units.flushIfFull() } catch { failure[0] = error }
        }
    }

    /// Waits for every batch queued (also when the merge fails: the units are not left in
    /// use), then throws the first failure among them.
    func finish() throws(BuildError) {
        group.wait()
        if let failure = failure[0] { throw failure }
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
    private let keys: [ThreadKey]

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

    init(readers: [SearchRunReader], keys: [ThreadKey]) {
        self.readers = readers
        self.keys = keys
        places = readers.map { Place($0.current) }
        heap = []
        for index in readers.indices where readers[index].current != nil { push(index) }
    }

    var top: Int? { heap.first }

    /// The top reader moves to its next entry, and down the heap (or out of it).
    mutating func advanceTop() throws(BuildError) {
        let index = heap[0]
        try readers[index].advance()
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
