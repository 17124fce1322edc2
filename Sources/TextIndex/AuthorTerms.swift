/// Each author's `u:` term id, found by the name as given: every comment looks its
/// author up, authors are many (66,686 on the 1M-comment benchmark) and come in no
/// order, so most lookups miss the cache. A slot holds the name itself (up to 23 bytes)
/// beside its hash and term: one cache line a lookup, where a `TermTable` reads the
/// slot, then where the term starts, then its bytes. A longer name is kept in `long`.
struct AuthorTerms {
    /// Four words a slot: `hash << 32 | term + 1` (0 when empty), then the name's bytes
    /// with its length in the last byte, or for a long name its place in `long` and 0xFF.
    private var slots: [UInt64] = Array(repeating: 0, count: 4 * 256)
    private var long: [UInt8] = []
    private var count = 0
    private static let longMark: UInt8 = 0xFF

    /// The `u:` term of `author` (its folded name), added to `terms` when new.
    mutating func term(of author: String, in terms: inout TermTable) -> Int32 {
        var name = author
        return name.withUTF8 { name in
            let hash = TermTable.fnv1a(name)
            if let term = find(name, hash: hash) { return term }
            let term = terms.id(of: "u:" + SearchTokenizer.fold(author))
            insert(name, hash: hash, term: term)
            return term
        }
    }

    private func find(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int32? {
        slots.withUnsafeBufferPointer { slots in
            let mask = slots.count / 4 - 1
            var slot = Self.slot(hash, mask: mask)
            while true {
                let head = slots[4 * slot]
                if head == 0 { return nil }
                if UInt32(truncatingIfNeeded: head >> 32) == hash && holds(slots, at: slot, name) {
                    return Int32(truncatingIfNeeded: head & 0xFFFF_FFFF) - 1
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Whether the slot's name is `name`.
    private func holds(_ slots: UnsafeBufferPointer<UInt64>, at slot: Int, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: slots[(4 * slot + 1)..<(4 * slot + 4)]))
        if raw[23] != Self.longMark {
            guard Int(raw[23]) == name.count else { return false }
            for k in 0..<name.count where raw[k] != name[k] { return false }
            return true
        }
        let start = Int(slots[4 * slot + 1])
        guard Int(slots[4 * slot + 2]) == name.count else { return false }
        return long.withUnsafeBufferPointer { long in
            for k in 0..<name.count where long[start + k] != name[k] { return false }
            return true
        }
    }

    private mutating func insert(_ name: UnsafeBufferPointer<UInt8>, hash: UInt32, term: Int32) {
        count += 1
        if count * 2 > slots.count / 4 { grow() }
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        if name.count < 24 {
            withUnsafeMutableBytes(of: &words) { raw in
                for k in 0..<name.count { raw[k] = name[k] }
                raw[23] = UInt8(name.count)
            }
        } else {
            words = (UInt64(long.count), UInt64(name.count), UInt64(Self.longMark) << 56)
            long.append(contentsOf: name)
        }
        place(UInt64(hash) << 32 | UInt64(UInt32(bitPattern: term) + 1), words)
    }

    /// A slot's four words into the first free slot from its hash's.
    private mutating func place(_ head: UInt64, _ words: (UInt64, UInt64, UInt64)) {
        let mask = slots.count / 4 - 1
        var slot = Self.slot(UInt32(truncatingIfNeeded: head >> 32), mask: mask)
        while slots[4 * slot] != 0 { slot = (slot + 1) & mask }
        slots[4 * slot] = head
        (slots[4 * slot + 1], slots[4 * slot + 2], slots[4 * slot + 3]) = words
    }

    private static func slot(_ hash: UInt32, mask: Int) -> Int {
        // FNV's low bits alone cluster on short names: mix the high ones in.
        Int((hash ^ (hash >> 16)) &* 0x45d9_f3b) & mask
    }

    /// Twice the slots, every name put in again.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        for slot in stride(from: 0, to: old.count, by: 4) where old[slot] != 0 {
            place(old[slot], (old[slot + 1], old[slot + 2], old[slot + 3]))
        }
    }
}
