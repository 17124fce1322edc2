import Dispatch
import Synchronization

/// The term shards of the index, written a unit at a time and the units in parallel: a
/// unit's postings (`SearchUnits`, in document order, each term by its number in the
/// unit) are grouped by term (document order kept), and each shard of the unit encoded
/// (`SearchCodec`) with its terms in byte order, a term of many postings in tiers
/// (`SearchTier`).
struct SearchPostingWriter {
    let output: any IndexOutput
    let units: SearchUnits
    let shards: Int
    /// Terms of more postings than this may be cut into tiers (`SearchTier`); nil: none is.
    let tierAbove: Int?
    /// Stem terms written as an alias, `"=word"`, by their first number in the vocabulary:
    /// the word's (`SearchVocabulary.stemAliases`).
    var aliases: [Int32: Int32] = [:]

    /// Returns the names written (`t/<n>.js`).
    func write() throws(IndexError) -> [String] {
        let results = Mutex([Result<[String], IndexError>?](repeating: nil, count: units.count))
        DispatchQueue.concurrentPerform(iterations: units.count) { u in
            let result: Result<[String], IndexError>
            do throws(IndexError) { result = .success(try writeUnit(u)) } catch { result = .failure(error) }
            results.withLock { $0[u] = result }
        }
        var written: [String] = []
        for result in results.withLock({ $0 }) {
            switch result {
            case .success(let names)?: written += names
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

    private func writeUnit(_ unit: Int) throws(IndexError) -> [String] {
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
            let (out, tail) = encode(shard: shard, shardTerms, of: unit, gathered)
            let name = "t/\(shard).js"
            try output.write(name, out)
            written.append(name)
            if let tail {
                try output.write("t/\(shard).1.js", tail)
                written.append("t/\(shard).1.js")
            }
        }
        return written
    }

    /// A shard's file, `threadfoldSearch.terms(<n>,{"term":"<postings>",…});`, and its tier
    /// file, `threadfoldSearch.tier(<n>,1,{"term":"<tail>",…});`, when a term of it is
    /// tiered (`SearchTier`): its entry in the shard is then `["<head>",n,least,bound]`.
    private func encode(shard: Int, _ shardTerms: [Int], of unit: Int, _ gathered: Gathered) -> (shard: [UInt8], tail: [UInt8]?) {
        let vocabulary = units.vocabulary
        let terms = units.terms[unit]
        var out = Array("threadfoldSearch.terms(\(shard),{".utf8)
        var tail: [UInt8] = []
        for (i, term) in shardTerms.enumerated() {
            if i > 0 { out += Array(",\n".utf8) }
            let name = vocabulary.term(Int(terms[term]))
            name.withUnsafeBufferPointer { SearchJSON.string(utf8: $0, into: &out) }
            out.append(UInt8(ascii: ":"))
            if let word = aliases[terms[term]] {
                // `"=word"`: the word as a JSON string, "=" after its opening quote.
                let open = out.count
                vocabulary.term(Int(word)).withUnsafeBufferPointer { SearchJSON.string(utf8: $0, into: &out) }
                out.insert(SearchCodec.alias, at: open + 1)
                continue
            }
            gathered.postings.withUnsafeBufferPointer { all in
                let list = UnsafeBufferPointer(rebasing: all[gathered.starts[term]..<gathered.starts[term + 1]])
                guard let tier = SearchTier.cut(list, above: tierAbove) else {
                    out.append(UInt8(ascii: "\""))
                    SearchCodec.appendPostings(documents: list, weights: { Int($0 & 0xFF) }, to: &out)
                    out.append(UInt8(ascii: "\""))
                    return
                }
                tail += tail.isEmpty ? Array("threadfoldSearch.tier(\(shard),1,{".utf8) : Array(",\n".utf8)
                name.withUnsafeBufferPointer { SearchJSON.string(utf8: $0, into: &tail) }
                tail.append(UInt8(ascii: ":"))
                Self.append(list, tier, head: &out, tail: &tail)
            }
        }
        out += Array("});\n".utf8)
        return (out, tail.isEmpty ? nil : tail + Array("});\n".utf8))
    }

    /// A tiered term's entries: `["<head>",n,least,bound]` in the shard, `"<tail>"` in its
    /// tier file, each tier's postings as a whole list's (the first gap from document -1).
    private static func append(_ list: UnsafeBufferPointer<UInt64>, _ tier: SearchTier, head: inout [UInt8], tail: inout [UInt8]) {
        head += Array("[\"".utf8)
        list.filter { SearchTier.weight($0) >= tier.cutoff }.withUnsafeBufferPointer {
            SearchCodec.appendPostings(documents: $0, weights: SearchTier.weight, to: &head)
        }
        head += Array("\",".utf8)
        for (k, number) in [tier.count, tier.least, tier.bound].enumerated() {
            if k > 0 { head.append(UInt8(ascii: ",")) }
            SearchJSON.number(number, into: &head)
        }
        head.append(UInt8(ascii: "]"))
        tail.append(UInt8(ascii: "\""))
        list.filter { SearchTier.weight($0) < tier.cutoff }.withUnsafeBufferPointer {
            SearchCodec.appendPostings(documents: $0, weights: SearchTier.weight, to: &tail)
        }
        tail.append(UInt8(ascii: "\""))
    }

    /// The unit's postings from every buffer, by term, each term's in document order: a
    /// counting sort (stable), on buffer pointers, as there are several per comment. The
    /// pieces were written by `SearchUnits`; what a spilled one holds is checked all the
    /// same (a term in range, a weight after each pair).
    private func gather(_ unit: Int) throws(IndexError) -> Gathered {
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
        let whole = starts.withUnsafeMutableBufferPointer { starts in
            var document = 0
            for piece in pieces {
                let read = piece.withUnsafeBufferPointer { piece in
                    var i = 0
                    while i < piece.count {
                        guard let gap = SearchCodec.readVarint(piece, at: &i, end: piece.count),
                            let term = SearchCodec.readVarint(piece, at: &i, end: piece.count), term >= 0, term < terms, i < piece.count,
                            count < most
                        else { return false }
                        document &+= gap
                        termOf.initializeElement(at: count, to: Int32(truncatingIfNeeded: term))
                        packed.initializeElement(at: count, to: UInt64(truncatingIfNeeded: document) << 16 | UInt64(piece[i]))
                        starts[term &+ 1] &+= 1
                        i &+= 1
                        count &+= 1
                    }
                    return true
                }
                guard read else { return false }
            }
            for t in 0..<terms { starts[t + 1] &+= starts[t] }
            return true
        }
        guard whole else { throw .damaged(path: units.spillPaths, detail: "a posting is cut or names no term of the unit") }
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
