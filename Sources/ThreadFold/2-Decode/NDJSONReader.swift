import Glibc
import JSONReader

/// Reads an `.ndjson` file a piece at a time: one comment object a line, carrying
/// `threadID`. A broken line is an error naming its line and is skipped; the other lines
/// are read. Rows are grouped into threads in first-seen order (`SiteDumpGrouper`).
///
/// Fed in chunks, so a dump is never in memory whole: its decoded comments are, but not
/// also its bytes (for a 1,000,000-comment dump that was 435 MB of 957 MB at the peak).
/// Lines may be split anywhere between chunks; the result is the same as one whole feed.
struct NDJSONReader {
    private let file: String
    private let fallbackID: String
    private var grouper: SiteDumpGrouper
    private var diagnostics: [Diagnostic] = []
    private var lineNumber = 0
    private var sawRow = false
    /// The start of a line the last chunk ended in the middle of, and its file offset.
    private var carry: [UInt8] = []
    private var carryOffset = 0
    /// The file offset of the next chunk's first byte.
    private var consumed = 0

    init(file: String) {
        self.file = file
        fallbackID = InputDecoder.fileStem(file)
        grouper = SiteDumpGrouper(file: file)
    }

    mutating func feed(_ chunk: ArraySlice<UInt8>) {
        var start = chunk.startIndex
        while start < chunk.endIndex {
            guard let end = Self.newline(in: chunk, from: start) else {
                if carry.isEmpty { carryOffset = consumed + (start - chunk.startIndex) }
                carry.append(contentsOf: chunk[start...])
                break
            }
            if carry.isEmpty {
                read(line: Array(chunk[start..<end]), offset: consumed + (start - chunk.startIndex))
            } else {
                carry.append(contentsOf: chunk[start..<end])
                read(line: carry, offset: carryOffset)
                carry = []
            }
            start = end + 1
        }
        consumed += chunk.count
    }

    /// The index of the next `\n` at or after `start` (memchr: a dump is hundreds of MB).
    private static func newline(in chunk: ArraySlice<UInt8>, from start: Int) -> Int? {
        chunk.withUnsafeBufferPointer { buffer -> Int? in
            let offset = start - chunk.startIndex
            guard let base = buffer.baseAddress, offset < buffer.count,
                let hit = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
            else { return nil }
            return chunk.startIndex + (UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base)
        }
    }

    /// Reads the last line (if the file does not end in a newline) and gives the threads.
    mutating func finish() -> DecodedFile {
        if !carry.isEmpty {
            read(line: carry, offset: carryOffset)
            carry = []
        }
        // Blank lines only is as empty as no bytes at all.
        if !sawRow {
            diagnostics.append(Diagnostic(.warning, file: file, message: "this NDJSON file is empty; it holds no comments"))
        }
        return DecodedFile(
            threads: grouper.threads(format: .markdown).map(ThreadDocumentDecoder.namingMissingIDs),
            diagnostics: diagnostics)
    }

    private mutating func read(line: [UInt8], offset: Int) {
        lineNumber += 1
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
        sawRow = true
        do {
            let tape = try JSONParser.parse(line)
            var decoder = CommentDecoder(
                context: DocumentContext(file: file, tape: tape, firstLine: lineNumber, baseOffset: offset),
                defaultFormat: .markdown)
            grouper.add(row: tape.root, path: .line(lineNumber), decoder: &decoder, fallbackID: fallbackID)
            diagnostics += decoder.context.diagnostics
        } catch {
            var diagnostic = InputDecoder.syntaxDiagnostic(error, bytes: line, file: file, firstLine: lineNumber)
            diagnostic.message += "; this line's comment is not read"
            diagnostics.append(diagnostic)
        }
    }
}
