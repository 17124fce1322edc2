/// Writes the search index into the site's `search/` folder, as scripts `search.js`
/// loads with classic `<script>` elements (so it works from `file://`, where `fetch`
/// does not):
///
/// - `search/meta.js`: document count, mean length, shard and chunk sizes;
/// - `search/t/<n>.js`: postings of the terms whose FNV-1a hash falls in shard `n`, each
///   term `[doc, frequency, length, …]` (a query loads only its terms' shards);
/// - `search/d/<n>.js`: documents `chunk·n ..< chunk·(n+1)`: what a result shows.
///
/// Documents are numbered oldest first (then by thread and position), so a higher number
/// is newer: the reader's tie-break needs no times. Every order is total: same archive,
/// same bytes. Memory is not yet bounded: every comment's text and term counts are held
/// until the end of the build, and every shard's postings until they are written.
struct SearchIndexWriter {
    static let chunk = 200
    let paths: SitePaths
    let sink: PageSink

    private struct Entry {
        let thread: Int
        let document: Int
        let instant: Double
    }

    /// `slugs` gives each thread's final slug. Returns the site paths written.
    func write(_ threads: [SearchThread], slug: (ThreadKey) -> String) throws(BuildError) -> [String] {
        let threads = threads.sorted { $0.key < $1.key }
        var order: [Entry] = []
        for (t, thread) in threads.enumerated() {
            for (d, document) in thread.documents.enumerated() {
                order.append(Entry(thread: t, document: d, instant: document.instant))
            }
        }
        order.sort { a, b in
            a.instant != b.instant ? a.instant < b.instant : (a.thread, a.document) < (b.thread, b.document)
        }
        let postings = order.reduce(0) { $0 + threads[$1.thread].documents[$1.document].terms.count + 1 }
        let shards = Self.shardCount(postings: postings)
        var written = try writeDocuments(order, threads: threads, slug: slug)
        written += try writePostings(order, threads: threads, shards: shards)
        let totalLength = order.reduce(0) { $0 + threads[$1.thread].documents[$1.document].length }
        var meta = Array("threadfoldSearch.meta({\"docs\":".utf8)
        SearchJSON.number(order.count, into: &meta)
        meta += Array(",\"avgdl\":\(order.isEmpty ? 0 : totalLength / order.count),\"shards\":\(shards)".utf8)
        meta += Array(",\"chunk\":\(Self.chunk),\"version\":1});\n".utf8)
        try sink.write("search/meta.js", meta)
        return written + ["search/meta.js"]
    }

    /// About 40,000 postings a shard (a few hundred KB), a power of two from 1 to 4096.
    static func shardCount(postings: Int) -> Int {
        var shards = 1
        while shards < 4096 && postings / shards > 40_000 { shards *= 2 }
        return shards
    }

    /// FNV-1a of the term's UTF-8 bytes; `search.js` computes the same.
    static func shard(of term: String, shards: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in term.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash % UInt32(shards))
    }

    private func writeDocuments(
        _ order: [Entry], threads: [SearchThread], slug: (ThreadKey) -> String
    ) throws(BuildError) -> [String] {
        var written: [String] = []
        var start = 0
        while start < order.count {
            let end = min(start + Self.chunk, order.count)
            var out = Array("threadfoldSearch.docs(\(start / Self.chunk),[".utf8)
            for i in start..<end {
                let thread = threads[order[i].thread]
                let document = thread.documents[order[i].document]
                let href = paths.threadPage(slug: slug(thread.key), number: document.pageNumber) + "#c-" + document.anchor
                out += Array((i == start ? "[" : ",\n[").utf8)
                let fields = [
                    thread.title, document.author, document.timeISO, document.timeText, document.floor, href, document.text,
                    thread.category ?? "",
                ]
                for (f, field) in fields.enumerated() {
                    if f > 0 { out.append(UInt8(ascii: ",")) }
                    SearchJSON.string(field, into: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
            out += Array("]);\n".utf8)
            let path = "search/d/\(start / Self.chunk).js"
            try sink.write(path, out)
            written.append(path)
            start = end
        }
        return written
    }

    private func writePostings(_ order: [Entry], threads: [SearchThread], shards: Int) throws(BuildError) -> [String] {
        var tables = Array(repeating: [String: [UInt32]](), count: shards)
        for (id, entry) in order.enumerated() {
            let thread = threads[entry.thread]
            let document = thread.documents[entry.document]
            var terms = document.terms
            terms.append(("u:" + document.userKey, 1))
            if let category = thread.category { terms.append(("c:" + SearchTokenizer.fold(category), 1)) }
            for (term, frequency) in terms {
                let shard = Self.shard(of: term, shards: shards)
                tables[shard][term, default: []].append(UInt32(id))
                tables[shard][term]!.append(UInt32(frequency))
                tables[shard][term]!.append(UInt32(document.length))
            }
        }
        var written: [String] = []
        for (n, table) in tables.enumerated() {
            var out = Array("threadfoldSearch.terms(\(n),{".utf8)
            for (i, term) in table.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if i > 0 { out += Array(",\n".utf8) }
                SearchJSON.string(term, into: &out)
                out += Array(":[".utf8)
                for (k, value) in table[term]!.enumerated() {
                    if k > 0 { out.append(UInt8(ascii: ",")) }
                    SearchJSON.number(Int(value), into: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
            out += Array("});\n".utf8)
            let path = "search/t/\(n).js"
            try sink.write(path, out)
            written.append(path)
        }
        return written
    }
}
