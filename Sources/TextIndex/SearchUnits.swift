import Foundation

/// The postings on their way from the merge to the term shards, split into `count`
/// units by term hash (a unit holds whole shards: those whose number is the unit's
/// modulo `count`). They come in document order, so each unit's stream is that order
/// too: per posting the gap from the unit's previous document and the term's number in
/// its unit (varints), and the BM25 weight (a byte). Past `budget` bytes the streams
/// are written to one spill file (with where each unit's part starts) and begun again.
///
/// One thread at a time adds (the merge's postings task). Streams are bytes behind
/// pointers: adding a posting is a few stores.
final class SearchUnits: @unchecked Sendable {
    let count: Int
    let vocabulary: SearchVocabulary
    let spill: SearchSpill
    let budget: Int
    /// Per unit, its distinct terms by their number in it: each one's number in
    /// `vocabulary` (its bytes and hash). A term several buffers saw is numbered once, so
    /// the writer needs no lookup by bytes, and the numbers are small (short varints).
    let terms: [[Int32]]
    /// Per term of `vocabulary`, its unit and its number there: `number << unitBits | unit`.
    private let places: [UInt32]
    private let unitBits: Int
    /// Per unit its stream and the document of its last posting.
    private let streams: UnsafeMutablePointer<Stream>
    private let last: UnsafeMutablePointer<Int>
    private var held = 0
    /// Each spill file and where every unit's part of it starts (`count + 1` offsets).
    private var flushed: [(name: String, starts: [Int])] = []

    private struct Stream {
        var base = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        var count = 0
        var capacity = 256
    }

    init(count: Int, vocabulary: SearchVocabulary, spill: SearchSpill, budget: Int) {
        self.count = count
        self.vocabulary = vocabulary
        self.spill = spill
        self.budget = budget
        unitBits = count.trailingZeroBitCount
        (places, terms) = vocabulary.numbered(units: count)
        streams = .allocate(capacity: count)
        for unit in 0..<count { (streams + unit).initialize(to: Stream()) }
        last = .allocate(capacity: count)
        last.initialize(repeating: 0, count: count)
    }

    deinit {
        for unit in 0..<count { streams[unit].base.deallocate() }
        streams.deallocate()
        last.deallocate()
    }

    /// One document's postings (`(term, frequency)` varint pairs of the terms of
    /// `buffer`); false when they are not such pairs (a damaged run), and then nothing of
    /// the document may be used.
    func add(_ postings: ArraySlice<UInt8>, document: Int, buffer: Int, length: Int, averageLength: Int) -> Bool {
        let base = vocabulary.bases[buffer]
        let terms = vocabulary.termCount(buffer)
        // Most frequencies are 1 to 3: their weights once per document.
        let common = (
            SearchCodec.weight(frequency: 1, length: length, averageLength: averageLength),
            SearchCodec.weight(frequency: 2, length: length, averageLength: averageLength),
            SearchCodec.weight(frequency: 3, length: length, averageLength: averageLength)
        )
        var added = 0
        let unitMask = count - 1
        let whole = postings.withUnsafeBufferPointer { postings in
            places.withUnsafeBufferPointer { places in
                var i = 0
                while i < postings.count {
                    guard let term = SearchCodec.readVarint(postings, at: &i, end: postings.count), term >= 0, term < terms,
                        let frequency = SearchCodec.readVarint(postings, at: &i, end: postings.count), frequency >= 0
                    else { return false }
                    let place = Int(places[base &+ term])
                    let unit = place & unitMask
                    let weight =
                        switch frequency {
                        case 1: common.0
                        case 2: common.1
                        case 3: common.2
                        default: SearchCodec.weight(frequency: frequency, length: length, averageLength: averageLength)
                        }
                    added &+= append(document &- last[unit], place &>> unitBits, weight, to: streams + unit)
                    last[unit] = document
                }
                return true
            }
        }
        held += added
        return whole
    }

    /// One posting's bytes at the end of `stream`; returns how many.
    @inline(__always)
    private func append(_ gap: Int, _ term: Int, _ weight: Int, to stream: UnsafeMutablePointer<Stream>) -> Int {
        if stream.pointee.count + 24 > stream.pointee.capacity {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: stream.pointee.capacity * 2)
            larger.initialize(from: stream.pointee.base, count: stream.pointee.count)
            stream.pointee.base.deallocate()
            stream.pointee.base = larger
            stream.pointee.capacity *= 2
        }
        let out = stream.pointee.base + stream.pointee.count
        var n = Self.put(gap, out)
        n &+= Self.put(term, out + n)
        out[n] = UInt8(truncatingIfNeeded: weight)
        stream.pointee.count &+= n &+ 1
        return n &+ 1
    }

    /// A varint, with wrapping arithmetic (as `SearchCodec.readVarint`).
    @inline(__always)
    private static func put(_ value: Int, _ out: UnsafeMutablePointer<UInt8>) -> Int {
        var rest = UInt(bitPattern: value)
        var n = 0
        while rest >= 0x80 {
            out[n] = UInt8(truncatingIfNeeded: rest) | 0x80
            n &+= 1
            rest &>>= 7
        }
        out[n] = UInt8(truncatingIfNeeded: rest)
        return n &+ 1
    }

    func flushIfFull() throws(IndexError) {
        guard held > budget else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(held)
        var starts: [Int] = []
        for unit in 0..<count {
            starts.append(bytes.count)
            bytes.append(contentsOf: UnsafeBufferPointer(start: streams[unit].base, count: streams[unit].count))
            streams[unit].count = 0
        }
        starts.append(bytes.count)
        let name = "u\(flushed.count)"
        try spill.write(bytes, name: name)
        flushed.append((name, starts))
        held = 0
    }

    /// The spill files written, for a message (the units are damaged in one of them).
    var spillPaths: String { flushed.isEmpty ? "(the units in memory)" : flushed.map { spill.path($0.name) }.joined(separator: ", ") }

    /// Every piece of `unit`'s stream, in order: the spilled parts, then the one held.
    func pieces(_ unit: Int) throws(IndexError) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        for (name, starts) in flushed where starts[unit + 1] > starts[unit] {
            pieces.append(try spill.read(name, offset: starts[unit], count: starts[unit + 1] - starts[unit]))
        }
        pieces.append(Array(UnsafeBufferPointer(start: streams[unit].base, count: streams[unit].count)))
        return pieces
    }
}

