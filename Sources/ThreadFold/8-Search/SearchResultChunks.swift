import Dispatch
import Foundation
import Synchronization
import TextIndex

/// The index's result chunks, `search/d/<n>.js` (deflated, `SearchChunkCodec`): per
/// document, in the index's order, what a result shows — `[` the thread's title, the record's part before the link (author,
/// times, floor), the link to the comment on its page, the part after (its text), the
/// thread's category `]`. The link is made here, once slugs are final.
struct SearchResultChunks: ResultChunks {
    let paths: SitePaths
    let sink: PageSink
    /// Every thread indexed, by number, and its final slug.
    let threads: [IndexedThread]
    let slugs: [String]
    /// Most results are on a thread's first page: its link up to the anchor made once.
    let firstPages: [[UInt8]]
    private let lane: ChunkLane

    init(paths: SitePaths, sink: PageSink, threads: [IndexedThread], slugs: [String]) {
        self.paths = paths
        self.sink = sink
        self.threads = threads
        self.slugs = slugs
        firstPages = slugs.map { Array((paths.threadPage(slug: $0, number: 1) + "#c-").utf8) }
        lane = ChunkLane(sink: sink)
    }

    /// The batch's chunks: their JSON made here, in order; deflated and written by `lane`
    /// while the merge goes on (`finish` waits for them).
    func write(_ batch: [MergedDocument], from first: Int) throws(IndexError) {
        var link: [UInt8] = []
        var chunks: [[UInt8]] = []
        for start in stride(from: 0, to: batch.count, by: TextIndexWriter.chunk) {
            var json = Array("[".utf8)
            for k in start..<min(start + TextIndexWriter.chunk, batch.count) {
                if k > start { json += Array(",\n".utf8) }
                try appendDocument(batch[k], link: &link, to: &json)
            }
            json += Array("]".utf8)
            chunks.append(json)
        }
        try lane.add(chunks, first: first / TextIndexWriter.chunk)
    }

    /// Waits for every chunk queued; throws the first failure to write one.
    func finish() throws(IndexError) { try lane.finish() }

    private func appendDocument(_ document: MergedDocument, link: inout [UInt8], to out: inout [UInt8]) throws(IndexError) {
        guard let record = SearchRecord(document.record) else {
            throw .damaged(path: document.source ?? "(in memory)", detail: "a result's record is cut")
        }
        let thread = document.thread
        out.append(UInt8(ascii: "["))
        out += threads[thread].title
        out += record.before
        out.append(UInt8(ascii: ","))
        link.removeAll(keepingCapacity: true)
        if record.page <= 1 {
            link += firstPages[thread]
        } else {
            link += paths.threadPage(slug: slugs[thread], number: record.page).utf8
            link += "#c-".utf8
        }
        link += record.anchor
        link.withUnsafeBufferPointer { SearchJSON.string(utf8: $0, into: &out) }
        out += record.after
        out.append(UInt8(ascii: ","))
        out += threads[thread].category
        out.append(UInt8(ascii: "]"))
    }
}

/// The result chunks' second half, on a thread of its own: each batch's chunks deflated on
/// every core (each on its own, so the bytes do not depend on how many) and written in
/// order, while the merge reads the next batches. Two batches queued at most.
private final class ChunkLane: @unchecked Sendable {
    let sink: PageSink
    private let queue = DispatchQueue(label: "threadfold.search.chunks")
    private let group = DispatchGroup()
    private let slots = DispatchSemaphore(value: 2)
    private let failure = Mutex<IndexError?>(nil)

    init(sink: PageSink) { self.sink = sink }

    deinit { group.wait() }

    func add(_ chunks: [[UInt8]], first: Int) throws(IndexError) {
        slots.wait()
        if let failure = failure.withLock({ $0 }) {
            slots.signal()
            throw failure
        }
        queue.async(group: group) { [self] in
            defer { slots.signal() }
            guard failure.withLock({ $0 == nil }) else { return }
            let scripts = ResultSlots<[UInt8]>(count: chunks.count)
            let workers = max(1, min(chunks.count, ProcessInfo.processInfo.activeProcessorCount))
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let deflater = Deflater()
                for i in stride(from: worker, to: chunks.count, by: workers) {
                    scripts[i] = SearchChunkCodec.script(number: first + i, json: chunks[i], deflater: deflater)
                }
            }
            for (i, script) in scripts.values.enumerated() {
                let path = "search/d/\(first + i).js"
                do throws(BuildError) { try sink.write(path, script ?? []) } catch {
                    failure.withLock { $0 = $0 ?? .io(path: path, underlying: error) }
                    return
                }
            }
        }
    }

    func finish() throws(IndexError) {
        group.wait()
        if let failure = failure.withLock({ $0 }) { throw failure }
    }
}
