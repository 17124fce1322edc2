/// The distinct terms one indexing worker has seen, as small integers: each term's bytes
/// once in an arena, found through an open-addressing hash table keyed by FNV-1a (the
/// same hash picks the term's shard, so it is kept). Strings and a `[String: …]`
/// dictionary cost an allocation and a hash of Unicode-normalised text per token; this
/// costs a hash of the bytes and, for a term seen before, one comparison.
struct TermTable: Sendable {
    private(set) var bytes: [UInt8] = []
    /// Term `i` is `bytes[starts[i] ..< starts[i + 1]]`.
    private(set) var starts: [UInt32] = [0]
    /// FNV-1a of each term's bytes.
    private(set) var hashes: [UInt32] = []
    /// Term id + 1 per slot, 0 when empty; a power of two, at most half full.
    private var slots: [Int32] = Array(repeating: 0, count: 1024)

    var count: Int { hashes.count }

    /// The id of `term`, added when new.
    mutating func id(of term: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = Self.fnv1a(term)
        let mask = slots.count - 1
        var slot = Self.slot(hash, mask: mask)
        while true {
            let stored = slots[slot]
            if stored == 0 { break }
            let id = Int(stored - 1)
            if hashes[id] == hash && matches(id, term) { return Int32(id) }
            slot = (slot + 1) & mask
        }
        let id = Int32(hashes.count)
        bytes.append(contentsOf: term)
        starts.append(UInt32(bytes.count))
        hashes.append(hash)
        slots[slot] = id + 1
        if hashes.count * 2 > slots.count { grow() }
        return id
    }

    mutating func id(of term: String) -> Int32 {
        var term = term
        return term.withUTF8 { id(of: $0) }
    }

    /// The bytes of term `id`.
    func term(_ id: Int) -> ArraySlice<UInt8> { bytes[Int(starts[id])..<Int(starts[id + 1])] }

    /// FNV-1a, 32 bits, of the bytes; `search.js` computes the same to find a term's shard.
    static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    private static func slot(_ hash: UInt32, mask: Int) -> Int {
        // FNV's low bits alone cluster on short terms: mix the high ones in.
        Int((hash ^ (hash >> 16)) &* 0x45d9_f3b) & mask
    }

    private func matches(_ id: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = Int(starts[id])
        guard Int(starts[id + 1]) - start == term.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            for k in 0..<term.count where all[start + k] != term[k] { return false }
            return true
        }
    }

    private mutating func grow() {
        var larger = [Int32](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for id in hashes.indices {
            var slot = Self.slot(hashes[id], mask: mask)
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = Int32(id + 1)
        }
        slots = larger
    }
}
