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
    /// The locale's `permalink` text split around `{floor}`, once per build.
    private let permalinkParts: (before: String, after: String)?

    init(config: SiteConfig, theme: Theme, frame: PageFrame, body: BodyRenderer) {
        self.config = config
        self.theme = theme
        self.frame = frame
        self.body = body
        let pattern = theme.strings["permalink"]
        permalinkParts = pattern.firstRange(of: "{floor}").map { (String(pattern[..<$0.lowerBound]), String(pattern[$0.upperBound...])) }
    }

    var strings: LocaleStrings { theme.strings }

    func pageCount(_ folded: FoldedThread) -> Int {
        max(1, (folded.topLevel.count + config.commentsPerPage - 1) / config.commentsPerPage)
    }

    func render(_ folded: FoldedThread) throws(ThemeError) -> [RenderedPage] {
        let comments = ordered(folded.topLevel)
        let flat = isFlat(folded)
        let pageCount = pageCount(folded)
        let slug = folded.thread.slug
        let thread = threadValue(folded)
        var pages: [RenderedPage] = []
        for number in 1...pageCount {
            let path = config.paths.threadPage(slug: slug, number: number)
            let slice = comments.dropFirst((number - 1) * config.commentsPerPage).prefix(config.commentsPerPage)
            var values: [String: MustacheValue] = [:]
            values["thread"] = thread
            values["layout"] = .string(flat ? "flat" : "nested")
            values["pagination"] = Pagination(current: number, count: pageCount, href: { config.paths.siblingThreadPage(slug: slug, number: $0) }).value(strings: strings)
            values["comments"] = .list(try slice.map { comment throws(ThemeError) in try commentValue(comment, flat: flat) })
            let context = frame.context(path: path, values)
            var bytes: [UInt8] = []
            try StageMeter.shared.measure(.template) { () throws(ThemeError) in try theme.render("thread", context, into: &bytes) }
            pages.append(RenderedPage(path: path, bytes: bytes))
        }
        return pages
    }

    /// The thread's newest comments (up to `limit`), each with the page it is on: its
    /// top-level comment's page.
    func feedEntries(_ folded: FoldedThread, limit: Int) -> [FeedEntry] {
        guard limit > 0 else { return [] }
        let comments = ordered(folded.topLevel)
        var entries: [FeedEntry] = []
        for (position, top) in comments.enumerated() {
            let page = position / config.commentsPerPage + 1
            if let time = top.comment.createdAt {
                entries.append(FeedEntry(comment: top.comment, instant: time.instant, anchor: top.anchor, pageNumber: page))
            }
            for reply in top.replies {
                if let time = reply.comment.createdAt {
                    entries.append(FeedEntry(comment: reply.comment, instant: time.instant, anchor: reply.anchor, pageNumber: page))
                }
            }
        }
        return Array(entries.enumerated().sorted { a, b in
            a.element.instant == b.element.instant ? a.offset < b.offset : a.element.instant > b.element.instant
        }.prefix(limit).map(\.element))
    }

    private func ordered(_ comments: [FoldedComment]) -> [FoldedComment] {
        switch config.sort {
        case .input: return comments
        case .oldest, .newest:
            let newestFirst = config.sort == .newest
            return comments.enumerated().sorted { a, b in
                let ta = a.element.comment.createdAt?.instant, tb = b.element.comment.createdAt?.instant
                switch (ta, tb) {
                case let (x?, y?) where x != y: return newestFirst ? x > y : x < y
                case (nil, _?): return false
                case (_?, nil): return true
                default: return a.offset < b.offset
                }
            }.map(\.element)
        }
    }

    private func isFlat(_ folded: FoldedThread) -> Bool {
        switch config.layout {
        case .nested: return false
        case .flat: return true
        case .auto: return !folded.topLevel.isEmpty && Double(folded.replyCount) / Double(folded.topLevel.count) > 10
        }
    }

    private func threadValue(_ folded: FoldedThread) -> MustacheValue {
        let thread = folded.thread
        let counts = strings.format("threadCounts", [
            "comments": strings.count("comments", folded.commentCount),
            "topLevel": NumberText.grouped(folded.topLevel.count),
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
        if let category = thread.category {
            object["category"] = .string(category)
            object["categoryID"] = .string(CategoryID.make(category))
        }
        return .object(object)
    }

    private func commentValue(_ folded: FoldedComment, flat: Bool) throws(ThemeError) -> MustacheValue {
        let comment = folded.comment
        let shownCount = flat ? folded.replies.count : min(config.repliesShown, folded.replies.count)
        let replies = try folded.replies.map { reply throws(ThemeError) in try replyValue(reply) }
        let hidden = folded.replies.count - shownCount
        var object = authorValues(comment, anchor: folded.anchor, floor: String(folded.floor))
        object["body"] = .html(renderBody(comment))
        object["replyCount"] = .int(folded.replies.count)
        object["hasReplies"] = .bool(!folded.replies.isEmpty)
        object["shownReplies"] = .list(Array(replies.prefix(shownCount)))
        object["hasHidden"] = .bool(hidden > 0)
        object["hiddenReplies"] = .list(Array(replies.dropFirst(shownCount)))
        object["hiddenCount"] = .int(hidden)
        object["moreLabel"] = .string(strings.count("viewAllReplies", folded.replies.count))
        object["lessLabel"] = .string(strings["collapseReplies"])
        return .object(object)
    }

    private func replyValue(_ reply: FoldedReply) throws(ThemeError) -> MustacheValue {
        var object = authorValues(reply.comment, anchor: reply.anchor, floor: reply.floor)
        object["toUser"] = .string(reply.toUser)
        object["toHref"] = .string("#c-" + reply.answeredAnchor)
        var prefixContext = object
        prefixContext["t"] = frame.stringsValue
        let prefix = try StageMeter.shared.measure(.template) { () throws(ThemeError) in try theme.render("reply-prefix", .object(prefixContext)) }
        object["body"] = .html(BodyRenderer.prefixing(trimTrailingNewlines(prefix), to: renderBody(reply.comment)))
        return .object(object)
    }

    private func authorValues(_ comment: Comment, anchor: String, floor: String) -> [String: MustacheValue] {
        // Sized for everything a comment or reply gets, so it is never rehashed as it grows.
        var object = [String: MustacheValue](minimumCapacity: 16)
        object["anchor"] = .string(anchor)
        object["floor"] = .string(floor)
        object["user"] = .string(comment.user)
        object["permalinkLabel"] = .string(permalinkLabel(floor))
        if !comment.aliases.isEmpty { object["aliases"] = .list(comment.aliases.map { .string($0) }) }
        if let time = comment.createdAt {
            let text = TimeText(time)
            object["time"] = .object(["iso": .string(text.iso), "text": .string(text.text)])
        }
        return object
    }

    private func renderBody(_ comment: Comment) -> String {
        let html = StageMeter.shared.measure(.render) { body.render(comment.content, format: comment.contentFormat) }
        return html.isEmpty ? "<p class=\"empty\">" + HTMLSanitizer.escape(strings["emptyBody"]) + "</p>\n" : html
    }

    /// "#3.2 的链接": the locale's `permalink` text with the floor put in.
    private func permalinkLabel(_ floor: String) -> String {
        guard let parts = permalinkParts else { return strings["permalink"] }
        return parts.before + floor + parts.after
    }

    private func trimTrailingNewlines(_ text: String) -> String {
        var text = Substring(text)
        while text.last == "\n" || text.last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
