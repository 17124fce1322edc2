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
        SearchCollector(spill: spill(sink: sink, folder: spillFolder), budget: budget, stemmer: Stemmer.forLocale(locale))
    }

    /// A shard's part of the index (`SearchPart`), beside its pages; `merge` does not copy it.
    static let partFolder = ".threadfold-search"
    static let spillFolder = ".threadfold-search-spill"

    /// A shard's part of the index, written from its collector into `partFolder`.
    static func writePart(_ collector: SearchCollector, sink: PageSink) throws(BuildError) {
        do throws(IndexError) { try collector.writePart(to: Output(sink: sink, folder: partFolder)) } catch { throw BuildError(error) }
    }

    static func spill(sink: PageSink, folder name: String) -> SearchSpill {
        let folder = sink.root + "/" + name
        let io = sink.io
        return SearchSpill(
            path: { folder + "/" + $0 }, write: { name, bytes in try io.write(folder + "/" + name, bytes) },
            read: { name, offset, count in try io.readRange(folder + "/" + name, offset, count) },
            removeAll: { try? io.remove(folder) })
    }

    /// `slugs` gives each thread's final slug; `tierAbove` is the config's
    /// `searchTierAbove`, nil for watch's delta (whose postings the reader appends to the
    /// main index's as whole lists). Returns the site paths written.
    func write(_ collector: SearchCollector, slugs: [ThreadKey: String], tierAbove: Int?) throws(BuildError) -> [String] {
        let threads = collector.threads.all
        let chunks = SearchResultChunks(
            paths: paths, sink: sink, threads: threads, slugs: threads.map { slugs[ThreadKey(id: $0.id)] ?? "" })
        do {
            let (names, documents) = try Self.waiting(for: chunks) { () throws(IndexError) in
                var writer = TextIndexWriter(output: Output(sink: sink, folder: "search"))
                writer.tierAbove = tierAbove
                return try writer.write(collector, chunks: chunks)
            }
            let chunkCount = (documents + TextIndexWriter.chunk - 1) / TextIndexWriter.chunk
            return (0..<chunkCount).map { "search/d/\($0).js" } + names.map { "search/" + $0 }
        } catch {
            throw BuildError(error)
        }
    }

    /// The index of a sharded build from its shards' parts (`merge`): `parts` opened from
    /// the shards' folders, `slugs` the final ones; `budget` and `tierAbove` as a build's
    /// (the config's), so the site is the one a single build writes. Returns the site
    /// paths written.
    func writeMerged(_ parts: SearchPartReader, slugs: [ThreadKey: String], budget: Int, tierAbove: Int?) throws(IndexError) -> [String] {
        let chunks = SearchResultChunks(
            paths: paths, sink: sink, threads: parts.threads, slugs: parts.threads.map { slugs[ThreadKey(id: $0.id)] ?? "" })
        let (names, documents) = try Self.waiting(for: chunks) { () throws(IndexError) in
            var writer = TextIndexWriter(output: Output(sink: sink, folder: "search"))
            writer.tierAbove = tierAbove
            return try writer.write(parts: parts, spill: Self.spill(sink: sink, folder: Self.spillFolder), budget: budget, chunks: chunks)
        }
        let chunkCount = (documents + TextIndexWriter.chunk - 1) / TextIndexWriter.chunk
        return (0..<chunkCount).map { "search/d/\($0).js" } + names.map { "search/" + $0 }
    }

    /// Runs the engine, then waits for the chunks still being written (on their own lane),
    /// also when the index fails (whose failure comes first).
    private static func waiting(
        for chunks: SearchResultChunks, _ index: () throws(IndexError) -> (names: [String], documents: Int)
    ) throws(IndexError) -> (names: [String], documents: Int) {
        let written = Result { () throws(IndexError) in try index() }
        let finished = Result { () throws(IndexError) in try chunks.finish() }
        let result = try written.get()
        try finished.get()
        return result
    }

    /// The engine's files, under `search/` (a shard's part under `partFolder`).
    private struct Output: IndexOutput {
        let sink: PageSink
        let folder: String

        func write(_ name: String, _ bytes: [UInt8]) throws(IndexError) {
            do throws(BuildError) { try sink.write(folder + "/" + name, bytes) } catch {
                throw .io(path: folder + "/" + name, underlying: error)
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
