import JSONReader

/// `threadfold check --find TEXT` and `--find-author NAME`: the input side of a takedown
/// request. Every comment of the inputs (read as they are, before any takedown) that holds
/// the text, or is by, addressed to or mentions the author, with its file, line and
/// column, its thread and id (the `thread-id/comment-id` that `"remove"` takes) and the
/// address of the page that shows it.
public struct CommentFinder: Sendable {
    public var config: SiteConfig
    public var io: FileIO

    public init(config: SiteConfig, io: FileIO = .disk) {
        self.config = config
        self.io = io
    }

    public struct Match: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public var thread: String
        public var comment: String
        /// "text", "by", "addressed to", "mentions".
        public var why: String
        /// The page and anchor, under the base URL when the config has one.
        public var url: String

        /// `comments/a.json:12:5: a/42 (by): https://example.org/t/a.html#c-42`
        public var description: String {
            "\(file):\(line):\(column): \(thread)/\(comment) (\(why)): \(url)"
        }
    }

    /// `text` is matched ignoring case in bodies; `author` exactly against names.
    public func find(text: String?, author: String?, in archive: Archive) -> [Match] {
        var matches: [Match] = []
        var lines: [String: LineIndex] = [:]
        let needle = text.map { $0.lowercased() }
        for folded in archive.threads {
            let order = ThreadPageRenderer.orderedIndices(folded.topLevel, sort: config.sort)
            for (rank, index) in order.enumerated() {
                let page = config.paths.threadPage(slug: folded.thread.slug, number: rank / config.commentsPerPage + 1)
                let top = folded.topLevel[index]
                var entries = [(top.comment, top.anchor, "")]
                entries += top.replies.map { ($0.comment, $0.anchor, $0.toUser) }
                for (comment, anchor, toUser) in entries {
                    guard let why = reason(comment, toUser: toUser, text: needle, author: author) else { continue }
                    let file = folded.thread.sourceFile
                    if lines[file] == nil { lines[file] = LineIndex(bytes: (try? io.read(file)) ?? []) }
                    let place = lines[file]?.lineColumn(of: comment.offset) ?? (line: 0, column: 0)
                    matches.append(
                        Match(
                            file: file, line: place.line, column: place.column, thread: folded.thread.id, comment: comment.id,
                            why: why, url: address(page) + "#c-" + anchor))
                }
            }
        }
        return matches
    }

    private func reason(_ comment: Comment, toUser: String, text: String?, author: String?) -> String? {
        if let text, !text.isEmpty, comment.content.lowercased().contains(text) { return "text" }
        guard let author, !author.isEmpty else { return nil }
        if comment.user == author { return "by" }
        if toUser == author || comment.toUser == author { return "addressed to" }
        if comment.content.contains(author) { return "mentions" }
        return nil
    }

    private func address(_ path: String) -> String {
        guard let base = config.baseURL, !base.isEmpty else { return path }
        return (base.hasSuffix("/") ? base : base + "/") + path
    }
}
