import Dispatch

/// The term shards of the index, written a unit at a time and the units in parallel: a
/// unit's postings (`SearchUnits`, in document order) are joined by term bytes, grouped
/// by term (document order kept), and each shard of the unit encoded (`SearchCodec`) with
/// its terms in byte order.
struct SearchPostingWriter {
    let sink: PageSink
    let units: SearchUnits
    let shards: Int

    func write() throws(BuildError) -> [String] {
        let results = ResultSlots<Result<[String], BuildError>>(count: units.count)
        let local = LocalTerms(count: units.vocabulary.hashes.count)
        DispatchQueue.concurrentPerform(iterations: units.count) { u in
            do throws(BuildError) { results[u] = .success(try writeUnit(u, local)) } catch { results[u] = .failure(error) }
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
        /// Per term, its postings: document number << 16 | weight, ascending.
        var starts: [Int] = []
        var postings: [UInt64] = []
    }

    private func writeUnit(_ unit: Int, _ local: LocalTerms) throws(BuildError) -> [String] {
        let gathered = try gather(unit, local)
        var byShard = [[Int]](repeating: [], count: shards / units.count)
        for term in 0..<gathered.table.count {
            byShard[Int(gathered.table.hashes[term] % UInt32(shards)) / units.count].append(term)
        }
        var written: [String] = []
        for (k, var terms) in byShard.enumerated() {
            let shard = unit + k * units.count
            terms.sort { gathered.table.term($0).lexicographicallyPrecedes(gathered.table.term($1)) }
            var out = Array("threadfoldSearch.terms(\(shard),{".utf8)
            for (i, term) in terms.enumerated() {
                if i > 0 { out += Array(",\n".utf8) }
                SearchJSON.string(String(decoding: gathered.table.term(term), as: UTF8.self), into: &out)
                out += Array(":\"".utf8)
                gathered.postings.withUnsafeBufferPointer { all in
                    let list = UnsafeBufferPointer(rebasing: all[gathered.starts[term]..<gathered.starts[term + 1]])
                    SearchCodec.appendPostings(documents: list, weights: { Int($0 & 0xFF) }, to: &out)
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

    /// The unit's postings from every buffer, by term, each term's in document order.
    private func gather(_ unit: Int, _ local: LocalTerms) throws(BuildError) -> Gathered {
        var gathered = Gathered()
        var termOf: [Int32] = []
        var packed: [UInt64] = []
        var document = 0
        let vocabulary = units.vocabulary
        let pieces = try units.pieces(unit)
        // A posting takes three bytes at least.
        let most = pieces.reduce(0) { $0 + $1.count } / 3
        termOf.reserveCapacity(most)
        packed.reserveCapacity(most)
        for piece in pieces {
            piece.withUnsafeBufferPointer { piece in
                vocabulary.bytes.withUnsafeBufferPointer { bytes in
                    var i = 0
                    while i < piece.count {
                        document += SearchCodec.readVarint(piece, at: &i)
                        let term = SearchCodec.readVarint(piece, at: &i)
                        let weight = UInt64(piece[i])
                        i += 1
                        if local.ids[term] < 0 {
                            let text = UnsafeBufferPointer(
                                rebasing: bytes[Int(vocabulary.starts[term])..<Int(vocabulary.starts[term + 1])])
                            local.ids[term] = gathered.table.id(of: text, hash: vocabulary.hashes[term])
                        }
                        termOf.append(local.ids[term])
                        packed.append(UInt64(document) << 16 | weight)
                    }
                }
            }
        }
        (gathered.starts, gathered.postings) = Self.byTerm(packed, termOf: termOf, terms: gathered.table.count)
        return gathered
    }

    /// A counting sort by term, stable, so each term's postings keep document order.
    private static func byTerm(_ packed: [UInt64], termOf: [Int32], terms: Int) -> ([Int], [UInt64]) {
        var starts = [Int](repeating: 0, count: terms + 1)
        for term in termOf { starts[Int(term) + 1] += 1 }
        for t in 0..<terms { starts[t + 1] += starts[t] }
        var sorted = [UInt64](repeating: 0, count: packed.count)
        var fill = starts
        for k in packed.indices {
            let term = Int(termOf[k])
            sorted[fill[term]] = packed[k]
            fill[term] += 1
        }
        return (starts, sorted)
    }
}

/// Per term of the vocabulary, its id in its unit's table (-1 before the unit meets it):
/// one lookup by bytes a term, not a posting. A term belongs to one unit, so units
/// written at once touch different elements.
private final class LocalTerms: @unchecked Sendable {
    let ids: UnsafeMutablePointer<Int32>

    init(count: Int) {
        ids = .allocate(capacity: max(1, count))
        ids.initialize(repeating: -1, count: count)
    }

    deinit { ids.deallocate() }
}
