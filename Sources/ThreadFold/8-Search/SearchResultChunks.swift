import TextIndex

/// The index's result chunks, `search/d/<n>.js`: per document, in the index's order, what
/// a result shows — `[` the thread's title, the record's part before the link (author,
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

    func write(_ batch: [MergedDocument], from first: Int) throws(IndexError) {
        var link: [UInt8] = []
        for start in stride(from: 0, to: batch.count, by: TextIndexWriter.chunk) {
            let number = (first + start) / TextIndexWriter.chunk
            var chunk = Array("threadfoldSearch.docs(\(number),[".utf8)
            for k in start..<min(start + TextIndexWriter.chunk, batch.count) {
                if k > start { chunk += Array(",\n".utf8) }
                try appendDocument(batch[k], link: &link, to: &chunk)
            }
            chunk += Array("]);\n".utf8)
            let path = "search/d/\(number).js"
            do throws(BuildError) { try sink.write(path, chunk) } catch { throw .io(path: path, underlying: error) }
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
