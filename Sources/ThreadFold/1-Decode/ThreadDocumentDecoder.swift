import JSONReader

/// Reads a whole `.json` document: decides which of the accepted shapes it is, reads the
/// thread's own fields, and hands the comments to `CommentDecoder`.
struct ThreadDocumentDecoder {
    private var decoder: CommentDecoder
    private let fallbackID: String

    init(context: DocumentContext, fallbackID: String) {
        self.decoder = CommentDecoder(context: context, defaultFormat: .markdown)
        self.fallbackID = fallbackID
    }

    var diagnostics: [Diagnostic] { decoder.context.diagnostics }
    private var tape: JSONTape { decoder.context.tape }
    private var file: String { decoder.context.file }

    mutating func decode() -> [CommentThread] {
        let root = tape.root
        switch tape.kind(root) {
        case .array:
            return decodeComments(root, path: "", metadata: ThreadMetadata(id: fallbackID))
        case .object:
            return decodeObject(root)
        default:
            decoder.context.report(
                .error, at: root, path: "",
                "expected a thread object {\"comments\": [...]} or an array of comments, found \(decoder.context.describe(root))")
            return []
        }
    }

    private mutating func decodeObject(_ root: Int) -> [CommentThread] {
        var metadata = ThreadMetadata(id: fallbackID)
        var comments: Int?
        var members: [(Int, Int)] = []
        tape.forEachMember(root) { members.append(($0, $1)) }
        for (key, value) in members {
            if tape.stringEquals(key, "comments") {
                comments = value
            } else {
                metadata.read(key: key, value: value, decoder: &decoder)
            }
        }
        guard let comments else {
            decoder.context.report(.error, at: root, path: "", "this thread object has no \"comments\" array")
            return []
        }
        guard tape.kind(comments) == .array else {
            decoder.context.report(
                .error, at: comments, path: "comments", "comments must be an array, found \(decoder.context.describe(comments))")
            return []
        }
        return decodeComments(comments, path: "comments", metadata: metadata)
    }

    /// A thread's comments, or a site dump when the object names no thread and its rows
    /// carry `threadID`.
    private mutating func decodeComments(_ array: Int, path: String, metadata: ThreadMetadata) -> [CommentThread] {
        decoder.defaultFormat = metadata.contentFormat
        if !metadata.namesThread && rowsCarryThreadID(array) {
            var grouper = SiteDumpGrouper(file: file)
            for (i, row) in tape.elements(array).enumerated() {
                grouper.add(row: row, path: .element(of: path, i), decoder: &decoder, fallbackID: fallbackID)
            }
            return grouper.threads(format: metadata.contentFormat).map(Self.namingMissingIDs)
        }
        var comments: [Comment] = []
        decoder.decodeArray(array, path: path, into: &comments)
        var thread = CommentThread(
            id: metadata.id, title: metadata.title, url: metadata.url, category: metadata.category,
            contentFormat: metadata.contentFormat, comments: comments, sourceFile: file)
        thread.lang = metadata.lang
        return [Self.namingMissingIDs(thread)]
    }

    private func rowsCarryThreadID(_ array: Int) -> Bool {
        tape.elements(array).contains { row in
            var found = false
            if tape.kind(row) == .object {
                tape.forEachMember(row) { key, _ in if tape.stringEquals(key, "threadID") { found = true } }
            }
            return found
        }
    }

    /// Comments without an id get `missing-id-<n>` (n = their 1-based place in the thread),
    /// so they still have an anchor; the decoder has already warned about each.
    static func namingMissingIDs(_ thread: CommentThread) -> CommentThread {
        // Checked first: the optimizer hoists the array's uniqueness check out of the loop
        // below, which copied every thread's comments (100+ MB for a large site dump) even
        // when no id was missing.
        guard thread.comments.contains(where: { $0.id.isEmpty }) else { return thread }
        var thread = thread
        for i in thread.comments.indices where thread.comments[i].id.isEmpty {
            thread.comments[i].id = "missing-id-\(i + 1)"
        }
        return thread
    }
}
