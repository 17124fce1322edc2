import Foundation

/// A shard's part of a search index (`build --shard I/N`): what its collector holds at the
/// end, written as files so that `merge` feeds every shard's to the same writer as if they
/// were its own buffers (`SearchPartReader`), and the merged index is the one a single
/// build writes. The files, in one folder:
///
/// - `part.json`, written last: the format (`threadfold-search-part`) and its version,
///   the stemmer, the counts the writer needs (documents, tokens, postings), and every
///   other file with its size, its count of items and its checksum (FNV-1a, 64 bits, hex);
/// - `threads`: every thread indexed, by id (the documents' numbering of them): per thread
///   its id, title and category (stored JSON strings), each a varint length and the bytes;
/// - `t0`: the terms, in the order the documents first use them, each a varint length and
///   the bytes;
/// - `r<k>`: the documents in the index's order (`SearchRun`'s entries, postings in the
///   numbering of `t0`, threads in that of `threads`), cut into runs.
///
/// A part is the same bytes whichever worker indexed what (`SearchCollector.writePart`).
///
/// Nothing of a part is trusted when read back: sizes and checksums are checked before
/// the merge starts, and every length and number again as it is read.
public enum SearchPart {
    public static let manifestName = "part.json"
    static let format = "threadfold-search-part"
    static let version = 1

    struct Manifest: Codable {
        var format: String
        var version: Int
        var stemmer: String?
        var documents: Int
        var tokens: Int
        var postings: Int
        var threads: FileEntry
        var buffers: [Buffer]

        struct Buffer: Codable {
            var terms: FileEntry
            var runs: [FileEntry]
        }

        /// A file of the part: `count` is its threads, terms or documents.
        struct FileEntry: Codable {
            var file: String
            var bytes: Int
            var count: Int
            var checksum: String
        }
    }

    /// FNV-1a, 64 bits, continued over `bytes`.
    static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes, from start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = start
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Bytes read at a time when a file is checked.
    static let window = 1 << 20
}

