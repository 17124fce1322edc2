/// What one indexing worker gathers, a thread at a time: its terms as integers
/// (`TermTable`), and per document its place in the index's order, its record (what a
/// result shows, as escaped JSON but for its link) and its postings `(term, frequency)`
/// as varints. Past its share of the memory budget it sorts what it holds into a run
/// (`SearchRun`), spills it and starts again empty, so memory follows the budget and the
/// vocabulary, not the archive.
public final class SearchBuffer: @unchecked Sendable {
    struct Document {
        var instant: Double
        var key: String
        /// The thread's number in `IndexedThreads`.
        var thread: Int32
        var position: Int32
        var length: Int32
        var record: UInt32
        var recordSize: UInt32
        var postings: UInt32
        var postingsSize: UInt32
    }

    /// What a document costs in memory beyond its bytes (the table entry), for the budget.
    static let documentCost = MemoryLayout<Document>.stride

    public let number: Int
    /// This buffer's share of the budget, which falls as more buffers are made.
    let share: SearchShare
    let spill: SearchSpill
    public let threads: IndexedThreads
    /// The stemmer whose stems are indexed beside the words (`~` and the stem), if any.
    let stemmer: Stemmer?
    /// The terms and the counting scratch (taken out while a thread is indexed, so the hot
    /// loop works on a local value: no exclusivity checks or copies per token).
    public var counter = TermCounter()
    var terms: TermTable { counter.terms }
    /// Room for one comment's text and record (taken out like `counter`).
    public var scratch = DocumentScratch()
    var documents: [Document] = []
    public var records: [UInt8] = []
    var postings: [UInt8] = []
    /// The runs spilled so far.
    private(set) var runs: [SearchRun] = []
    private var spilling: [UInt8] = []
    /// Over every document indexed: their count, tokens and postings.
    private(set) var documentCount = 0
    private(set) var tokenCount = 0
    private(set) var postingCount = 0

    init(number: Int, share: SearchShare, spill: SearchSpill, threads: IndexedThreads, stemmer: Stemmer?) {
        self.number = number
        self.stemmer = stemmer
        self.share = share
        self.spill = spill
        self.threads = threads
    }

    /// Adds one document: its body's tokens (their frequencies and its length), `extra`
    /// (its thread's title's terms: found, but neither counted nor in its length, so a
    /// term only the title holds gets frequency 0, the weight "title only"), its `author`
    /// and `category` terms (counted once and not in its length), and its record, which
    /// the caller has just appended to `records` from `recordStart`.
    public func add(
        text: UnsafeBufferPointer<UInt8>, extra: [Int32], author: Int32, category: Int32?, recordStart: Int, instant: Double,
        key: String, thread: Int32, position: Int, counter: inout TermCounter
    ) throws(IndexError) {
        let serial = Int32(truncatingIfNeeded: documentCount)
        counter.documentTerms.removeAll(keepingCapacity: true)
        var length = 0
        let stemmer = self.stemmer
        SearchTokenizer.forEachToken(utf8: text) { token in
            let id = counter.terms.id(of: token)
            counter.count(id, serial: serial)
            if let stemmer, let stem = counter.stemTerm(of: id, stemmer) { counter.count(stem, serial: serial) }
            length += 1
        }
        for id in extra {
            counter.mark(id, serial: serial)
            if let stemmer, let stem = counter.stemTerm(of: id, stemmer) { counter.mark(stem, serial: serial) }
        }
        counter.count(author, serial: serial)
        if let category { counter.count(category, serial: serial) }
        let postingsStart = postings.count
        counter.appendPostings(to: &postings)
        documents.append(
            Document(
                instant: instant, key: key, thread: thread, position: Int32(position), length: Int32(length), record: UInt32(recordStart),
                recordSize: UInt32(records.count - recordStart), postings: UInt32(postingsStart),
                postingsSize: UInt32(postings.count - postingsStart)))
        documentCount += 1
        tokenCount += length
        postingCount += counter.documentTerms.count
        // Half the share: a run is written from a copy of what is held.
        if records.count + postings.count + documents.count * Self.documentCost > share.bytes / 2 { try spillRun() }
    }

    /// What is held, sorted into a run: its entries appended to `bytes`.
    private func sortedRun(into bytes: inout [UInt8]) {
        bytes.reserveCapacity(records.count + postings.count + documents.count * 24)
        // Through buffer pointers, taken once: not an access to this object's arrays (and
        // their checks) per comparison and entry.
        documents.withUnsafeBufferPointer { documents in
            let order = documents.indices.sorted { SearchRun.precedes(documents[$0], documents[$1]) }
            records.withUnsafeBufferPointer { records in
                postings.withUnsafeBufferPointer { postings in
                    for index in order { SearchRun.appendEntry(documents[index], records: records, postings: postings, to: &bytes) }
                }
            }
        }
    }

    /// Spills what is held. The arrays, and the one the run is written from, keep their
    /// room for the next run: growing them again from nothing touched every page anew.
    private func spillRun() throws(IndexError) {
        sortedRun(into: &spilling)
        let name = "r\(number)-\(runs.count)"
        try spill.write(spilling, name: name)
        runs.append(SearchRun(buffer: number, documents: documents.count, byteCount: spilling.count, file: name, held: []))
        spilling.removeAll(keepingCapacity: true)
        documents.removeAll(keepingCapacity: true)
        records.removeAll(keepingCapacity: true)
        postings.removeAll(keepingCapacity: true)
    }

    /// Frees the terms (once the writer has its `SearchVocabulary`): the lookup table and
    /// counting scratch are no longer needed.
    func releaseTerms() {
        counter = TermCounter()
    }

    /// Every run of this buffer, the one still in memory last; the buffer is left empty.
    func finish() -> [SearchRun] {
        var bytes: [UInt8] = []
        sortedRun(into: &bytes)
        let last = SearchRun(buffer: number, documents: documents.count, byteCount: bytes.count, file: nil, held: bytes)
        spilling = []
        documents = []
        records = []
        postings = []
        return last.documents == 0 ? runs : runs + [last]
    }
}

/// A worker's room for one document at a time, kept from document to document (taken out
/// of its buffer like `counter`): its text, and any bytes the caller builds its record in.
public struct DocumentScratch: Sendable {
    public var text: [UInt8] = []
    public var before: [UInt8] = []

    public init() {}
}
