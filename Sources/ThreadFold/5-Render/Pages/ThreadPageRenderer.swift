import HTMLSanitizer
import Mustache

/// Renders one folded thread into its pages: top-level comments split into pages of
/// `commentsPerPage`, each comment with its replies (the first `repliesShown` in view, the
/// rest in a `details`, unless the layout is flat).
struct ThreadPageRenderer: Sendable {
    let config: SiteConfig
    let theme: Theme
    let frame: PageFrame
    let body: BodyRenderer

    var strings: LocaleStrings { theme.strings }
    var lessLabel: String { strings["collapseReplies"] }

    func pageCount(_ folded: FoldedThread) -> Int {
        max(1, (folded.topLevel.count + config.commentsPerPage - 1) / config.commentsPerPage)
    }

    /// `bodies`, when given, are the thread's bodies already rendered (see `ThreadBodies`).
    func render(_ folded: FoldedThread, bodies given: ThreadBodies? = nil) throws(ThemeError) -> [RenderedPage] {
        let order = orderedIndices(folded.topLevel)
        let comments = order.map { folded.topLevel[$0] }
        let bodies = given ?? ThreadBodies(folded, body: body)
        let layout = chosenLayout(folded)
        let pageCount = pageCount(folded)
        let slug = folded.thread.slug
        let thread = threadValue(folded)
        let description = threadDescription(folded, order: order, bodies: bodies)
        var pages: [RenderedPage] = []
        for number in 1...pageCount {
            let path = config.paths.threadPage(slug: slug, number: number)
            let onPage = min(order.count, (number - 1) * config.commentsPerPage)..<min(order.count, number * config.commentsPerPage)
            let slice = comments[onPage]
            var values: [String: MustacheValue] = [:]
            values["thread"] = thread
            values["layout"] = .string(layout.rawValue)
            values["pagination"] = Pagination(
                current: number, count: pageCount, href: { config.paths.siblingThreadPage(slug: slug, number: $0) }
            ).value(strings: strings)
            values["comments"] = try commentValues(slice, layout: layout, bodies: bodies)
            var meta = threadMeta(folded, description: description)
            meta.structuredData = StageMeter.shared.measure(.render) {
                postingScript(folded, order: order, onPage: onPage, bodies: bodies, place: place(of: path, slug: slug))
            }
            let context = frame.context(path: path, values, meta: meta)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(Self.estimatedSize(of: slice) * 2)
            try StageMeter.shared.measure(.template) { () throws(ThemeError) in
                try theme.render(layout == .tree ? "thread-tree" : "thread", context, into: &bytes)
            }
            pages.append(RenderedPage(path: path, bytes: bytes))
        }
        return pages
    }

    /// The comments' values for a page's list: finished HTML in the tree layout, fields
    /// for the `comment` partial otherwise.
    func commentValues(
        _ slice: ArraySlice<FoldedComment>, layout: SiteConfig.Layout, bodies: ThreadBodies? = nil
    ) throws(ThemeError) -> MustacheValue {
        if layout == .tree { return .list(try treeComments(slice, bodies: bodies)) }
        return .list(try slice.map { comment throws(ThemeError) in try commentValue(comment, flat: layout == .flat, bodies: bodies) })
    }

    /// About what a page of these comments takes, so its buffer is not regrown (and
    /// copied) a dozen times: the bodies' bytes plus markup for each comment.
    static func estimatedSize(of comments: ArraySlice<FoldedComment>) -> Int {
        var size = 8_192
        for folded in comments {
            size += folded.comment.content.utf8.count + 800
            for reply in folded.replies { size += reply.comment.content.utf8.count + 900 }
        }
        return size
    }

    func ordered(_ comments: [FoldedComment]) -> [FoldedComment] {
        config.sort == .input && !comments.contains(where: \.comment.pinned)
            ? comments : orderedIndices(comments).map { comments[$0] }
    }

    /// The positions of `comments` in the order pages show them: pinned ones first (in
    /// the order of `sort`), then the rest.
    func orderedIndices(_ comments: [FoldedComment]) -> [Int] {
        Self.orderedIndices(comments, sort: config.sort)
    }

    /// `orderedIndices` for a config's `sort`, without a theme (`check --find` places comments).
    static func orderedIndices(_ comments: [FoldedComment], sort: SiteConfig.Sort) -> [Int] {
        let sorted = sortedIndices(comments, sort: sort)
        guard comments.contains(where: \.comment.pinned) else { return sorted }
        return sorted.filter { comments[$0].comment.pinned } + sorted.filter { !comments[$0].comment.pinned }
    }

