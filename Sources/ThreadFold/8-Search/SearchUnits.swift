/// The postings on their way from the merge to the term shards, split into `count`
/// units by term hash (a unit holds whole shards: those whose number is the unit's
/// modulo `count`). They come in document order, so each unit's stream is that order
/// too: per posting the gap from the unit's previous document and the term's number in
/// `vocabulary` (varints), and the BM25 weight (a byte). Past `budget` bytes the streams
/// are written to one spill file (with where each unit's part starts) and begun again.
///
/// One thread at a time adds (the merge's postings task). Streams are bytes behind
/// pointers: adding a posting is a few stores.
final class SearchUnits: @unchecked Sendable {
    let count: Int
    let vocabulary: SearchVocabulary
    let spill: SearchSpill
    let budget: Int
    /// Per buffer, each of its terms' unit: a small table (two bytes a term) that stays in
    /// cache, where the vocabulary's hashes, read a posting at a time, did not.
    private let unitsOfTerms: [[UInt16]]
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
        let ends = vocabulary.bases.dropFirst() + [vocabulary.hashes.count]
        unitsOfTerms = zip(vocabulary.bases, ends).map { base, end in
            vocabulary.hashes[base..<end].map { UInt16(Int($0) & (count - 1)) }
        }
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
    /// `buffer`).
    func add(_ postings: ArraySlice<UInt8>, document: Int, buffer: Int, length: Int, averageLength: Int) {
        let base = vocabulary.bases[buffer]
        // Most frequencies are 1 to 3: their weights once per document.
        let common = (
            SearchCodec.weight(frequency: 1, length: length, averageLength: averageLength),
            SearchCodec.weight(frequency: 2, length: length, averageLength: averageLength),
            SearchCodec.weight(frequency: 3, length: length, averageLength: averageLength)
        )
        var added = 0
        postings.withUnsafeBufferPointer { postings in
            unitsOfTerms[buffer].withUnsafeBufferPointer { units in
                var i = 0
                while i < postings.count {
                    let local = SearchCodec.readVarint(postings, at: &i)
                    let frequency = SearchCodec.readVarint(postings, at: &i)
                    let unit = Int(units[local])
                    let term = base + local
                    let weight =
                        switch frequency {
                        case 1: common.0
                        case 2: common.1
                        case 3: common.2
                        default: SearchCodec.weight(frequency: frequency, length: length, averageLength: averageLength)
                        }
                    added += append(document - last[unit], term, weight, to: streams + unit)
                    last[unit] = document
                }
            }
        }
        held += added
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
        n += Self.put(term, out + n)
        out[n] = UInt8(weight)
        stream.pointee.count += n + 1
        return n + 1
    }

    @inline(__always)
    private static func put(_ value: Int, _ out: UnsafeMutablePointer<UInt8>) -> Int {
        var rest = UInt(value)
        var n = 0
        while rest >= 0x80 {
            out[n] = UInt8(truncatingIfNeeded: rest) | 0x80
            n += 1
            rest >>= 7
        }
        out[n] = UInt8(rest)
        return n + 1
    }

    func flushIfFull() throws(BuildError) {
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

    /// Every piece of `unit`'s stream, in order: the spilled parts, then the one held.
    func pieces(_ unit: Int) throws(BuildError) -> [[UInt8]] {
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
}
