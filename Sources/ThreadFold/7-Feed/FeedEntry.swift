/// A comment that may appear in the Atom feed: which page of its thread holds it, and
/// the comment itself (its body is rendered only if it makes the final cut).
struct FeedEntry: Sendable {
    let comment: Comment
    let instant: Double
    let anchor: String
    let pageNumber: Int

    /// The thread's newest comments (up to `limit`), each with the page it is on: its
    /// top-level comment's page.
    static func newest(in folded: FoldedThread, renderer: ThreadPageRenderer, limit: Int) -> [Self] {
        guard limit > 0 else { return [] }
        let comments = renderer.ordered(folded.topLevel)
        var entries: [Self] = []
        for (position, top) in comments.enumerated() {
            let page = position / renderer.config.commentsPerPage + 1
            if let time = top.comment.createdAt {
                entries.append(Self(comment: top.comment, instant: time.instant, anchor: top.anchor, pageNumber: page))
            }
            for reply in top.replies {
                if let time = reply.comment.createdAt {
                    entries.append(Self(comment: reply.comment, instant: time.instant, anchor: reply.anchor, pageNumber: page))
                }
            }
        }
        return Array(
            entries.enumerated().sorted { a, b in
                a.element.instant == b.element.instant ? a.offset < b.offset : a.element.instant > b.element.instant
            }.prefix(limit).map(\.element))
    }
}
