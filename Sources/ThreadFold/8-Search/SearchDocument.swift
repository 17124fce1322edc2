/// One comment as the search index holds it: what a result shows and where it links,
/// and the words it is found by (counted once per document, with their frequency).
struct SearchDocument: Sendable {
    var author: String
    var userKey: String
    var timeISO: String
    var timeText: String
    var instant: Double
    var floor: String
    var anchor: String
    var pageNumber: Int
    /// The body as the reader sees it (after markdown and sanitising).
    var text: String
    /// Term → frequency, in no order (the index writer sorts each shard's terms).
    var terms: [(String, Int)]
    var length: Int
}

/// The documents of one thread; the slug and title are settled when the index is written.
struct SearchThread: Sendable {
    var key: ThreadKey
    var title: String
    var category: String?
    var documents: [SearchDocument]
}

extension SearchThread {
    /// Every comment of `folded`, top-level ones each followed by their replies, in page
    /// order; bodies through the same renderer as the pages.
    init(_ folded: FoldedThread, key: ThreadKey, renderer: ThreadPageRenderer, config: SiteConfig) {
        self.init(key: key, title: folded.thread.title, category: folded.thread.category, documents: [])
        let strings = renderer.theme.strings
        // A comment is found by its thread's title too (骑行 finds the replies under 周末杭州骑行路线).
        let titleTokens = SearchTokenizer.tokens(folded.thread.title)
        for (position, top) in renderer.ordered(folded.topLevel).enumerated() {
            let page = position / config.commentsPerPage + 1
            documents.append(
                Self.document(
                    top.comment, floor: String(top.floor), anchor: top.anchor, page: page, renderer: renderer,
                    author: strings.displayName(top.comment.user), zone: config.timeZone, title: titleTokens))
            for reply in top.replies {
                documents.append(
                    Self.document(
                        reply.comment, floor: reply.floor, anchor: reply.anchor, page: page, renderer: renderer,
                        author: strings.displayName(reply.comment.user), zone: config.timeZone, title: titleTokens))
            }
        }
    }

    private static func document(
        _ comment: Comment, floor: String, anchor: String, page: Int, renderer: ThreadPageRenderer, author: String,
        zone: SiteTimeZone, title: [String]
    ) -> SearchDocument {
        let text = SearchText.plain(fromHTML: renderer.body.render(comment.content, format: comment.contentFormat))
        let tokens = SearchTokenizer.tokens(text) + title
        var counts: [String: Int] = [:]
        counts.reserveCapacity(tokens.count)
        for token in tokens { counts[token, default: 0] += 1 }
        let time = comment.createdAt.map { TimeText($0, in: zone) }
        return SearchDocument(
            author: author, userKey: SearchTokenizer.fold(author), timeISO: time?.iso ?? "", timeText: time?.text ?? "",
            instant: comment.createdAt?.instant ?? 0, floor: floor, anchor: anchor, pageNumber: page, text: text,
            terms: counts.map { ($0.key, $0.value) }, length: tokens.count)
    }
}
