/// A thread page's description, robots and canonical URL, and where its structured data
/// points.
extension ThreadPageRenderer {
    /// The opening of the thread's first comment (in page order) as plain text, cut to
    /// about 155 characters; the site's description for a thread without comments.
    func threadDescription(_ folded: FoldedThread, order: [Int], bodies: ThreadBodies) -> String? {
        guard let first = order.first else { return config.description }
        let text = PlainText.from(html: bodies.html(at: first, reply: nil))
        return text.isEmpty ? config.description : Description.cut(text)
    }

    func threadMeta(_ folded: FoldedThread, description: String?) -> PageMeta {
        var meta = PageMeta(title: folded.thread.title, description: description, type: "article")
        meta.noindex = config.isNoindex(folded.thread)
        if folded.thread.canonicalOriginal, let original = SafeURL.web(folded.thread.url), original.hasPrefix("http") {
            meta.canonical = original
        }
        return meta
    }

    /// Absolute URLs of the page at `path`, its thread's first page and the index; none
    /// without a base URL (structured data wants absolute URLs or none).
    func place(of path: String, slug: String) -> StructuredPlace {
        guard let base = frame.baseURL else { return StructuredPlace() }
        let paths = config.paths
        return StructuredPlace(
            threadURL: base + paths.canonical(paths.threadPage(slug: slug, number: 1)), pageURL: base + paths.canonical(path),
            indexURL: base + paths.canonical(SitePaths.indexPage(1)))
    }
}
