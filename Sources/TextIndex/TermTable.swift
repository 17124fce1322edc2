/// The distinct terms one indexing worker has seen, as small integers: each term's bytes
/// once in an arena, found through an open-addressing hash table, with each term's
/// FNV-1a (which picks its shard). Strings and a `[String: …]` dictionary cost an
/// allocation and a hash of Unicode-normalised text per token; this costs a hash of the
/// bytes and, for a term seen before, one comparison.
public struct TermTable: Sendable {
    private(set) var bytes: [UInt8] = []
    /// Term `i` is `bytes[starts[i] ..< starts[i + 1]]`.
    private(set) var starts: [UInt32] = [0]
    /// FNV-1a of each term's bytes.
    private(set) var hashes: [UInt32] = []
    /// Two words per slot: the term's probe hash in the high half of the first and its id
    /// + 1 in the low (0 when empty); in the second, a term of up to 7 bytes itself (its
    /// length in the top byte), else `long`. A probe then compares hashes, and most terms
    /// (words, CJK bigrams), without reading another array. A short term's probe hash is
    /// one multiplication of that word (FNV-1a, a multiplication a byte, is computed only
    /// for a new term); a long term's is its FNV-1a. A power of two slots, at most half full.
    private var slots: [UInt64] = Array(repeating: 0, count: 2 * 1024)
    private static let long = UInt64.max

    var count: Int { hashes.count }

    /// The id of `term`, added when new.
    public mutating func id(of term: UnsafeBufferPointer<UInt8>) -> Int32 {
        let inline = Self.inline(term)
        if inline == Self.long {
            let hash = Self.hash(term)
            return find(term, probe: hash, inline: inline) ?? add(term, hash: hash, probe: hash, inline: inline)
        }
        let probe = Self.probe(inline)
        return find(term, probe: probe, inline: inline) ?? add(term, hash: Self.hash(term), probe: probe, inline: inline)
    }

    /// The same when the term's FNV-1a hash is known (from another table).
    mutating func id(of term: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int32 {
        let inline = Self.inline(term)
        let probe = inline == Self.long ? hash : Self.probe(inline)
        return find(term, probe: probe, inline: inline) ?? add(term, hash: hash, probe: probe, inline: inline)
    }

    private mutating func add(_ term: UnsafeBufferPointer<UInt8>, hash: UInt32, probe: UInt32, inline: UInt64) -> Int32 {
        let id = Int32(hashes.count)
        bytes.append(contentsOf: term)
        starts.append(UInt32(bytes.count))
        hashes.append(hash)
        if hashes.count * 4 > slots.count {
            grow()
        } else {
            insert(id, probe: probe, inline: inline)
        }
        return id
    }

    @inline(__always)
    private static func probe(_ inline: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (inline &* 0x9E37_79B9_7F4A_7C15) >> 32)
    }

    /// A term of up to 7 bytes as one word, its length in the top byte; `long` for longer.
    /// Read with two loads that may overlap (the bytes they share are the same, so or-ing
    /// them is harmless), not a byte at a time: this runs once per token.
    @inline(__always)
    private static func inline(_ term: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = term.count
        guard count < 8 else { return long }
        guard count > 0 else { return 0 }
        let start = UnsafeRawPointer(term.baseAddress.unsafelyUnwrapped)
        let bytes: UInt64
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: start.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            bytes = low | high << (8 * (count - 4))
        } else if count >= 2 {
            let low = UInt64(UInt16(littleEndian: start.loadUnaligned(as: UInt16.self)))
            let high = UInt64(UInt16(littleEndian: start.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
            bytes = low | high << (8 * (count - 2))
        } else {
            bytes = UInt64(term[0])
        }
        return UInt64(count) << 56 | bytes
    }

    /// The probe, on raw pointers: it runs once per token of the archive.
    private func find(_ term: UnsafeBufferPointer<UInt8>, probe hash: UInt32, inline: UInt64) -> Int32? {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count / 2 - 1
            var slot = Self.slot(hash, mask: mask)
            while true {
                let stored = slots[2 * slot]
                if stored == 0 { return nil }
                if UInt32(truncatingIfNeeded: stored >> 32) == hash && slots[2 * slot + 1] == inline {
                    let id = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
                    if inline != Self.long || equals(id, term) { return Int32(id) }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private func equals(_ id: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        starts.withUnsafeBufferPointer { starts in
            let start = Int(starts[id])
            let count = Int(starts[id + 1]) - start
            guard count == term.count else { return false }
            return bytes.withUnsafeBufferPointer { bytes in
                for k in 0..<count where bytes[start + k] != term[k] { return false }
                return true
            }
        }
    }

    private mutating func insert(_ id: Int32, probe hash: UInt32, inline: UInt64) {
        let mask = slots.count / 2 - 1
        var slot = Self.slot(hash, mask: mask)
        while slots[2 * slot] != 0 { slot = (slot + 1) & mask }
        slots[2 * slot] = UInt64(hash) << 32 | UInt64(id + 1)
        slots[2 * slot + 1] = inline
    }

    public mutating func id(of term: String) -> Int32 {
        var term = term
        return term.withUTF8 { id(of: $0) }
    }

    /// The bytes of term `id`.
    func term(_ id: Int) -> ArraySlice<UInt8> { bytes[Int(starts[id])..<Int(starts[id + 1])] }

    /// The hash that picks a term's shard: FNV-1a of its bytes, but for a stem term (`~`
    /// and the stem) FNV-1a of the stem, so that it shares a shard with the word the stem
    /// spells: a query word that is its own stem loads one shard for both. `search.js`
    /// computes the same.
    @inline(__always)
    static func hash(_ term: UnsafeBufferPointer<UInt8>) -> UInt32 {
        term.first == Stemmer.prefix ? fnv1a(term.dropFirst()) : fnv1a(term)
    }

    /// FNV-1a, 32 bits, of the bytes.
    @inline(__always)
    static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    static func slot(_ hash: UInt32, mask: Int) -> Int {
        // FNV's low bits alone cluster on short terms: mix the high ones in.
        Int((hash ^ (hash >> 16)) &* 0x45d9_f3b) & mask
    }

    /// Twice the slots, every term put in again (the newest one too).
    private mutating func grow() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        for id in hashes.indices {
            let inline = term(id).withUnsafeBufferPointer { Self.inline($0) }
            insert(Int32(id), probe: inline == Self.long ? hashes[id] : Self.probe(inline), inline: inline)
        }
    }
}