extension SearchCollector {
    /// Writes what the collector holds as a shard's part (`SearchPart`) through `output`,
    /// in one order whatever worker indexed what, so a shard's part is the same bytes on
    /// any number of cores: the threads by id, the documents in the index's order with
    /// both renumbered, their terms as they first use them (one table), cut into runs of
    /// `SearchPart.runBytes`. The collector's runs are merged as streams; its spill files
    /// are removed, also when it fails, and the collector is left empty.
    public func writePart(to output: any IndexOutput) throws(IndexError) {
        defer { spill.removeAll() }
        let buffers = buffers.sorted { $0.number < $1.number }
        let all = threads.all
        let order = all.indices.sorted { all[$0].id < all[$1].id }
        var threadNumbers = [Int](repeating: 0, count: all.count)
        for (new, old) in order.enumerated() { threadNumbers[old] = new }
        let threadFile = try Self.writeThreads(order.map { all[$0] }, to: output)
        let vocabulary = SearchVocabulary(buffers.map(\.terms))
        var runs: [SearchRun] = []
        for buffer in buffers {
            buffer.releaseTerms()
            runs += buffer.finish()
        }
        var writer = PartRunWriter(
            output: output, limit: SearchPart.runBytes(budget: budget), vocabulary: vocabulary, threadNumbers: threadNumbers,
            buffers: buffers.map(\.number))
        try writer.merge(runs, spill: spill, keys: all.map(\.id), window: TextIndexWriter.window(budget: budget))
        let terms = try writer.writeTerms()
        let manifest = SearchPart.Manifest(
            format: SearchPart.format, version: SearchPart.version, stemmer: stemmer?.rawValue,
            documents: buffers.reduce(0) { $0 + $1.documentCount }, tokens: buffers.reduce(0) { $0 + $1.tokenCount },
            postings: buffers.reduce(0) { $0 + $1.postingCount }, threads: threadFile,
            buffers: [.init(terms: terms, runs: writer.files)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let json: Data
        do { json = try encoder.encode(manifest) } catch { throw .io(path: SearchPart.manifestName, underlying: error) }
        try output.write(SearchPart.manifestName, Array(json) + [0x0A])
    }

    private static func writeThreads(
        _ threads: [IndexedThread], to output: any IndexOutput
    ) throws(IndexError) -> SearchPart.Manifest.FileEntry {
        var bytes: [UInt8] = []
        for thread in threads {
            for field in [Array(thread.id.utf8), thread.title, thread.category] {
                SearchCodec.appendVarint(field.count, to: &bytes)
                bytes += field
            }
        }
        return try SearchPart.write(bytes, name: "threads", count: threads.count, to: output)
    }
}

extension SearchPart {
    /// A part's run files are cut at about this many bytes: a quarter of the budget, from 4 KB
    /// to 16 MB (what the writer holds of them at a time).
    static func runBytes(budget: Int) -> Int { max(1 << 12, min(16 << 20, budget / 4)) }

    static func write(_ bytes: [UInt8], name: String, count: Int, to output: any IndexOutput) throws(IndexError) -> Manifest.FileEntry {
        try output.write(name, bytes)
        return .init(file: name, bytes: bytes.count, count: count, checksum: hex(checksum(bytes)))
    }
}

/// A collector's runs merged into the index's order (as `SearchMerge` does, the smallest of
/// a few readers' entries at a time) and written as a part's runs: threads and terms in
/// the part's numbering, the records as they are.
private struct PartRunWriter {
    let output: any IndexOutput
    let limit: Int
    let vocabulary: SearchVocabulary
    let threadNumbers: [Int]
    /// Buffer numbers, in the vocabulary's order.
    let buffers: [Int]
    /// Per vocabulary number its term's number among the distinct ones (`SearchVocabulary.numbered`),
    /// and per distinct term its number in the part (-1 before a document used it): terms
    /// are numbered as the documents in the index's order first use them, so the numbering
    /// is the same whichever worker indexed what, and frequent terms get short numbers.
    private let distinct: [UInt32]
    private var numbers: [Int32]
    /// Per term of the part, a vocabulary number that spells it.
    private var spellings: [Int32] = []
    private(set) var files: [SearchPart.Manifest.FileEntry] = []
    private var bytes: [UInt8] = []
    private var postings: [UInt8] = []
    private var documents = 0

    init(output: any IndexOutput, limit: Int, vocabulary: SearchVocabulary, threadNumbers: [Int], buffers: [Int]) {
        (self.output, self.limit, self.vocabulary) = (output, limit, vocabulary)
        (self.threadNumbers, self.buffers) = (threadNumbers, buffers)
        let (places, terms) = vocabulary.numbered(units: 1)
        distinct = places
        numbers = [Int32](repeating: -1, count: terms[0].count)
    }

    /// The part's terms, `t0`, once the runs are written.
    func writeTerms() throws(IndexError) -> SearchPart.Manifest.FileEntry {
        var bytes: [UInt8] = []
        for number in spellings {
            let term = vocabulary.term(Int(number))
            SearchCodec.appendVarint(term.count, to: &bytes)
            bytes += term
        }
        return try SearchPart.write(bytes, name: "t0", count: spellings.count, to: output)
    }

    mutating func merge(_ runs: [SearchRun], spill: SearchSpill, keys: [String], window: Int) throws(IndexError) {
        var readers: [SearchRunReader] = []
        for run in runs { readers.append(try SearchRunReader(run, spill: spill, window: window)) }
        while true {
            var best: Int?
            for k in readers.indices {
                guard let entry = readers[k].current else { continue }
                guard entry.thread < keys.count else { throw readers[k].damaged("a thread number out of range") }
                if let b = best, !Self.precedes(entry, readers[b].current!, keys) { continue }
                best = k
            }
            guard let best else { break }
            guard let vocabularyIndex = buffers.firstIndex(of: readers[best].run.buffer),
                append(readers[best].current!, buffer: vocabularyIndex)
            else { throw readers[best].damaged("a document's postings are cut or name no term") }
            try readers[best].advance()
            if bytes.count >= limit { try flush() }
        }
        if documents > 0 { try flush() }
    }

    /// The index's order (`SearchRun.precedes`).
    private static func precedes(_ a: SearchRunReader.Entry, _ b: SearchRunReader.Entry, _ keys: [String]) -> Bool {
        if a.instant != b.instant { return a.instant < b.instant }
        if a.thread != b.thread && keys[a.thread] != keys[b.thread] { return keys[a.thread] < keys[b.thread] }
        return a.position < b.position
    }

    /// One entry in `SearchRun`'s format; false when its postings are not `(term, frequency)`
    /// pairs of its buffer's terms.
    private mutating func append(_ entry: SearchRunReader.Entry, buffer: Int) -> Bool {
        let base = vocabulary.bases[buffer]
        let terms = vocabulary.termCount(buffer)
        postings.removeAll(keepingCapacity: true)
        let whole = entry.postings.withUnsafeBufferPointer { pairs in
            var i = 0
            while i < pairs.count {
                guard let term = SearchCodec.readVarint(pairs, at: &i, end: pairs.count), term >= 0, term < terms,
                    // 0: a term only the thread's title holds (`SearchBuffer`'s title field).
                    let frequency = SearchCodec.readVarint(pairs, at: &i, end: pairs.count), frequency >= 0
                else { return false }
                let place = Int(distinct[base + term])
                if numbers[place] < 0 {
                    numbers[place] = Int32(spellings.count)
                    spellings.append(Int32(base + term))
                }
                SearchCodec.appendVarint(Int(numbers[place]), to: &postings)
                SearchCodec.appendVarint(frequency, to: &postings)
            }
            return true
        }
        guard whole else { return false }
        SearchCodec.appendVarint(threadNumbers[entry.thread], to: &bytes)
        withUnsafeBytes(of: entry.instant.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        SearchCodec.appendVarint(entry.position, to: &bytes)
        SearchCodec.appendVarint(entry.length, to: &bytes)
        SearchCodec.appendVarint(entry.record.count, to: &bytes)
        bytes += entry.record
        SearchCodec.appendVarint(postings.count, to: &bytes)
        bytes += postings
        documents += 1
        return true
    }

    private mutating func flush() throws(IndexError) {
        files.append(try SearchPart.write(bytes, name: "r\(files.count)", count: documents, to: output))
        bytes.removeAll(keepingCapacity: true)
        documents = 0
    }
}
