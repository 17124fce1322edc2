/// A worker's terms and, per term, the last document that counted it and its frequency
/// there (side by side: one cache line per token): a document's term frequencies
/// without a dictionary per document.
public struct TermCounter: Sendable {
    /// What a buffer holds while its counter is taken out: shared, never written, so
    /// taking a counter out allocates no tables.
    public static let placeholder = TermCounter()
    public var terms = TermTable()
    /// Per term id: `(last document << 32) | frequency`.
    private let seen = SeenTerms()
    /// The current document's distinct terms, in the order first seen.
    var documentTerms: [Int32] = []
    /// Where a document's postings are encoded before they are added in one piece.
    private var scratch: [UInt8] = []
    /// Each author's `u:` term, by name as given.
    private var authors = AuthorTerms()
    /// Per term id: the id of its stem's term (`~` and the stem), `noStem` when the stemmer
    /// leaves it alone, `unknown` before it was asked: each term is stemmed once a worker.
    private var stems: [Int32] = []
    private static let unknown = Int32.min
    private static let noStem: Int32 = -1

    /// The term of `id`'s stem under `stemmer`, added when new; nil when it has none.
    @inline(__always)
    mutating func stemTerm(of id: Int32, _ stemmer: Stemmer) -> Int32? {
        let index = Int(id)
        if index < stems.count {
            let known = stems[index]
            if known != Self.unknown { return known == Self.noStem ? nil : known }
        } else {
            stems += repeatElement(Self.unknown, count: max(1024, index + 1 - stems.count, stems.count))
        }
        var term = [Stemmer.prefix]
        let stem = terms.term(index).withUnsafeBufferPointer { stemmer.stem($0) }
        let found: Int32
        if let stem {
            term += stem
            found = term.withUnsafeBufferPointer { terms.id(of: $0) }
        } else {
            found = Self.noStem
        }
        stems[index] = found
        return stem == nil ? nil : found
    }

    /// `u:` and the author's folded name.
    public mutating func authorTerm(_ author: String) -> Int32 {
        authors.term(of: author, in: &terms)
    }

    /// The current document's postings, `(term, frequency)` varint pairs.
    mutating func appendPostings(to out: inout [UInt8]) {
        var bytes: [UInt8] = []
        swap(&bytes, &scratch)
        defer { swap(&bytes, &scratch) }
        let needed = documentTerms.count * 8
        if bytes.count < needed { bytes = [UInt8](repeating: 0, count: needed * 2) }
        bytes.withUnsafeMutableBufferPointer { bytes in
            var n = 0
            for id in documentTerms {
                Self.put(UInt32(bitPattern: id), into: bytes, at: &n)
                Self.put(UInt32(min(frequency(id), 0xFFFF)), into: bytes, at: &n)
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<n]))
        }
    }

    @inline(__always)
    private static func put(_ value: UInt32, into out: UnsafeMutableBufferPointer<UInt8>, at n: inout Int) {
        var rest = value
        while rest >= 0x80 {
            out[n] = UInt8(truncatingIfNeeded: rest) | 0x80
            n &+= 1
            rest &>>= 7
        }
        out[n] = UInt8(truncatingIfNeeded: rest)
        n &+= 1
    }

    mutating func count(_ id: Int32, serial: Int32) {
        let index = Int(id)
        if index >= seen.capacity { seen.grow(toHold: index) }
        let mark = UInt64(UInt32(bitPattern: serial)) << 32
        let entry = seen.entries[index]
        if entry & 0xFFFF_FFFF_0000_0000 != mark {
            seen.entries[index] = mark | 1
            documentTerms.append(id)
        } else {
            seen.entries[index] = entry + 1
        }
    }

    /// Counts `id` as found in the document without adding to its frequency: a term of
    /// the thread's title. A term only marked has frequency 0 (its posting's weight 0,
    /// "title only"); one the body counts too has the body's frequency.
    mutating func mark(_ id: Int32, serial: Int32) {
        let index = Int(id)
        if index >= seen.capacity { seen.grow(toHold: index) }
        let mark = UInt64(UInt32(bitPattern: serial)) << 32
        if seen.entries[index] & 0xFFFF_FFFF_0000_0000 != mark {
            seen.entries[index] = mark
            documentTerms.append(id)
        }
    }

    func frequency(_ id: Int32) -> Int { Int(seen.entries[Int(id)] & 0xFFFF_FFFF) }
}

/// Per term id: `(last document << 32) | frequency` (all ones before a term is seen),
/// behind a pointer: written once per token, where an array's write checked that it was
/// not shared and that the index was in range. One worker at a time uses a counter's
/// (the shared `placeholder`'s is never written), hence the unchecked `Sendable`.
final class SeenTerms: @unchecked Sendable {
    private(set) var entries: UnsafeMutablePointer<UInt64>
    private(set) var capacity = 1024

    init() {
        entries = .allocate(capacity: capacity)
        entries.initialize(repeating: .max, count: capacity)
    }

    deinit { entries.deallocate() }

    /// Room for term `id` and more.
    func grow(toHold id: Int) {
        let larger = max(capacity * 2, id + 1024)
        let moved = UnsafeMutablePointer<UInt64>.allocate(capacity: larger)
        moved.moveInitialize(from: entries, count: capacity)
        (moved + capacity).initialize(repeating: .max, count: larger - capacity)
        entries.deallocate()
        entries = moved
        capacity = larger
    }
}