/// Every buffer's terms in one numbering (buffer after buffer: `bases` gives where each
/// starts), so the writer finds a term's bytes and hash from one number.
struct SearchVocabulary: Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [UInt32] = [0]
    private(set) var hashes: [UInt32] = []
    private(set) var bases: [Int] = []

    init(_ tables: [TermTable]) {
        for table in tables {
            bases.append(hashes.count)
            hashes += table.hashes
            for id in 0..<table.count {
                bytes += table.term(id)
                starts.append(UInt32(bytes.count))
            }
        }
    }

    /// Terms already in one numbering (read back from shards' parts: `SearchPartReader`).
    init(bytes: [UInt8], starts: [UInt32], hashes: [UInt32], bases: [Int]) {
        (self.bytes, self.starts, self.hashes, self.bases) = (bytes, starts, hashes, bases)
    }

    /// How many terms buffer `buffer` numbered.
    func termCount(_ buffer: Int) -> Int { (buffer + 1 < bases.count ? bases[buffer + 1] : hashes.count) - bases[buffer] }

    /// The bytes of term `number`.
    func term(_ number: Int) -> ArraySlice<UInt8> { bytes[Int(starts[number])..<Int(starts[number + 1])] }

    /// Whether term `a`'s bytes come before term `b`'s (a shard's terms are written in this
    /// order): `memcmp`, where comparing the slices went through a generic loop.
    func precedes(_ a: Int, _ b: Int) -> Bool {
        let (startA, countA) = (Int(starts[a]), Int(starts[a + 1] - starts[a]))
        let (startB, countB) = (Int(starts[b]), Int(starts[b + 1] - starts[b]))
        let order = bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + startA, $0.baseAddress! + startB, min(countA, countB)) }
        return order != 0 ? order < 0 : countA < countB
    }

    /// The stem terms (`~` and a stem) that one distinct word of the index alone stems to
    /// under `stemmer`, each to that word, both by their first number here (as
    /// `SearchUnits.terms` gives them). Such a stem term's postings are that word's: a
    /// document holds the stem term exactly when it holds a word of the stem, and as often
    /// (`SearchBuffer.add` counts or marks both for every token and title term), so the
    /// writer stores it as an alias. `distinct` is every distinct term (`numbered`'s
    /// `terms`); any other term counts as a form too (an author's `u:` term stems, if at
    /// all, to no word's stem), which can only keep postings that could have been an alias.
    func stemAliases(_ stemmer: Stemmer, distinct: [[Int32]]) -> [Int32: Int32] {
        var forms: [[UInt8]: (count: Int, word: Int32)] = [:]
        var stemTerms: [Int32] = []
        bytes.withUnsafeBufferPointer { bytes in
            for number in distinct.joined() {
                let (start, end) = (Int(starts[Int(number)]), Int(starts[Int(number) + 1]))
                if start < end && bytes[start] == Stemmer.prefix {
                    stemTerms.append(number)
                } else if let stem = stemmer.stem(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
                    forms[stem, default: (0, number)].count += 1
                }
            }
        }
        var aliases: [Int32: Int32] = [:]
        for number in stemTerms {
            if let form = forms[Array(term(Int(number)).dropFirst())], form.count == 1 { aliases[number] = form.word }
        }
        return aliases
    }

    /// Each unit's distinct terms numbered from 0 (a power of two `units`; a term's unit is
    /// its hash modulo `units`): per term its place, `number << log2(units) | unit`, and
    /// per unit its terms by number, each as its first number here. Terms are told apart
    /// through a table of numbers only (the bytes are read from here), four bytes a slot.
    /// A place fits 32 bits while a unit holds under 2^22 terms (4 billion in all).
    func numbered(units: Int) -> (places: [UInt32], terms: [[Int32]]) {
        let unitBits = units.trailingZeroBitCount
        var places = [UInt32](repeating: 0, count: hashes.count)
        var terms = [[Int32]](repeating: [], count: units)
        var capacity = 16
        while capacity < 2 * hashes.count { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        for number in hashes.indices {
            let hash = hashes[number]
            var slot = TermTable.slot(hash, mask: capacity - 1)
            while slots[slot] >= 0 && !(hashes[Int(slots[slot])] == hash && term(Int(slots[slot])) == term(number)) {
                slot = (slot + 1) & (capacity - 1)
            }
            if slots[slot] >= 0 {
                places[number] = places[Int(slots[slot])]
                continue
            }
            slots[slot] = Int32(number)
            let unit = Int(hash) & (units - 1)
            places[number] = UInt32(terms[unit].count << unitBits | unit)
            terms[unit].append(Int32(number))
        }
        return (places, terms)
    }
}
