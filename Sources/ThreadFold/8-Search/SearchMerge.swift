import Dispatch

/// Every buffer's runs merged into the index's document order, a batch of documents at
/// a time: each gets its number (the count before it), its record goes into the result
/// chunk `search/d/<number / chunk>.js`, and its postings, weighed, to the term shards'
/// units (`SearchUnits`); within a batch the chunks and the postings are made in
/// parallel. Memory: a window per run, a batch, and the units' budget, whatever the
/// archive's size.
struct SearchMerge {
    let paths: SitePaths
    let sink: PageSink
    let slugs: [ThreadKey: String]
    let averageLength: Int
    /// Bytes a run reader reads at a time, and documents a batch (whole chunks).
    let window: Int
    let batch: Int

    private struct Merged {
        var entry: SearchRunReader.Entry
        /// The buffer's first term in the vocabulary.
        var base: Int
    }

    /// Returns the chunk paths written.
    func run(_ runs: [SearchRun], spill: SearchSpill, into units: SearchUnits) throws(BuildError) -> [String] {
        var readers: [SearchRunReader] = []
        for run in runs { readers.append(try SearchRunReader(run, spill: spill, window: window)) }
        var heap = RunHeap(readers: readers)
        var number = 0
        var batch: [Merged] = []
        batch.reserveCapacity(self.batch)
        while heap.top != nil {
            while batch.count < self.batch, let top = heap.top {
                let base = units.vocabulary.bases[heap.readers[top].run.buffer]
                batch.append(Merged(entry: heap.readers[top].current!, base: base))
                try heap.advanceTop()
            }
            try write(batch, from: number, units: units)
            number += batch.count
            batch.removeAll(keepingCapacity: true)
        }
        return (0..<((number + SearchIndexWriter.chunk - 1) / SearchIndexWriter.chunk)).map { "search/d/\($0).js" }
    }

    /// One batch, numbered from `first`: its chunks on one thread, its postings (and a
    /// spill of the units when they are full) on another.
    private func write(_ batch: [Merged], from first: Int, units: SearchUnits) throws(BuildError) {
        let failures = ResultSlots<BuildError>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { task in
            do throws(BuildError) {
                guard task == 1 else { return try writeChunks(batch, from: first) }
                for (k, merged) in batch.enumerated() {
                    units.add(
                        merged.entry.postings, document: first + k, base: merged.base, length: merged.entry.length,
                        averageLength: averageLength)
                }
                try units.flushIfFull()
            } catch {
                failures[task] = error
            }
        }
        if let failure = failures.values.lazy.compactMap({ $0 }).first { throw failure }
    }

    private func writeChunks(_ batch: [Merged], from first: Int) throws(BuildError) {
        for start in stride(from: 0, to: batch.count, by: SearchIndexWriter.chunk) {
            let number = (first + start) / SearchIndexWriter.chunk
            var chunk = Array("threadfoldSearch.docs(\(number),[".utf8)
            for k in start..<min(start + SearchIndexWriter.chunk, batch.count) {
                if k > start { chunk += Array(",\n".utf8) }
                appendDocument(batch[k].entry, to: &chunk)
            }
            chunk += Array("]);\n".utf8)
            try sink.write("search/d/\(number).js", chunk)
        }
    }

    /// `[` the record's part before the link, the link, the part after `]`.
    private func appendDocument(_ entry: SearchRunReader.Entry, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        entry.record.withUnsafeBufferPointer { record in
            var i = 0
            let page = SearchCodec.readVarint(record, at: &i)
            let anchorLength = SearchCodec.readVarint(record, at: &i)
            let anchor = String(decoding: record[i..<(i + anchorLength)], as: UTF8.self)
            i += anchorLength
            let beforeLength = SearchCodec.readVarint(record, at: &i)
            out.append(contentsOf: record[i..<(i + beforeLength)])
            out.append(UInt8(ascii: ","))
            let slug = slugs[ThreadKey(id: String(decoding: entry.key, as: UTF8.self))] ?? ""
            SearchJSON.string(paths.threadPage(slug: slug, number: page) + "#c-" + anchor, into: &out)
            out.append(contentsOf: record[(i + beforeLength)...])
        }
        out.append(UInt8(ascii: "]"))
    }
}

/// The run readers ordered by their current entries (a binary min-heap of their indices).
private struct RunHeap {
    var readers: [SearchRunReader]
    private var heap: [Int]

    init(readers: [SearchRunReader]) {
        self.readers = readers
        heap = []
        for index in readers.indices where readers[index].current != nil { push(index) }
    }

    var top: Int? { heap.first }

    /// The top reader moves to its next entry, and down the heap (or out of it).
    mutating func advanceTop() throws(BuildError) {
        let index = heap[0]
        try readers[index].advance()
        if readers[index].current == nil {
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

    /// The index's order, as `SearchRun.precedes`: thread ids compared as strings (as
    /// `ThreadKey` does) only when two times are equal and the ids' bytes differ.
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        let x = readers[a].current!
        let y = readers[b].current!
        if x.instant != y.instant { return x.instant < y.instant }
        if !x.key.elementsEqual(y.key) {
            return String(decoding: x.key, as: UTF8.self) < String(decoding: y.key, as: UTF8.self)
        }
        return x.position < y.position
    }
}
