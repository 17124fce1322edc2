/// Keeps the newest `limit` comments of the whole archive and writes them as Atom.
struct FeedCollector {
    let limit: Int
    private var entries: [(entry: FeedEntry, threadTitle: String)] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Entries arrive thread by thread in input order; ties in time keep that order, so the
    /// feed is the same on every build.
    mutating func add(_ candidates: [FeedEntry], thread: Thread) {
        guard !candidates.isEmpty else { return }
        entries += candidates.map { ($0, thread.title) }
        if entries.count > limit * 4 { trim() }
    }

    private mutating func trim() {
        entries = Array(entries.enumerated().sorted { a, b in
            a.element.entry.instant == b.element.entry.instant ? a.offset < b.offset : a.element.entry.instant > b.element.entry.instant
        }.prefix(limit).map(\.element))
    }

    func atom(baseURL: String, siteTitle: String, strings: LocaleStrings, body: BodyRenderer = BodyRenderer()) -> [UInt8] {
        var copy = self
        copy.trim()
        let updated = copy.entries.first.map { TimeText(Timestamp(instant: $0.entry.instant)).iso } ?? "1970-01-01T00:00:00Z"
        var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom">
        <title>\(XMLText.escape(siteTitle + " · " + strings["feedTitle"]))</title>
        <id>\(XMLText.escape(baseURL))</id>
        <link rel="self" href="\(XMLText.escape(baseURL + "feed.xml"))"/>
        <link href="\(XMLText.escape(baseURL))"/>
        <updated>\(updated)</updated>

        """
        for (entry, threadTitle) in copy.entries {
            let link = baseURL + entry.page + "#c-" + entry.anchor
            let title = strings.format("feedEntryTitle", ["user": entry.comment.user, "thread": threadTitle])
            let html = body.render(entry.comment.content, format: entry.comment.contentFormat)
            xml += """
            <entry>
            <title>\(XMLText.escape(title))</title>
            <id>\(XMLText.escape(link))</id>
            <link href="\(XMLText.escape(link))"/>
            <updated>\(TimeText(Timestamp(instant: entry.instant)).iso)</updated>
            <author><name>\(XMLText.escape(entry.comment.user))</name></author>
            <content type="html">\(XMLText.escape(html))</content>
            </entry>

            """
        }
        xml += "</feed>\n"
        return Array(xml.utf8)
    }
}
