import Decompression
import JSONReader
import Spill

/// A site dump grouped through a spill instead of in memory. `spill` reads the file a
/// piece at a time, cuts it into rows (NDJSON lines, or `JSONRowSplitter`'s elements),
/// finds each row's thread id by `SiteDumpGrouper`'s rule and appends the row to that
/// thread's partition; `threads(ofPartition:)` then decodes and folds one partition's
/// threads. Memory holds one partition, not the dump. The threads, comments and
/// diagnostics are those `NDJSONReader` and `StreamedDocumentDecoder` give, in another
/// order (partition by partition), which `ThreadKey` makes no difference to the site.
struct DumpSpill {
    let file: String
    let spill: SpillPartitioner
    /// The first pass's: broken NDJSON lines, the root object's fields, an empty file.
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var format = ContentFormat.markdown
    /// JSON rows' paths are `comments[N]` (or `[N]`); nil for NDJSON, whose are lines.
    private(set) var rowPath: String?
    let fallbackID: String

    /// Files from this size on (decompressed, estimated) are grouped through a spill.
    static let threshold = 64 << 20
    /// About this much of the dump per partition. A partition costs several times its size
    /// once decoded, folded and rendered; 8 MB keeps a 10M-comment dump's build, search
    /// index included, under 400 MB. Past 512 partitions (a 4 GB dump) they grow instead,
    /// since each holds an open file and a write buffer while the dump is cut.
    static let partitionBytes = 8 << 20

    /// Whether `file` is a dump worth spilling: `.ndjson` or `.json`, of `threshold`
    /// bytes or more once decompressed (`plannedSize`).
    static func shouldSpill(_ file: String, plannedSize size: Int, threshold: Int = threshold) -> Bool {
        let plain = CompressionFormat.stripped(file)
        guard plain.hasSuffix(".ndjson") || plain.hasSuffix(".json") else { return false }
        return size >= threshold
    }

    /// A compressed file counts eight times its size, a usual ratio for JSON.
    static func estimatedSize(_ file: String, size: Int) -> Int {
        CompressionFormat(path: file) == nil ? size : size * 8
    }

    /// Partitions for a dump of `size` bytes on disk.
    static func partitionCount(_ file: String, size: Int, partitionBytes: Int = partitionBytes) -> Int {
        partitionCount(decompressed: estimatedSize(file, size: size), partitionBytes: partitionBytes)
    }

    static func partitionCount(decompressed size: Int, partitionBytes: Int = partitionBytes) -> Int {
        min(512, max(2, size / partitionBytes + 1))
    }

    /// The size a file's spill is planned by: a stored file's own; for a compressed one,
    /// what comes out of it (counted up to the size that gets the most partitions), or
    /// `estimatedSize` when that is more. A 1 MB `.json.gz` can hold a gigabyte of rows:
    /// judged by its compressed size it was read into memory whole. Costs one more pass
    /// of the decompressor over the file (about 1 s a gigabyte).
    static func plannedSize(_ file: String, size: Int, partitionBytes: Int = partitionBytes) -> Int {
        let estimate = estimatedSize(file, size: size)
        let most = 512 * partitionBytes
        guard CompressionFormat(path: file) != nil, estimate < most else { return estimate }
        let plain = CompressionFormat.stripped(file)
        guard plain.hasSuffix(".ndjson") || plain.hasSuffix(".json") else { return estimate }
        return max(estimate, DiskWriter.decompressedSize(file, upTo: most))
    }

    private init(file: String, spill: SpillPartitioner) {
        self.file = file
        self.spill = spill
        fallbackID = InputDecoder.fileStem(file)
    }

    /// The file's rows spilled into `spill`. Nil when the file is not a dump the stream
    /// can settle: a thread file, a document with fields after its rows, a JSON syntax
    /// error (and, into `.lines`, a dump whose rows need its root's `contentFormat`); the
    /// caller then reads it whole, which decodes it or names the error, and clears what
    /// was spilled. Throws when the file cannot be read or a spill file not written.
    static func spill(_ file: String, io: FileIO, into spill: SpillPartitioner, chunkSize: Int = 4 << 20) throws(FileIOError) -> DumpSpill?
    {
        var dump = DumpSpill(file: file, spill: spill)
        do {
            let complete =
                CompressionFormat.stripped(file).hasSuffix(".ndjson")
                ? try dump.spillLines(io: io, chunkSize: chunkSize) : try dump.spillDocument(io: io, chunkSize: chunkSize)
            guard complete else { return nil }
            try dump.spill.finish()
        } catch {
            if let error = error as? SpillError { throw FileIOError(error) }
            throw error as? FileIOError ?? FileIOError(path: file, message: "\(error)")
        }
        return dump
    }

