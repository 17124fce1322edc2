import JSONReader

/// A parsed document plus what is needed to report problems in it: the file name and a
/// line index built on the first diagnostic.
struct DocumentContext {
    let file: String
    let tape: JSONTape
    /// NDJSON lines and spilled rows of a `.json` dump are parsed one at a time.
    let start: DocumentStart
    private(set) var diagnostics: [Diagnostic] = []
    private var lineIndex: LineIndex?
    /// A streamed document's rows share their file's index (see `LineIndexCache`).
    private let sharedLines: LineIndexCache?

    init(file: String, tape: JSONTape, start: DocumentStart = DocumentStart()) {
        self.file = file
        self.tape = tape
        self.start = start
        self.sharedLines = nil
    }

    /// A row of a streamed document: `tape` has file offsets, `sharedLines` indexes the whole file.
    init(file: String, tape: JSONTape, sharedLines: LineIndexCache) {
        self.file = file
        self.tape = tape
        self.start = DocumentStart()
        self.sharedLines = sharedLines
    }

    mutating func lineColumn(ofNode node: Int) -> (line: Int, column: Int) {
        lineColumn(ofOffset: tape.offset(node))
    }

    mutating func lineColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        if let sharedLines { return sharedLines.lineColumn(of: offset) }
        let lines = lineIndex ?? start.lineIndex(tape.bytes)
        lineIndex = lines
        return start.place(offset, in: lines)
    }

    mutating func report(_ severity: Diagnostic.Severity, at node: Int, path: String, _ message: String) {
        let place = lineColumn(ofNode: node)
        diagnostics.append(Diagnostic(severity, file: file, line: place.line, column: place.column, jsonPath: path, message: message))
    }

    /// At most 40 characters of a value, so a message stays one readable line.
    private static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : text.prefix(39) + "…"
    }

    /// The JSON kind in words, for "expected a string, found an array"; strings are quoted,
    /// so "createdAt the string \"yesterday\" is neither…" names the value at fault.
    func describe(_ node: Int) -> String {
        switch tape.kind(node) {
        case .object: "an object"
        case .array: "an array"
        case .string: "the string \"\(Self.excerpt(tape.string(node)))\""
        case .number: "the number \(tape.numberText(node))"
        case .true: "true"
        case .false: "false"
        case .null: "null"
        }
    }
}
