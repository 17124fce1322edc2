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
    /// A shard's spills into its part's folder (`partFolder`), which stays in its output.
    static func collector(sink: PageSink, budget: Int, locale: String, part: Bool = false) -> SearchCollector {
        SearchCollector(
            spill: spill(sink: sink, folder: part ? partFolder : spillFolder), budget: budget, stemmer: Stemmer.forLocale(locale))
    }

    /// A shard's part of the index (`SearchPart`), beside its pages; `merge` does not copy it.
    static let partFolder = ".threadfold-search"
    static let spillFolder = ".threadfold-search-spill"

    static func spill(sink: PageSink, folder name: String) -> SearchSpill {
        let folder = sink.root + "/" + name
        let io = sink.io
        return SearchSpill(
            path: { folder + "/" + $0 }, write: { name, bytes in try io.write(folder + "/" + name, bytes) },
            read: { name, offset, count in try io.readRange(folder + "/" + name, offset, count) },
            removeAll: { try? io.remove(folder) })
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

    /// The index of a sharded build from its shards' parts (`merge`): `parts` opened from
    /// the shards' folders, `slugs` the final ones. Returns the site paths written.
    func writeMerged(_ parts: SearchPartReader, slugs: [ThreadKey: String], budget: Int) throws(IndexError) -> [String] {
        let chunks = SearchResultChunks(
            paths: paths, sink: sink, threads: parts.threads, slugs: parts.threads.map { slugs[ThreadKey(id: $0.id)] ?? "" })
        // As `write`: the chunks still being written are waited for, the index's failure first.
        let written = Result { () throws(IndexError) in
            try TextIndexWriter(output: Output(sink: sink)).write(
                parts: parts, spill: Self.spill(sink: sink, folder: Self.spillFolder), budget: budget, chunks: chunks)
        }
        let finished = Result { () throws(IndexError) in try chunks.finish() }
        let (names, documents) = try written.get()
        try finished.get()
        let chunkCount = (documents + TextIndexWriter.chunk - 1) / TextIndexWriter.chunk
        return (0..<chunkCount).map { "search/d/\($0).js" } + names.map { "search/" + $0 }
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
