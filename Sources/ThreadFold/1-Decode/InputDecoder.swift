import Decompression
import JSONReader

/// Turns the bytes of one input file into threads. Never throws and never traps: whatever
/// is wrong becomes a diagnostic naming the file, the place and what was expected.
public enum InputDecoder {
    /// A `.json` file: a thread object, a bare array of comments, or a site dump
    /// (`{"comments": [...]}` or an array whose rows carry `threadID`).
    public static func decodeJSON(_ bytes: [UInt8], file: String) -> DecodedFile {
        decodeJSON(bytes, file: file, streamingFrom: streamingThreshold)
    }

    /// Files from this size on are decoded row by row (`StreamedDocumentDecoder`): a whole-file
    /// tape costs about 60% of the file's size again. Smaller files are decoded whole, which
    /// is a little faster and is what most archives (one file per thread) hold.
    static let streamingThreshold = 16 << 20

    /// `threshold` lets tests send small documents down the streamed path; both paths give
    /// the same threads and the same diagnostics.
    static func decodeJSON(_ bytes: [UInt8], file: String, streamingFrom threshold: Int) -> DecodedFile {
        if bytes.count >= threshold, let streamed = decodeStreaming(bytes, file: file) { return streamed }
        let tape: JSONTape
        do {
            tape = try JSONParser.parse(bytes)
        } catch {
            return DecodedFile(diagnostics: [syntaxDiagnostic(error, bytes: bytes, file: file)])
        }
        return decodeWhole(tape, file: file)
    }

    private static func decodeWhole(_ tape: JSONTape, file: String) -> DecodedFile {
        var document = ThreadDocumentDecoder(context: DocumentContext(file: file, tape: tape), fallbackID: fileStem(file))
        let threads = document.decode()
        return DecodedFile(threads: threads, diagnostics: document.diagnostics)
    }

    /// Nil when the stream cannot settle the document (see `StreamedDocumentDecoder`); the
    /// caller then decodes it whole.
    private static func decodeStreaming(_ bytes: [UInt8], file: String) -> DecodedFile? {
        let stream = StreamedDocumentDecoder(bytes: bytes, file: file, fallbackID: fileStem(file))
        let skeleton: JSONTape
        do {
            skeleton = try JSONParser.parse(bytes, streamingTo: stream)
        } catch {
            return DecodedFile(diagnostics: [syntaxDiagnostic(error, bytes: bytes, file: file)])
        }
        // No rows streamed: the skeleton is the whole document.
        guard stream.streamedRows else { return decodeWhole(skeleton, file: file) }
        return stream.finish(skeleton: skeleton)
    }

    /// An `.ndjson` file: one comment object a line, carrying `threadID`. A broken line is
    /// an error naming its line; the other lines are still read.
    public static func decodeNDJSON(_ bytes: [UInt8], file: String) -> DecodedFile {
        var reader = NDJSONReader(file: file)
        reader.feed(bytes[...])
        return reader.finish()
    }

    static func syntaxDiagnostic(_ error: JSONSyntaxError, bytes: [UInt8], file: String, firstLine: Int = 1) -> Diagnostic {
        // Only the bytes up to the error are scanned for line breaks: a bad byte early in a
        // 64 MB line (a bomb cut by `NDJSONLines.longestLine`) costs nothing more.
        let place = LineIndex(bytes: Array(bytes.prefix(max(error.offset, 0) + 3)), firstLine: firstLine).lineColumn(of: error.offset)
        return Diagnostic(.error, file: file, line: place.line, column: place.column, message: "invalid JSON: \(error.message)")
    }

    /// `dir/My Post.json` (or `.json.gz`) → `My Post`: the default thread id.
    static func fileStem(_ file: String) -> String {
        let file = CompressionFormat.stripped(file)
        let name = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(file[file.index(after: $0)...]) } ?? file
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

/// What one input file holds: its threads (one for a thread file, many for a site dump)
/// and everything worth telling the user about it.
public struct DecodedFile: Sendable {
    public var threads: [CommentThread] = []
    public var diagnostics: [Diagnostic] = []
}
