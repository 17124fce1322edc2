import TextIndex

/// The site's search index under `search/`, written by the `TextIndex` engine
/// (`TextIndexWriter`: `search/meta.js` and the term shards `search/t/<n>.js`) and the
/// site's result chunks (`SearchResultChunks`: `search/d/<n>.js`, what a result shows
/// and where it links). `search.js` loads them with classic `<script>` elements, so
/// search works from `file://`.
struct SearchIndexWriter {
    let paths: SitePaths
    let sink: PageSink

    /// A build's collector: its spill files go in the staging folder, which a failed build
    /// removes as a whole; words are stemmed in the site's language (`Stemmer.forLocale`:
    /// de, es, fr, pt, ru, else English, whose stems suit the Latin words of any archive).
    static func collector(sink: PageSink, budget: Int, locale: String) -> SearchCollector {
        let folder = sink.root + "/.threadfold-search-spill"
        let io = sink.io
        let spill = SearchSpill(
            path: { folder + "/" + $0 }, write: { name, bytes in try io.write(folder + "/" + name, bytes) },
            read: { name, offset, count in try io.readRange(folder + "/" + name, offset, count) },
            removeAll: { try? io.remove(folder) })
        return SearchCollector(spill: spill, budget: budget, stemmer: Stemmer.forLocale(locale))
    }

    /// `slugs` gives each thread's final slug. Returns the site paths written.
    func write(_ collector: SearchCollector, slugs: [ThreadKey: String]) throws(BuildError) -> [String] {
        let threads = collector.threads.all
        let chunks = SearchResultChunks(
            paths: paths, sink: sink, threads: threads, slugs: threads.map { slugs[ThreadKey(id: $0.id)] ?? "" })
        do {
            // The chunks still being written are waited for, also when the index fails
            // (whose failure comes first).
            let written = Result { () throws(IndexError) in
                try TextIndexWriter(output: Output(sink: sink)).write(collector, chunks: chunks)
            }
            let finished = Result { () throws(IndexError) in try chunks.finish() }
            let (names, documents) = try written.get()
            try finished.get()
            let chunkCount = (documents + TextIndexWriter.chunk - 1) / TextIndexWriter.chunk
            return (0..<chunkCount).map { "search/d/\($0).js" } + names.map { "search/" + $0 }
        } catch {
            throw BuildError(error)
        }
    }

    /// The engine's files, under `search/`.
    private struct Output: IndexOutput {
        let sink: PageSink

        func write(_ name: String, _ bytes: [UInt8]) throws(IndexError) {
            do throws(BuildError) { try sink.write("search/" + name, bytes) } catch {
                throw .io(path: "search/" + name, underlying: error)
            }
        }
    }
}

extension BuildError {
    /// The engine's failure as the build's: the site's own errors come back unchanged; a
    /// damaged spill file is a failed write of the site (the previous site stays).
    init(_ error: IndexError) {
        switch error {
        case .io(_, let underlying as BuildError): self = underlying
        case .io(_, let underlying as FileIOError): self = .write(underlying)
        case .io(let path, let underlying): self = .write(FileIOError(path: path, message: "search index: \(underlying)"))
        case .damaged(let path, let detail): self = .write(FileIOError(path: path, message: "the search spill file is damaged (\(detail))"))
        }
    }
}
