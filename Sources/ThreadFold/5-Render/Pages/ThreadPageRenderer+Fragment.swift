import Mustache

/// A thread as a fragment for another site's page (`threadfold embed`): the `fragment`
/// template around the same comment markup as thread pages, every top-level comment on
/// one fragment (a blog post has no pages of comments), no page chrome.
extension ThreadPageRenderer {
    /// `postURL`: the blog post's absolute URL, which the fragment's structured data says
    /// the comments are about.
    func fragment(_ folded: FoldedThread, headingLevel: Int, postURL: String? = nil) throws(ThemeError) -> [UInt8] {
        let order = orderedIndices(folded.topLevel)
        let comments = order.map { folded.topLevel[$0] }
        let bodies = ThreadBodies(folded, body: body)
        let layout = chosenLayout(folded)
        var thread = threadValue(folded)
        if case .object(var object) = thread {
            object["id"] = .string(folded.thread.id)
            thread = .object(object)
        }
        var values: [String: MustacheValue] = [:]
        values["thread"] = thread
        values["layout"] = .string(layout.rawValue)
        values["ownColors"] = .bool(config.colors == .own)
        values["tree"] = .bool(layout == .tree)
        values["level"] = .int(min(6, max(1, headingLevel)))
        values["heading"] = .string(strings.count("comments", folded.commentCount))
        values["comments"] = try commentValues(comments[...], layout: layout, bodies: bodies)
        if let script = fragmentScript(folded, order: order, bodies: bodies, postURL: postURL) {
            values["structuredData"] = .string(script)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.estimatedSize(of: comments[...]))
        try theme.render("fragment", frame.context(path: "index.html", values), into: &bytes)
        return bytes
    }
}

extension ThreadPageRenderer {
    /// The language of a thread's text when it differs from the site's: the thread file's
    /// `"lang"`, else (with `"locale": "auto"`) what its title and first 3,000 characters
    /// of comments are written in (`ScriptCounts`). A short or unclear Latin-script thread
    /// on a Latin-script site is left in the site's language.
    func threadLanguage(_ thread: CommentThread) -> String? {
        let site = strings["lang"]
        var language = thread.lang
        if language == nil && config.threadLanguages {
            var counts = ScriptCounts()
            counts.add(thread.title)
            var budget = 3_000
            for comment in thread.comments where budget > 0 {
                counts.add(comment.content.prefix(budget))
                budget -= comment.content.utf8.count
            }
            language = counts.locale(minimum: 24, clearLatin: ScriptCounts.latinLocales.contains(site))
        }
        guard let language, language != site else { return nil }
        return language
    }
}
