/// Structured data (JSON-LD) for thread pages and fragments, following Google's guide to
/// discussion forums (docs/seo.md lists its properties point by point). A threadfold
/// thread has no body of its own (it is the comments on a post), so its first comment, in
/// the order the pages show them, stands as the `DiscussionForumPosting`; every other
/// comment of the page is a `Comment` under the comment it answers, top-level comments
/// under the posting. A later page carries the same posting, with the first page's URL,
/// over its own comments.
extension ThreadPageRenderer {
    /// Where a page's items point: absolute URLs when the site has a base URL, none else.
    struct StructuredPlace {
        /// The thread's first page (the posting's `url`).
        var threadURL: String?
        /// This page (each comment's `url` is it plus the comment's anchor).
        var pageURL: String?
        /// The archive's index (the posting's `isPartOf`).
        var indexURL: String?
    }

    /// The page's `<script type="application/ld+json">` element; nil for a thread without
    /// comments (a posting needs an author, a date and a text).
    func postingScript(
        _ folded: FoldedThread, order: [Int], onPage: Range<Int>, bodies: ThreadBodies, place: StructuredPlace
    ) -> String? {
        guard let first = order.first else { return nil }
        var json = JSONLDText(capacity: 4_096 + onPage.count * 600)
        json.openObject()
        json.string("@context", "https://schema.org")
        json.string("@type", "DiscussionForumPosting")
        let op = folded.topLevel[first]
        if let threadURL = place.threadURL {
            json.string("@id", threadURL + "#c-" + op.anchor)
            json.string("url", threadURL)
        }
        json.string("headline", folded.thread.title)
        commentFields(&json, .top(first), folded, bodies: bodies, url: nil)
        json.openObject("interactionStatistic")
        json.string("@type", "InteractionCounter")
        json.string("interactionType", "https://schema.org/CommentAction")
        json.integer("userInteractionCount", folded.commentCount - 1)
        json.closeObject()
        if let indexURL = place.indexURL { json.string("isPartOf", indexURL) }
        if let original = SafeURL.web(folded.thread.url), original.hasPrefix("http") {
            json.openObject("sharedContent")
            json.string("@type", "WebPage")
            json.string("url", original)
            json.closeObject()
        }
        var tree = CommentTreeLD(folded: folded) { json, node in
            json.string("@type", "Comment")
            commentFields(&json, node, folded, bodies: bodies, url: place.pageURL)
        }
        // On the first page the posting's own replies come first, then the other
        // top-level comments; later pages hold only their top-level comments.
        var items = onPage.contains(0) ? tree.children(of: .top(first)) : []
        items += onPage.filter { $0 != 0 }.map { CommentTreeLD.Node.top(order[$0]) }
        tree.write(items, key: "comment", into: &json)
        json.closeObject()
        return Self.script(json.text)
    }

    /// A fragment's comments as `Comment` items about the post they are embedded in.
    func fragmentScript(_ folded: FoldedThread, order: [Int], bodies: ThreadBodies, postURL: String?) -> String? {
        guard !order.isEmpty else { return nil }
        var json = JSONLDText(capacity: 4_096 + order.count * 600)
        json.openObject()
        json.string("@context", "https://schema.org")
        var tree = CommentTreeLD(folded: folded) { json, node in
            json.string("@type", "Comment")
            if case .top = node, let postURL {
                for key in ["about", "isPartOf"] {
                    json.openObject(key)
                    json.string("@type", "WebPage")
                    json.string("url", postURL)
                    json.closeObject()
                }
            }
            commentFields(&json, node, folded, bodies: bodies, url: postURL)
        }
        tree.write(order.map { .top($0) }, key: "@graph", into: &json)
        json.closeObject()
        return Self.script(json.text)
    }

    private static func script(_ json: String) -> String {
        "<script type=\"application/ld+json\">" + json + "</script>"
    }

    /// `url` (with the comment's anchor), `author`, `datePublished` and `text`.
    private func commentFields(
        _ json: inout JSONLDText, _ node: CommentTreeLD.Node, _ folded: FoldedThread, bodies: ThreadBodies, url: String?
    ) {
        let comment: Comment
        let anchor: String
        let html: String
        switch node {
        case .top(let top):
            (comment, anchor) = (folded.topLevel[top].comment, folded.topLevel[top].anchor)
            html = bodies.html(at: top, reply: nil)
        case .reply(let top, let index):
            let reply = folded.topLevel[top].replies[index]
            (comment, anchor) = (reply.comment, reply.anchor)
            html = bodies.html(at: top, reply: index)
        }
        if let url { json.string("url", url + "#c-" + anchor) }
        // A comment removed at its author's request (`Takedown`) is nobody's.
        if !comment.removedByRequest {
            json.openObject("author")
            json.string("@type", "Person")
            json.string("name", strings.displayName(comment.user))
            json.closeObject()
        }
        if let time = comment.createdAt { json.string("datePublished", TimeText(time, in: config.timeZone).iso) }
        let text = PlainText.from(html: html)
        json.string("text", text.isEmpty ? strings["emptyBody"] : text)
    }
}
