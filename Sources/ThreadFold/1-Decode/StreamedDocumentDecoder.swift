import JSONReader

/// Decodes a large `.json` document row by row as `JSONParser` reads it, so memory holds the
/// file's bytes and the comments, never a tape of the whole file. The rows are the elements
/// of a bare array, or of the `comments` array of the root object.
///
/// Whether the rows are a site dump (split by `threadID`) or one thread is only known at the
/// end, so rows are grouped by `threadID` as they come. That is already right for one thread
/// when no row has a `threadID`: they all land, in order, in the group named after the file;
/// only the "no threadID" warnings must then be dropped. A root object that names its thread
/// before `comments` is one thread from the start. Anything else the stream cannot settle
/// exactly as `ThreadDocumentDecoder` would (members after `comments`) returns nil, and the
/// caller decodes the file whole.
final class StreamedDocumentDecoder: JSONRowSink {
    private let file: String
    private let fallbackID: String
    private let lines: LineIndexCache
    private var metadata: ThreadMetadata
    private var rowPath = ""
    private var rowCount = 0
    private var diagnostics: [Diagnostic] = []
    /// Set when the root object named its thread: rows then go to `single`, not the grouper.
    private var isOneThread = false
    private var single: [Comment] = []
    private var grouper: SiteDumpGrouper
    private var sawThreadID = false
    /// Positions in `diagnostics` of the "no threadID" warnings, until a row has a threadID.
    private var missingThreadIDWarnings: [Int] = []
    private var streamedArray: Int?

    init(bytes: [UInt8], file: String, fallbackID: String) {
        self.file = file
        self.fallbackID = fallbackID
        self.lines = LineIndexCache(bytes: bytes)
        self.metadata = ThreadMetadata(id: fallbackID)
        self.grouper = SiteDumpGrouper(file: file)
    }

    /// Whether rows were handed over: if not, the parser's tape is the whole document.
    var streamedRows: Bool { streamedArray != nil }

    func shouldStream(array: Int, depth: Int, tape: JSONTape) -> Bool {
        if depth == 0 {
            streamedArray = array
            return true
        }
        // The value of a root member named "comments": its key is the node just before it.
        guard depth == 1, tape.kind(tape.root) == .object, tape.stringEquals(array - 1, "comments") else { return false }
        readMetadata(before: array, tape: tape)
        rowPath = "comments"
        streamedArray = array
        return true
    }

    /// The root object's members before `comments`, read as `ThreadDocumentDecoder` does.
    private func readMetadata(before array: Int, tape: JSONTape) {
        var decoder = CommentDecoder(context: DocumentContext(file: file, tape: tape, sharedLines: lines), defaultFormat: .markdown)
        var members: [(Int, Int)] = []
        tape.forEachMember(tape.root) { key, value in
            if value != array && !tape.stringEquals(key, "comments") { members.append((key, value)) }
        }
        for (key, value) in members {
            metadata.read(key: key, value: value, decoder: &decoder)
        }
        diagnostics += decoder.context.diagnostics
        isOneThread = metadata.namesThread
    }

    func consume(row: Int, tape: JSONTape) {
        var decoder = CommentDecoder(
            context: DocumentContext(file: file, tape: tape, sharedLines: lines),
            defaultFormat: metadata.contentFormat)
        let path = CommentPath.element(of: rowPath, rowCount)
        rowCount += 1
        if isOneThread {
            decoder.decode(row: row, path: path, into: &single)
        } else if grouper.add(row: row, path: path, decoder: &decoder, fallbackID: fallbackID) {
            sawThreadID = true
            missingThreadIDWarnings = []
        } else if !sawThreadID, tape.kind(row) == .object {
            // The grouper reported this row's missing threadID before anything else of it.
            missingThreadIDWarnings.append(diagnostics.count)
        }
        diagnostics += decoder.context.diagnostics
    }

    /// The file's threads, or nil when the document is not one the stream can finish
    /// (`skeleton` is the parsed document with the streamed array left empty).
    func finish(skeleton: JSONTape) -> DecodedFile? {
        // Nothing may follow the rows: a later member could be `contentFormat`, a title, or
        // another `comments`, and each would change how the rows read.
        guard let streamedArray, skeleton.next(after: streamedArray) == skeleton.nodes.count else { return nil }
        if !isOneThread && sawThreadID {
            return DecodedFile(
                threads: grouper.threads(format: metadata.contentFormat).map(ThreadDocumentDecoder.namingMissingIDs),
                diagnostics: diagnostics)
        }
        let comments = isOneThread ? single : grouper.takeComments(of: fallbackID)
        var thread = CommentThread(
            id: metadata.id, title: metadata.title, url: metadata.url, category: metadata.category,
            contentFormat: metadata.contentFormat, comments: comments, sourceFile: file)
        thread.lang = metadata.lang
        return DecodedFile(threads: [ThreadDocumentDecoder.namingMissingIDs(thread)], diagnostics: droppingMissingThreadIDWarnings())
    }

    private func droppingMissingThreadIDWarnings() -> [Diagnostic] {
        guard !missingThreadIDWarnings.isEmpty else { return diagnostics }
        let dropped = Set(missingThreadIDWarnings)
        return diagnostics.indices.filter { !dropped.contains($0) }.map { diagnostics[$0] }
    }
}
