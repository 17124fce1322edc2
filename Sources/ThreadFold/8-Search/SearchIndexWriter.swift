import Dispatch

/// Writes the search index into the site's `search/` folder, as scripts `search.js`
/// loads with classic `<script>` elements (so it works from `file://`, where `fetch`
/// does not):
///
/// - `search/meta.js`: document count, shard count and chunk size;
/// - `search/t/<n>.js`: the postings of the terms whose FNV-1a hash falls in shard `n`,
///   each term's as a string (`SearchCodec`): a query loads only its terms' shards;
/// - `search/d/<n>.js`: documents `chunk·n ..< chunk·(n+1)`: what a result shows.
///
/// Documents are numbered oldest first (then by thread and position), so a higher number
/// is newer: the reader's tie-break needs no times. Every order is total and none
/// depends on which worker indexed what: same archive, same bytes, on any number of
/// cores. Memory follows `SearchCollector.budget`: records are read back a pass of
/// documents at a time, postings a partition group at a time.
struct SearchIndexWriter {
    static let chunk = 32
    let paths: SitePaths
    let sink: PageSink

    /// `slugs` gives each thread's final slug. Returns the site paths written.
    func write(_ collector: SearchCollector, slugs: [ThreadKey: String]) throws(BuildError) -> [String] {
        defer { collector.spill.removeAll() }
        let buffers = collector.buffers.sorted { $0.number < $1.number }
        let order = SearchOrder(buffers)
        var written = try writeDocuments(order, buffers: buffers, budget: collector.budget, slugs: slugs)
        let shards = Self.shardCount(postings: buffers.reduce(0) { $0 + $1.postingCount })
        written += try SearchPostingWriter(sink: sink, order: order, buffers: buffers, shards: shards).write()
        var meta = Array("threadfoldSearch.meta({\"docs\":".utf8)
        SearchJSON.number(order.count, into: &meta)
        meta += Array(",\"shards\":\(shards),\"chunk\":\(Self.chunk),\"version\":2});\n".utf8)
        try sink.write("search/meta.js", meta)
        return written + ["search/meta.js"]
    }

    /// About 32,000 postings a shard (some 100 KB), a power of two from 1 to 4096.
    static func shardCount(postings: Int) -> Int {
        var shards = 1
        while shards < 4096 && postings / shards > 32_000 { shards *= 2 }
        return shards
    }

    /// FNV-1a of the term's UTF-8 bytes; `search.js` computes the same.
    static func shard(of term: String, shards: Int) -> Int {
        Int(TermTable.fnv1a(term.utf8) % UInt32(shards))
    }

    /// The document chunks, a pass at a time: each pass takes as many chunks as the
    /// budget holds and reads every record segment once for them.
    private func writeDocuments(
        _ order: SearchOrder, buffers: [SearchBuffer], budget: Int, slugs: [ThreadKey: String]
    ) throws(BuildError) -> [String] {
        var written: [String] = []
        var start = 0
        while start < order.count {
            var end = start
            var bytes = 0
            while end < order.count && (end == start || bytes < budget / 2) {
                let stop = min(end + Self.chunk, order.count)
                for id in end..<stop { bytes += Int(order.document(id, buffers).size) }
                end = stop
            }
            written += try writePass(start..<end, order, buffers, slugs)
            start = end
        }
        return written
    }

    /// The chunks of documents `pass` (whole chunks but for the last), in parallel.
    private func writePass(
        _ pass: Range<Int>, _ order: SearchOrder, _ buffers: [SearchBuffer], _ slugs: [ThreadKey: String]
    ) throws(BuildError) -> [String] {
        let records = try order.records(pass, buffers: buffers)
        let first = pass.lowerBound / Self.chunk
        let chunks = (pass.count + Self.chunk - 1) / Self.chunk
        let failures = ResultSlots<BuildError>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { c in
            let ids = (pass.lowerBound + c * Self.chunk)..<min(pass.lowerBound + (c + 1) * Self.chunk, pass.upperBound)
            let script = chunkScript(ids, records: records[(ids.lowerBound - pass.lowerBound)...], order, buffers, slugs)
            do throws(BuildError) { try sink.write("search/d/\(first + c).js", script) } catch { failures[c] = error }
        }
        if let failure = failures.values.lazy.compactMap({ $0 }).first { throw failure }
        return (first..<(first + chunks)).map { "search/d/\($0).js" }
    }

    /// `records` starts with the record of `ids.lowerBound`.
    private func chunkScript(
        _ ids: Range<Int>, records: ArraySlice<[UInt8]>, _ order: SearchOrder, _ buffers: [SearchBuffer],
        _ slugs: [ThreadKey: String]
    ) -> [UInt8] {
        var out = Array("threadfoldSearch.docs(\(ids.lowerBound / Self.chunk),[".utf8)
        for (id, record) in zip(ids, records) {
            out += Array((id == ids.lowerBound ? "[" : ",\n[").utf8)
            record.withUnsafeBufferPointer { record in
                var i = 0
                let page = SearchCodec.readVarint(record, at: &i)
                let anchorLength = SearchCodec.readVarint(record, at: &i)
                let anchor = String(decoding: record[i..<(i + anchorLength)], as: UTF8.self)
                i += anchorLength
                let beforeLength = SearchCodec.readVarint(record, at: &i)
                out += record[i..<(i + beforeLength)]
                out.append(UInt8(ascii: ","))
                let slug = slugs[order.document(id, buffers).key] ?? ""
                SearchJSON.string(paths.threadPage(slug: slug, number: page) + "#c-" + anchor, into: &out)
                out += record[(i + beforeLength)...]
            }
            out.append(UInt8(ascii: "]"))
        }
        out += Array("]);\n".utf8)
        return out
    }
}
