/// Keeps the newest `limit` comments of the whole archive and writes them as Atom.
/// The order is total (time, then thread, then position), so the feed is the same on
/// every build whatever order the threads arrive in.
struct FeedCollector: Sendable {
    struct Item: Sendable {
        let entry: FeedEntry
        let threadTitle: String
        let key: ThreadKey
        let position: Int
    }

    let limit: Int
    /// Read and refilled by a sharded build's summaries (`ShardSummary`).
    fileprivate(set) var items: [Item] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Items kept by other processes (a sharded build's shards), joined into this feed.
    mutating func add(items more: [Item]) {
        items += more
        if items.count > limit * 4 { trim() }
    }

    mutating func add(_ candidates: [FeedEntry], threadTitle: String, key: ThreadKey) {
        guard !candidates.isEmpty else { return }
        items += candidates.enumerated().map { Item(entry: $1, threadTitle: threadTitle, key: key, position: $0) }
        if items.count > limit * 4 { trim() }
    }

    /// The newest `limit` items in feed order: what a shard hands to `merge`, the same
    /// whatever order its threads were read or finished in.
    var kept: [Item] {
        var copy = self
        copy.trim()
        return copy.items
    }

    private mutating func trim() {
        items = Array(items.sorted(by: Self.precedes).prefix(limit))
    }

    /// Feed order: newest first, then by thread and place (`watch` keeps items in it too).
    static func precedes(_ a: Item, _ b: Item) -> Bool {
        if a.entry.instant != b.entry.instant { return a.entry.instant > b.entry.instant }
        return a.key == b.key ? a.position < b.position : a.key < b.key
    }

    /// `slug` gives each thread's final slug (decided after every thread is read).
    func atom(
        baseURL: String, paths: SitePaths, siteTitle: String, strings: LocaleStrings, body: BodyRenderer,
        slug: (ThreadKey) -> String
    ) -> [UInt8] {
        var copy = self
        copy.trim()
        let updated = copy.items.first.map { TimeText(Timestamp(instant: $0.entry.instant)).iso } ?? "1970-01-01T00:00:00Z"
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
            <title>\(XMLText.escape(siteTitle + " · " + strings["feedTitle"]))</title>
            <id>\(XMLText.escape(baseURL))</id>
            <link rel="self" href="\(XMLText.escape(baseURL + "feed.xml"))"/>
            <link href="\(XMLText.escape(baseURL))"/>
            <updated>\(updated)</updated>

            """
        for item in copy.items {
            let entry = item.entry
            let link = baseURL + paths.threadPage(slug: slug(item.key), number: entry.pageNumber) + "#c-" + entry.anchor
            let title = strings.format("feedEntryTitle", ["user": strings.displayName(entry.comment.user), "thread": item.threadTitle])
            let html = body.render(entry.comment.content, format: entry.comment.contentFormat)
            xml += """
                <entry>
                <title>\(XMLText.escape(title))</title>
                <id>\(XMLText.escape(link))</id>
                <link href="\(XMLText.escape(link))"/>
                <updated>\(TimeText(Timestamp(instant: entry.instant)).iso)</updated>
                <author><name>\(XMLText.escape(strings.displayName(entry.comment.user)))</name></author>
                <content type="html">\(XMLText.escape(html))</content>
                </entry>

                """
        }
        xml += "</feed>\n"
        return Array(xml.utf8)
    }
}
