/// Writes an index as scripts a browser loads with classic `<script>` elements (so it
/// works from `file://`, where `fetch` does not), through the caller's `IndexOutput`:
///
/// - `meta.js`: document count, shard count, chunk size and the stemmer (`stem`: `en`), when
///   words' stems are indexed too (`~` and the stem, for the words whose stem differs);
///   `version` 4: a stem term one word alone has is stored as an alias, `"=word"`, and a
///   term's entry may be tiered;
/// - `t/<n>.js`: the postings of the terms whose FNV-1a hash falls in shard `n`, each
///   term's as a string (`SearchCodec`): a query loads only its terms' shards; a term of
///   more than `tierAbove` postings, its heaviest quarter only (`SearchTier`), the rest in
///   `t/<n>.1.js`, which a query loads when the head cannot settle its results;
/// - the result chunks, documents `chunk·n ..< chunk·(n+1)`, which the caller's
///   `ResultChunks` writes from the records it stored.
///
/// Documents are numbered oldest first (then by thread id and position), so a higher
/// number is newer: the reader's tie-break needs no times. Every order is total and none
/// depends on which worker indexed what: same documents, same bytes, on any number of
/// cores. Memory follows `SearchCollector.budget`: the buffers' sorted runs are merged as
/// streams (`SearchMerge`), the postings pass through spilled units a shard group at a
/// time (`SearchUnits`, `SearchPostingWriter`).
public struct TextIndexWriter {
    /// Documents a result chunk.
    public static let chunk = 32
    /// At most this many units: a unit's postings are then about a 1,024th of the index's.
    static let maximumUnits = 1024
    let output: any IndexOutput
    /// Whether a stem term one word alone has is written as an alias (tests compare with
    /// its postings written out).
    var stemAliases = true
    /// Terms of more postings than this are cut into tiers (`SearchTier`); nil, the
    /// default: every term's postings whole in its shard.
    public var tierAbove: Int?

    public init(output: any IndexOutput) { self.output = output }

    /// Returns the names written through `output` (the chunks are `chunks`'s to name) and
    /// the number of documents. The spill files are removed, also when it fails.
    public func write(_ collector: SearchCollector, chunks: any ResultChunks) throws(IndexError) -> (names: [String], documents: Int) {
        defer { collector.spill.removeAll() }
        let buffers = collector.buffers.sorted { $0.number < $1.number }
        // The terms in one numbering first, then the buffers' tables freed, then their last
        // runs made: one of each at a time.
        var sources = IndexSources(
            vocabulary: SearchVocabulary(buffers.map(\.terms)), threadIDs: collector.threads.all.map(\.id),
            documents: buffers.reduce(0) { $0 + $1.documentCount }, tokens: buffers.reduce(0) { $0 + $1.tokenCount },
            postings: buffers.reduce(0) { $0 + $1.postingCount }, stemmer: collector.stemmer)
        for buffer in buffers {
            buffer.releaseTerms()
            sources.runs += buffer.finish()
        }
        guard collector.recordsDocumentThreads else {
            return try write(&sources, spill: collector.spill, budget: collector.budget, chunks: chunks)
        }
        let recording = RecordingChunks(inner: chunks, threads: sources.documents)
        let result = try write(&sources, spill: collector.spill, budget: collector.budget, chunks: recording)
        collector.documentThreads = recording.threads
        return result
    }

    /// What the index is written from: a collector's buffers, or the parts of a sharded
    /// build (`SearchPartReader`), which give the same.
    struct IndexSources {
        var vocabulary: SearchVocabulary
        var runs: [SearchRun] = []
        var threadIDs: [String]
        var documents: Int
        var tokens: Int
        var postings: Int
        var stemmer: Stemmer?
    }

    /// The runs are let go of once merged.
    func write(_ sources: inout IndexSources, spill: SearchSpill, budget: Int, chunks: any ResultChunks) throws(IndexError) -> (
        names: [String], documents: Int
    ) {
        let (documents, tokens) = (sources.documents, sources.tokens)
        let shards = Self.shardCount(postings: sources.postings)
        let units = SearchUnits(
            count: min(shards, Self.maximumUnits), vocabulary: sources.vocabulary, spill: spill, budget: budget / 4)
        let merge = SearchMerge(
            threadIDs: sources.threadIDs, averageLength: documents == 0 ? 0 : tokens / documents,
            window: Self.window(budget: budget), batch: Self.batch(budget: budget))
        let merged = try merge.run(sources.runs, spill: spill, into: units, chunks: chunks)
        sources.runs = []
        var writer = SearchPostingWriter(output: output, units: units, shards: shards, tierAbove: tierAbove)
        if stemAliases, let stemmer = sources.stemmer { writer.aliases = sources.vocabulary.stemAliases(stemmer, distinct: units.terms) }
        var written = try writer.write()
        var meta = Array("threadfoldSearch.meta({\"docs\":".utf8)
        SearchJSON.number(merged, into: &meta)
        meta += Array(",\"shards\":\(shards),\"chunk\":\(Self.chunk),\"version\":4".utf8)
        if let stemmer = sources.stemmer { meta += Array(",\"stem\":\"\(stemmer.rawValue)\"".utf8) }
        meta += Array("});\n".utf8)
        try output.write("meta.js", meta)
        written.append("meta.js")
        return (written, merged)
    }

    /// 64 KB per run read at a time, and 2,048 documents a merge batch; less under a
    /// small budget (whose runs and units are small).
    static func window(budget: Int) -> Int { min(1 << 16, max(64, budget / 32)) }
    static func batch(budget: Int) -> Int { chunk * min(64, max(1, budget >> 16)) }

    /// About 8,000 postings a shard (some 20 KB), a power of two from 1 to 16,384: a query
    /// of rare words loads little more than its own postings (at 32,000 a shard, the
    /// other terms of its shards were most of what it loaded).
    static func shardCount(postings: Int) -> Int {
        var shards = 1
        while shards < 16_384 && postings / shards > 8_000 { shards *= 2 }
        return shards
    }

    /// The shard a term's postings are in (`~stem` in the stem's); `search.js` computes the same.
    public static func shard(of term: String, shards: Int) -> Int {
        var term = term
        return term.withUTF8 { Int(TermTable.hash($0) % UInt32(shards)) }
    }
}

/// The caller's chunks, with each document's thread number noted as the merge hands it
/// over (one batch at a time, in order).
private final class RecordingChunks: ResultChunks {
    let inner: any ResultChunks
    var threads: [Int32]

    init(inner: any ResultChunks, threads count: Int) {
        self.inner = inner
        threads = Array(repeating: -1, count: count)
    }

    func write(_ batch: [MergedDocument], from first: Int) throws(IndexError) {
        for (k, document) in batch.enumerated() where first + k < threads.count { threads[first + k] = Int32(document.thread) }
        try inner.write(batch, from: first)
    }
}
