/// What one indexing worker gathers, a thread at a time: its terms as integers
/// (`TermTable`), each document's place and record (what a result shows, as escaped JSON
/// but for its link), and postings `(term, document, frequency)` as varints, split into
/// `partitions` by term hash. Past its share of the memory budget it spills postings and
/// records to files (`SearchCollector` names them) and starts again empty, so memory
/// follows the budget and the vocabulary, not the archive.
final class SearchBuffer: @unchecked Sendable {
    static let partitions = 16

    struct Document {
        var instant: Double
        var key: ThreadKey
        var position: Int32
        var length: Int32
        /// Which record segment holds it (spilled ones first, then the one in memory) and where.
        var segment: Int32
        var offset: UInt32
        var size: UInt32
    }

    let number: Int
    let budget: Int
    let spill: SearchSpill
    /// The terms and the counting scratch (taken out while a thread is indexed, so the hot
    /// loop works on a local value: no exclusivity checks or copies per token).
    var counter = TermCounter()
    var terms: TermTable { counter.terms }
    var documents: [Document] = []
    /// The record segment being filled; `recordSegments` earlier ones are in files.
    var records: [UInt8] = []
    var recordSegments = 0
    var postings = Array(repeating: [UInt8](), count: partitions)
    /// Spill files of each partition's postings, in the order written.
    var postingFiles = Array(repeating: [String](), count: partitions)
    var postingCount = 0
    private var postingBytes = 0

    init(number: Int, budget: Int, spill: SearchSpill) {
        self.number = number
        self.budget = budget
        self.spill = spill
    }

    /// Adds one document: its body's tokens plus `extra` (the title's), `fields` (user
    /// and category terms, counted once and not in its length) and its record.
    func add(
        text: [UInt8], extra: [Int32], fields: [Int32], record: [UInt8], instant: Double, key: ThreadKey, position: Int,
        counter: inout TermCounter
    ) throws(BuildError) {
        let serial = Int32(documents.count)
        counter.documentTerms.removeAll(keepingCapacity: true)
        var length = 0
        text.withUnsafeBufferPointer { text in
            SearchTokenizer.forEachToken(utf8: text) { token in
                counter.count(counter.terms.id(of: token), serial: serial)
                length += 1
            }
        }
        for id in extra { counter.count(id, serial: serial) }
        length += extra.count
        for id in fields { counter.count(id, serial: serial) }
        for id in counter.documentTerms {
            let partition = Int(counter.terms.hashes[Int(id)]) & (Self.partitions - 1)
            SearchCodec.appendVarint(Int(id), to: &postings[partition])
            SearchCodec.appendVarint(Int(serial), to: &postings[partition])
            SearchCodec.appendVarint(Int(counter.frequency[Int(id)]), to: &postings[partition])
            postingBytes += 6
        }
        postingCount += counter.documentTerms.count
        documents.append(
            Document(
                instant: instant, key: key, position: Int32(position), length: Int32(length), segment: Int32(recordSegments),
                offset: UInt32(records.count), size: UInt32(record.count)))
        records += record
        if postingBytes > budget / 2 { try spillPostings() }
        if records.count > budget / 2 { try spillRecords() }
    }

    private func spillPostings() throws(BuildError) {
        for partition in 0..<Self.partitions where !postings[partition].isEmpty {
            let name = "p\(number)-\(partition)-\(postingFiles[partition].count)"
            try spill.write(postings[partition], name: name)
            postingFiles[partition].append(name)
            postings[partition] = []
        }
        postingBytes = 0
    }

    private func spillRecords() throws(BuildError) {
        try spill.write(records, name: recordFile(recordSegments))
        records = []
        recordSegments += 1
    }

    func recordFile(_ segment: Int) -> String { "d\(number)-\(segment)" }

    /// The bytes of record segment `segment` (read back when it was spilled).
    func segment(_ segment: Int) throws(BuildError) -> [UInt8] {
        segment == recordSegments ? records : try spill.read(recordFile(segment))
    }

    /// Every posting of `partition`: the spilled pieces, then the one in memory.
    func postingPieces(_ partition: Int) throws(BuildError) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        for name in postingFiles[partition] { pieces.append(try spill.read(name)) }
        pieces.append(postings[partition])
        return pieces
    }
}

/// A worker's terms and, per term, the last document that counted it and its frequency
/// there: a document's term frequencies without a dictionary per document.
struct TermCounter {
    var terms = TermTable()
    var lastSeen: [Int32] = []
    var frequency: [Int32] = []
    /// The current document's distinct terms, in the order first seen.
    var documentTerms: [Int32] = []

    mutating func count(_ id: Int32, serial: Int32) {
        let index = Int(id)
        if index >= lastSeen.count {
            lastSeen += Array(repeating: -1, count: index + 1 - lastSeen.count + 1024)
            frequency += Array(repeating: 0, count: lastSeen.count - frequency.count)
        }
        if lastSeen[index] != serial {
            lastSeen[index] = serial
            frequency[index] = 1
            documentTerms.append(id)
        } else {
            frequency[index] += 1
        }
    }
}