    /// NDJSON: every line a row; a broken line is reported as `NDJSONReader` reports it.
    private mutating func spillLines(io: FileIO, chunkSize: Int) throws -> Bool {
        let router = RowRouter(file: file, spill: spill, fallbackID: fallbackID)
        var lines = NDJSONLines()
        var lineNumber = 0
        var sawRow = false
        var found: [Diagnostic] = []
        var failure: FileIOError?
        let take = { (line: ArraySlice<UInt8>, offset: Int) in
            lineNumber += 1
            guard failure == nil, !NDJSONLines.isBlank(line) else { return }
            sawRow = true
            let bytes = Array(line)
            do {
                try router.route(bytes, tape: try JSONParser.parse(bytes), line: lineNumber, column: 1, offset: offset, ordinal: lineNumber)
            } catch let error as JSONSyntaxError {
                var diagnostic = InputDecoder.syntaxDiagnostic(error, bytes: bytes, file: router.file, firstLine: lineNumber)
                diagnostic.message += "; this line's comment is not read"
                found.append(diagnostic)
            } catch {
                failure = error as? FileIOError
            }
        }
        try io.readChunks(file, chunkSize) { lines.feed($0, take) }
        lines.finish(take)
        if let failure { throw failure }
        diagnostics += found
        if !sawRow {
            diagnostics.append(Diagnostic(.warning, file: file, message: "this NDJSON file is empty; it holds no comments"))
        }
        return true
    }

    /// A `.json` dump, when `JSONRowSplitter` can cut it, every row parses on its own and
    /// some row has a `threadID` (else it is one thread, read as such).
    private mutating func spillDocument(io: FileIO, chunkSize: Int) throws -> Bool {
        let router = RowRouter(file: file, spill: spill, fallbackID: fallbackID)
        var splitter = JSONRowSplitter()
        var failure: (any Error)?
        var sawThreadID = false
        try io.readChunks(file, chunkSize) { chunk in
            guard failure == nil else { return }
            do {
                try splitter.feed(chunk) { row in
                    guard failure == nil else { return }
                    do {
                        let bytes = Array(row.bytes)
                        let tape = try JSONParser.parse(bytes)
                        sawThreadID = sawThreadID || RowRouter.hasThreadID(tape)
                        try router.route(bytes, tape: tape, line: row.line, column: row.column, offset: row.offset, ordinal: row.ordinal)
                    } catch {
                        failure = error
                    }
                }
            } catch {
                failure = error
            }
        }
        if let failure = failure as? FileIOError { throw failure }
        guard failure == nil, (try? splitter.finish()) != nil, sawThreadID, readRoot(splitter) else { return false }
        return spill.layout == .records || format == .markdown
    }

    /// The root object's members before `comments`, read as `StreamedDocumentDecoder` reads
    /// them; false when they name one thread (`id`, `title`).
    private mutating func readRoot(_ splitter: JSONRowSplitter) -> Bool {
        rowPath = splitter.rowPath
        guard !splitter.prefix.isEmpty, let tape = try? JSONParser.parse(splitter.prefix + Array("[]}".utf8)) else { return true }
        var decoder = CommentDecoder(context: DocumentContext(file: file, tape: tape), defaultFormat: .markdown)
        var metadata = ThreadMetadata(id: fallbackID)
        var members: [(Int, Int)] = []
        tape.forEachMember(tape.root) { key, value in
            if !tape.stringEquals(key, "comments") { members.append((key, value)) }
        }
        for (key, value) in members { metadata.read(key: key, value: value, decoder: &decoder) }
        diagnostics += decoder.context.diagnostics
        format = metadata.contentFormat
        return !metadata.namesThread
    }
}

/// Sends a parsed row to its thread's partition, by `SiteDumpGrouper`'s rule (a row
/// without a valid `threadID` goes to the thread named after the file); the rule's
/// warnings are left for the second pass, which reports them as it decodes the row.
struct RowRouter {
    let file: String
    let spill: SpillPartitioner
    let fallbackID: String

    func route(_ bytes: [UInt8], tape: JSONTape, line: Int, column: Int, offset: Int, ordinal: Int) throws(FileIOError) {
        let row = spill.layout == .lines ? Self.oneLine(bytes) : bytes
        do { try spill.append(row, key: threadID(tape), line: line, column: column, offset: offset, ordinal: ordinal) } catch {
            throw FileIOError(error)
        }
    }

    /// The row on one line, for NDJSON: line breaks between tokens become spaces, and raw
    /// ones inside strings (which the parser repairs) their escapes, so the row reads the same.
    static func oneLine(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x0A) || bytes.contains(0x0D) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var string = JSONStringState()
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D {
                out += string.inString ? [UInt8(ascii: "\\"), byte == 0x0A ? UInt8(ascii: "n") : UInt8(ascii: "r")] : [0x20]
                continue
            }
            out.append(byte)
            _ = string.take(byte)
        }
        return out
    }

    func threadID(_ tape: JSONTape) -> String {
        var decoder = CommentDecoder(context: DocumentContext(file: file, tape: tape), defaultFormat: .markdown)
        return SiteDumpGrouper.threadID(of: tape.root, path: .line(0), decoder: &decoder).id ?? fallbackID
    }

    static func hasThreadID(_ tape: JSONTape) -> Bool {
        guard tape.kind(tape.root) == .object else { return false }
        var found = false
        tape.forEachMember(tape.root) { key, _ in found = found || tape.stringEquals(key, "threadID") }
        return found
    }
}
