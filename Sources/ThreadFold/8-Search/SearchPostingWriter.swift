import Dispatch

/// The term shards of the index, written a unit at a time and the units in parallel: a
/// unit's postings (`SearchUnits`, in document order, each term by its number in the
/// unit) are grouped by term (document order kept), and each shard of the unit encoded
/// (`SearchCodec`) with its terms in byte order.
struct SearchPostingWriter {
    let sink: PageSink
    let units: SearchUnits
    let shards: Int

    func write() throws(BuildError) -> [String] {
        let results = ResultSlots<Result<[String], BuildError>>(count: units.count)
        DispatchQueue.concurrentPerform(iterations: units.count) { u in
            do throws(BuildError) { results[u] = .success(try writeUnit(u)) } catch { results[u] = .failure(error) }
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

    /// Per term of a unit (by its number there), its postings: document number << 16 |
    /// weight, ascending.
    private struct Gathered {
        var starts: [Int] = []
        var postings: [UInt64] = []

        func isEmpty(_ term: Int) -> Bool { starts[term] == starts[term + 1] }
    }

    private func writeUnit(_ unit: Int) throws(BuildError) -> [String] {
        let gathered = try gather(unit)
        let vocabulary = units.vocabulary
        let terms = units.terms[unit]
        var byShard = [[Int]](repeating: [], count: shards / units.count)
        // A term the buffers met but no document counted (a title of a thread without
        // comments) has no postings, and no place in the index.
        for term in terms.indices where !gathered.isEmpty(term) {
            byShard[Int(vocabulary.hashes[Int(terms[term])] % UInt32(shards)) / units.count].append(term)
        }
        var written: [String] = []
        for (k, var shardTerms) in byShard.enumerated() {
            let shard = unit + k * units.count
            shardTerms.sort { vocabulary.precedes(Int(terms[$0]), Int(terms[$1])) }
            var out = Array("threadfoldSearch.terms(\(shard),{".utf8)
            for (i, term) in shardTerms.enumerated() {
                if i > 0 { out += Array(",\n".utf8) }
                vocabulary.term(Int(terms[term])).withUnsafeBufferPointer { SearchJSON.string(utf8: $0, into: &out) }
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

    /// The unit's postings from every buffer, by term, each term's in document order: a
    /// counting sort (stable), on buffer pointers, as there are several per comment.
    private func gather(_ unit: Int) throws(BuildError) -> Gathered {
        let pieces = try units.pieces(unit)
        // A posting takes three bytes at least.
        let most = pieces.reduce(0) { $0 + $1.count } / 3
        let terms = units.terms[unit].count
        let termOf = UnsafeMutableBufferPointer<Int32>.allocate(capacity: most)
        let packed = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: most)
        defer {
            termOf.deallocate()
            packed.deallocate()
        }
        var starts = [Int](repeating: 0, count: terms + 1)
        var count = 0
        starts.withUnsafeMutableBufferPointer { starts in
            var document = 0
            for piece in pieces {
                piece.withUnsafeBufferPointer { piece in
                    var i = 0
                    while i < piece.count {
                        document &+= SearchCodec.readVarint(piece, at: &i)
                        let term = SearchCodec.readVarint(piece, at: &i)
                        termOf.initializeElement(at: count, to: Int32(truncatingIfNeeded: term))
                        packed.initializeElement(at: count, to: UInt64(document) << 16 | UInt64(piece[i]))
                        starts[term &+ 1] &+= 1
                        i &+= 1
                        count &+= 1
                    }
                }
            }
            for t in 0..<terms { starts[t + 1] &+= starts[t] }
        }
        var fill = starts
        let sorted = [UInt64](unsafeUninitializedCapacity: count) { sorted, initialized in
            fill.withUnsafeMutableBufferPointer { fill in
                for k in 0..<count {
                    let term = Int(termOf[k])
                    sorted.initializeElement(at: fill[term], to: packed[k])
                    fill[term] &+= 1
                }
            }
            initialized = count
        }
        return Gathered(starts: starts, postings: sorted)
    }
}