    private static func sortedIndices(_ comments: [FoldedComment], sort: SiteConfig.Sort) -> [Int] {
        switch sort {
        case .input: return Array(comments.indices)
        case .oldest, .newest:
            let newestFirst = sort == .newest
            return comments.indices.sorted { a, b in
                let ta = comments[a].comment.createdAt?.instant
                let tb = comments[b].comment.createdAt?.instant
                switch (ta, tb) {
                case (let x?, let y?) where x != y: return newestFirst ? x > y : x < y
                case (nil, _?): return false
                case (_?, nil): return true
                default: return a < b
                }
            }
        }
    }

    /// The layout this thread is drawn in: `auto` resolved (see `SiteConfig.Layout.auto`).
    func chosenLayout(_ folded: FoldedThread) -> SiteConfig.Layout {
        guard config.layout == .auto else { return config.layout }
        if ReplyTree.deepestChain(folded) >= ReplyTree.autoDepth { return .tree }
        return !folded.topLevel.isEmpty && Double(folded.replyCount) / Double(folded.topLevel.count) > 10 ? .flat : .nested
    }

    func threadValue(_ folded: FoldedThread) -> MustacheValue {
        let thread = folded.thread
        let counts = strings.format(
            "threadCounts",
            [
                "comments": strings.count("comments", folded.commentCount),
                "topLevel": strings.numbers.text(folded.topLevel.count),
                "replies": strings.count("replies", folded.replyCount),
            ])
        var object: [String: MustacheValue] = [
            "title": .string(thread.title),
            "counts": .string(counts),
            "commentCount": .int(folded.commentCount),
            "replyCount": .int(folded.replyCount),
            "topLevelCount": .int(folded.topLevel.count),
        ]
        if let url = SafeURL.web(thread.url) { object["url"] = .string(url) }
        if let lang = threadLanguage(thread) { object["lang"] = .string(lang) }
        if let category = thread.category {
            object["category"] = .string(category)
            object["categoryID"] = .string(CategoryID.make(category))
        }
        return .object(object)
    }

    private func commentValue(_ folded: FoldedComment, flat: Bool, bodies: ThreadBodies?) throws(ThemeError) -> MustacheValue {
        let comment = folded.comment
        let floor = String(folded.floor)
        let replies = try folded.replies.enumerated().map { (index, reply) throws(ThemeError) in
            MustacheValue.fields(
                try replyFields(reply, floor: reply.floor, body: bodies?.html(top: folded.floor, reply: index)))
        }
        return .fields(
            CommentFields(
                author: authorFields(comment, anchor: folded.anchor, floor: floor),
                body: renderBody(comment, rendered: bodies?.html(top: folded.floor)),
                replies: replies,
                shownCount: flat ? replies.count : min(config.repliesShown, replies.count),
                lessLabel: lessLabel))
    }

    /// A reply's fields with its "A 回复 B：" prefix rendered into its body (`body`: the
    /// reply's body already rendered, if it was).
    func replyFields(_ reply: FoldedReply, floor: String, body rendered: String? = nil) throws(ThemeError) -> ReplyFields {
        let author = authorFields(reply.comment, anchor: reply.anchor, floor: floor)
        let heading = ReplyPrefixFields(
            author: author, toUser: strings.displayName(reply.toUser), toHref: "#c-" + reply.answeredAnchor,
            strings: frame.stringsValue)
        var prefix: [UInt8] = []
        try StageMeter.shared.measure(.template) { () throws(ThemeError) in
            try theme.render("reply-prefix", .fields(heading), into: &prefix)
        }
        while let last = prefix.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { prefix.removeLast() }
        let body = BodyRenderer.prefixing(String(decoding: prefix, as: UTF8.self), to: renderBody(reply.comment, rendered: rendered))
        return ReplyFields(heading: heading, body: body)
    }

    /// Who wrote a comment or reply and where it sits, in the locale and the site's zone.
    func authorFields(_ comment: Comment, anchor: String, floor: String) -> AuthorFields {
        AuthorFields(
            comment: comment, anchor: anchor, floor: floor, strings: strings,
            time: comment.createdAt.map { TimeFields(TimeText($0, in: config.timeZone, pattern: strings.dates)) })
    }

    func renderBody(_ comment: Comment, rendered: String? = nil) -> String {
        let html = rendered ?? StageMeter.shared.measure(.render) { body.render(comment.content, format: comment.contentFormat) }
        return html.isEmpty ? "<p class=\"empty\">" + HTMLSanitizer.escape(strings["emptyBody"]) + "</p>\n" : html
    }
}
