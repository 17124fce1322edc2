/// A run: documents of one buffer sorted into index order (oldest first, then thread id,
/// then place in the thread), each entry holding all the index needs of it, so that
/// the writer merges runs as streams and never holds a table of every document. A
/// buffer writes a run to a spill file when it passes its share of the memory budget,
/// and its last one in memory at the end.
///
/// An entry: the thread's number in `IndexedThreads` (varint), the time (8 bytes, the
/// `Double`'s bits), position in the thread, token count, record size (varints), the
/// record, postings size (varint) and the postings: `(term id, frequency)` varint pairs.
struct SearchRun: Sendable {
    /// The buffer whose term ids the postings use.
    let buffer: Int
    let documents: Int
    let byteCount: Int
    /// Where the bytes are: a spill file, or held.
    let file: String?
    let held: [UInt8]
    /// A run read back from a shard's part (`SearchPartReader`) numbers its threads from
    /// 0 to `threadCount`; the merge numbers them from `threadBase` on.
    var threadBase = 0
    var threadCount = Int.max

    static func appendEntry(
        _ document: SearchBuffer.Document, records: UnsafeBufferPointer<UInt8>, postings: UnsafeBufferPointer<UInt8>,
        to out: inout [UInt8]
    ) {
        SearchCodec.appendVarint(Int(document.thread), to: &out)
        withUnsafeBytes(of: document.instant.bitPattern.littleEndian) { out.append(contentsOf: $0) }
        SearchCodec.appendVarint(Int(document.position), to: &out)
        SearchCodec.appendVarint(Int(document.length), to: &out)
        SearchCodec.appendVarint(Int(document.recordSize), to: &out)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: records[Int(document.record)..<Int(document.record + document.recordSize)]))
        SearchCodec.appendVarint(Int(document.postingsSize), to: &out)
        out.append(
            contentsOf: UnsafeBufferPointer(rebasing: postings[Int(document.postings)..<Int(document.postings + document.postingsSize)]))
    }

    /// `(instant, key, position)`, the index's order: a total one (a thread's positions
    /// differ, and thread ids are unique), so runs merge the same whatever their number.
    static func precedes(_ a: SearchBuffer.Document, _ b: SearchBuffer.Document) -> Bool {
        if a.instant != b.instant { return a.instant < b.instant }
        if a.key != b.key { return a.key < b.key }
        return a.position < b.position
    }
}

/// Reads a run's entries in order, a window of its file at a time.
struct SearchRunReader {
    struct Entry {
        var instant: Double
        var thread: Int
        var position: Int
        var length: Int
        var record: ArraySlice<UInt8>
        var postings: ArraySlice<UInt8>
    }

    let run: SearchRun
    let spill: SearchSpill
    /// Bytes read from the file at a time (more when one entry needs more).
    let window: Int
    private var bytes: [UInt8]
    /// File offset of `bytes[0]`, and the next entry's place in `bytes`.
    private var base = 0
    private var cursor = 0
    private var read = 0
    private(set) var current: Entry?

    init(_ run: SearchRun, spill: SearchSpill, window: Int) throws(IndexError) {
        self.run = run
        self.spill = spill
        self.window = window
        bytes = run.file == nil ? run.held : []
        try advance()
    }

    /// Moves to the next entry (nil past the last). Every length is checked against the
    /// bytes there: a spill file cut short or overwritten is reported, never read past.
    mutating func advance() throws(IndexError) {
        guard read < run.documents else {
            current = nil
            return
        }
        read += 1
        try ensure(5 + 8 + 4 * 10)
        guard let thread = varint(), cursor + 8 <= bytes.count else { throw damaged("an entry ends early") }
        guard thread < run.threadCount else { throw damaged("a thread number out of range") }
        let bits = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: cursor, as: UInt64.self) }
        cursor += 8
        guard let position = varint(), let length = varint(), let recordSize = varint(), recordSize <= run.byteCount else {
            throw damaged("an entry's sizes are cut or out of range")
        }
        try ensure(recordSize + 10)
        guard cursor + recordSize <= bytes.count else { throw damaged("a record ends past the file") }
        let record = bytes[cursor..<(cursor + recordSize)]
        cursor += recordSize
        guard let postingsSize = varint(), postingsSize <= run.byteCount else { throw damaged("a postings size is cut or out of range") }
        try ensure(postingsSize)
        guard cursor + postingsSize <= bytes.count else { throw damaged("postings end past the file") }
        let postings = bytes[cursor..<(cursor + postingsSize)]
        cursor += postingsSize
        current = Entry(
            instant: Double(bitPattern: UInt64(littleEndian: bits)), thread: run.threadBase + thread, position: position, length: length,
            record: record, postings: postings)
    }

    /// A varint of at most ten bytes, all in the window; nil otherwise (or when negative).
    private mutating func varint() -> Int? {
        let value = bytes.withUnsafeBufferPointer { SearchCodec.readVarint($0, at: &cursor, end: $0.count) }
        guard let value, value >= 0 else { return nil }
        return value
    }

    func damaged(_ detail: String) -> IndexError {
        .damaged(path: run.file.map(spill.path) ?? "(in memory)", detail: "run of buffer \(run.buffer), entry \(read): \(detail)")
    }

    /// At least `count` bytes from the cursor in the window (fewer only at the run's end);
    /// slices already handed out keep the old window alive as long as they need it.
    private mutating func ensure(_ count: Int) throws(IndexError) {
        guard let file = run.file, cursor + count > bytes.count, base + bytes.count < run.byteCount else { return }
        let start = base + cursor
        let want = min(max(count, window), run.byteCount - start)
        bytes = try spill.read(file, offset: start, count: want)
        base = start
        cursor = 0
    }
}
