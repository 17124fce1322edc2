import Dispatch

/// The term shards of the index, written a partition group at a time and the groups in
/// parallel: a group's postings from every buffer (spilled pieces read back) are joined
/// by term bytes, numbered as the final document order says, sorted, and each shard of
/// the group encoded (`SearchCodec`) with its terms in byte order.
struct SearchPostingWriter {
    let sink: PageSink
    let order: SearchOrder
    let buffers: [SearchBuffer]
    let shards: Int

    func write() throws(BuildError) -> [String] {
        // A group holds whole shards: a shard's terms share their hash modulo the group count.
        let groups = min(SearchBuffer.partitions, shards)
        let results = ResultSlots<Result<[String], BuildError>>(count: groups)
        DispatchQueue.concurrentPerform(iterations: groups) { g in
            do throws(BuildError) { results[g] = .success(try writeGroup(g, of: groups)) } catch { results[g] = .failure(error) }
        }
        var written: [String] = []
        for result in results.values {
            switch result {
            case .success(let paths)?: written += paths
            case .failure(let error)?: throw error
            case nil: break
            }
        }
        return written
    }

    private struct Gathered {
        var table = TermTable()
        /// Per term, its postings: document number << 16 | frequency, ascending.
        var starts: [Int] = []
        var postings: [UInt64] = []
    }

    private func writeGroup(_ group: Int, of groups: Int) throws(BuildError) -> [String] {
        let gathered = try gather(group, of: groups)
        var byShard = [[Int]](repeating: [], count: shards / groups)
        for term in 0..<gathered.table.count { byShard[Int(gathered.table.hashes[term] % UInt32(shards)) / groups].append(term) }
        var written: [String] = []
        for (k, var terms) in byShard.enumerated() {
            let shard = group + k * groups
            terms.sort { gathered.table.term($0).lexicographicallyPrecedes(gathered.table.term($1)) }
            var out = Array("threadfoldSearch.terms(\(shard),{".utf8)
            for (i, term) in terms.enumerated() {
                if i > 0 { out += Array(",\n".utf8) }
                SearchJSON.string(String(decoding: gathered.table.term(term), as: UTF8.self), into: &out)
                out += Array(":\"".utf8)
                gathered.postings.withUnsafeBufferPointer { all in
                    let list = UnsafeBufferPointer(rebasing: all[gathered.starts[term]..<gathered.starts[term + 1]])
                    SearchCodec.appendPostings(documents: list, weights: weight, to: &out)
                }
                out.append(UInt8(ascii: "\""))
            }
            out += Array("});\n".utf8)
            let path = "search/t/\(shard).js"
            try sink.write(path, out)
            written.append(path)
        }
        return written
    }

    private func weight(_ packed: UInt64) -> Int {
        SearchCodec.weight(
            frequency: Int(packed & 0xFFFF), length: Int(order.lengths[Int(packed >> 16)]), averageLength: order.averageLength)
    }

    /// The group's postings from every buffer, by term.
    private func gather(_ group: Int, of groups: Int) throws(BuildError) -> Gathered {
        var gathered = Gathered()
        var termOf: [Int32] = []
        var packed: [UInt64] = []
        for (b, held) in buffers.enumerated() {
            var local = [Int32](repeating: -1, count: held.terms.count)
            let numbers = order.numbers[b]
            for partition in stride(from: group, to: SearchBuffer.partitions, by: groups) {
                for piece in try held.postingPieces(partition) {
                    piece.withUnsafeBufferPointer { bytes in
                        var i = 0
                        while i < bytes.count {
                            let term = SearchCodec.readVarint(bytes, at: &i)
                            let serial = SearchCodec.readVarint(bytes, at: &i)
                            let frequency = SearchCodec.readVarint(bytes, at: &i)
                            if local[term] < 0 {
                                local[term] = held.terms.term(term).withUnsafeBufferPointer { gathered.table.id(of: $0) }
                            }
                            termOf.append(local[term])
                            packed.append(UInt64(numbers[serial]) << 16 | UInt64(min(frequency, 0xFFFF)))
                        }
                    }
                }
            }
        }
        (gathered.starts, gathered.postings) = Self.byTermThenDocument(
            packed, termOf: termOf, terms: gathered.table.count, documents: order.count)
        return gathered
    }

    /// Two counting sorts: by document, then (stably) by term, so each term's postings
    /// come out in document order with no comparison sort (a common term's list on a
    /// million comments is 100,000 long). Returns each term's start and the postings.
    private static func byTermThenDocument(
        _ packed: [UInt64], termOf: [Int32], terms: Int, documents: Int
    ) -> ([Int], [UInt64]) {
        var byDocument = [Int](repeating: 0, count: documents + 1)
        for posting in packed { byDocument[Int(posting >> 16) + 1] += 1 }
        for d in 0..<documents { byDocument[d + 1] += byDocument[d] }
        var inDocumentOrder = [Int32](repeating: 0, count: packed.count)
        for k in packed.indices {
            let document = Int(packed[k] >> 16)
            inDocumentOrder[byDocument[document]] = Int32(k)
            byDocument[document] += 1
        }
        var starts = [Int](repeating: 0, count: terms + 1)
        for term in termOf { starts[Int(term) + 1] += 1 }
        for t in 0..<terms { starts[t + 1] += starts[t] }
        var sorted = [UInt64](repeating: 0, count: packed.count)
        var fill = starts
        for k in inDocumentOrder {
            let term = Int(termOf[Int(k)])
            sorted[fill[term]] = packed[Int(k)]
            fill[term] += 1
        }
        return (starts, sorted)
    }
}
