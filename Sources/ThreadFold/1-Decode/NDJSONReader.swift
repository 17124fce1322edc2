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
    private var lines = NDJSONLines()

    init(file: String) {
        self.file = file
        fallbackID = InputDecoder.fileStem(file)
        grouper = SiteDumpGrouper(file: file)
    }

    mutating func feed(_ chunk: ArraySlice<UInt8>) {
        // Moved out, not copied: a copy shared the line being carried, which each feed then
        // copied whole (quadratic for a long line over many pieces; found by fuzzing).
        var lines = self.lines
        self.lines = NDJSONLines()
        lines.feed(chunk) { read(line: Array($0), offset: $1) }
        self.lines = lines
    }

    /// Reads the last line (if the file does not end in a newline) and gives the threads.
    mutating func finish() -> DecodedFile {
        var lines = self.lines
        self.lines = NDJSONLines()
        lines.finish { read(line: Array($0), offset: $1) }
        self.lines = lines
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
        if NDJSONLines.isBlank(line[...]) { return }
        sawRow = true
        do {
            let tape = try JSONParser.parse(line)
            var decoder = CommentDecoder(
                context: DocumentContext(file: file, tape: tape, start: DocumentStart(line: lineNumber, offset: offset)),
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
