import Dispatch
import Foundation
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

    init(paths: SitePaths, sink: PageSink, threads: [IndexedThread], slugs: [String]) {
        self.paths = paths
        self.sink = sink
        self.threads = threads
        self.slugs = slugs
        firstPages = slugs.map { Array((paths.threadPage(slug: $0, number: 1) + "#c-").utf8) }
    }

    /// The batch's chunks: their JSON made in order, deflated on every core (each chunk on
    /// its own, so the bytes do not depend on how many), written in order.
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
        let base = first / TextIndexWriter.chunk
        let jsons = chunks
        let scripts = ResultSlots<[UInt8]>(count: chunks.count)
        let workers = max(1, min(jsons.count, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let deflater = Deflater()
            for i in stride(from: worker, to: jsons.count, by: workers) {
                scripts[i] = SearchChunkCodec.script(number: base + i, json: jsons[i], deflater: deflater)
            }
        }
        for (i, script) in scripts.values.enumerated() {
            let path = "search/d/\(base + i).js"
            do throws(BuildError) { try sink.write(path, script ?? []) } catch { throw .io(path: path, underlying: error) }
        }
    }

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
