import Dispatch
import Mustache

/// The archive's index: threads grouped by category (alphabetical, the uncategorised
/// last), each group's threads by latest activity (newest first), split into pages of
/// `threadsPerPage` threads.
struct IndexPageRenderer: Sendable {
    let config: SiteConfig
    let theme: Theme
    let frame: PageFrame

    var strings: LocaleStrings { theme.strings }

    /// A thread as the index lists it; the pipeline keeps these, not whole threads (and a
    /// sharded build writes them down for `merge`).
    struct Entry: Sendable, Equatable, Codable {
        let title: String
        var slug: String
        let category: String?
        let commentCount: Int
        let replyCount: Int
        let lastActivity: Timestamp?
        /// Left out of the sitemap (see `SiteConfig.isNoindex`).
        var noindex = false
        /// The thread's own language when it differs from the site's (`threadLanguage`).
        var lang: String? = nil
    }

    func render(_ entries: [Entry]) throws(ThemeError) -> [RenderedPage] {
        let ordered = order(entries)
        let pageCount = max(1, (ordered.count + config.threadsPerPage - 1) / config.threadsPerPage)
        let totals = categoryTotals(entries)
        let stats = strings.format(
            "archiveStats",
            [
                "threads": strings.count("threads", entries.count),
                "comments": strings.count("comments", entries.reduce(0) { $0 + $1.commentCount }),
            ])
        // Pages in parallel: `watch` renders them all again whenever a thread moves.
        let pages = ResultSlots<Result<RenderedPage, ThemeError>>(count: pageCount)
        DispatchQueue.concurrentPerform(iterations: pageCount) { index in
            let number = index + 1
            let slice = Array(ordered.dropFirst(index * config.threadsPerPage).prefix(config.threadsPerPage))
            pages[index] = Result { () throws(ThemeError) in
                try page(number, of: pageCount, slice, stats: stats, totals: totals)
            }
        }
        return try pages.values.map { result throws(ThemeError) in
            guard let result else { throw ThemeError(file: "index", message: "an index page was not rendered") }
            return try result.get()
        }
    }

    private func page(
        _ number: Int, of pageCount: Int, _ slice: [Entry], stats: String,
        totals: [String: (threads: Int, comments: Int)]
    ) throws(ThemeError) -> RenderedPage {
        let path = SitePaths.indexPage(number)
        let values: [String: MustacheValue] = [
            "stats": .string(stats),
            "categories": .list(groups(slice).map { categoryValue($0, totals: totals) }),
            "pagination": Pagination(current: number, count: pageCount, href: SitePaths.indexPage).value(strings: strings),
        ]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4_096 + slice.count * 600)
        let meta = PageMeta(title: frame.siteTitle, description: config.description)
        try theme.render("index", frame.context(path: path, values, meta: meta), into: &bytes)
        return RenderedPage(path: path, bytes: bytes)
    }

    private func categoryName(_ entry: Entry) -> String {
        entry.category ?? strings["uncategorised"]
    }

    /// Categories alphabetically with the uncategorised last; threads newest first, then
    /// by title and slug so equal times still give one order.
    private func order(_ entries: [Entry]) -> [Entry] {
        entries.sorted { a, b in
            if a.category != b.category {
                guard let x = a.category else { return false }
                guard let y = b.category else { return true }
                return x < y
            }
            let ta = a.lastActivity?.instant ?? -.infinity
            let tb = b.lastActivity?.instant ?? -.infinity
            if ta != tb { return ta > tb }
            return a.title != b.title ? a.title < b.title : a.slug < b.slug
        }
    }

    private func groups(_ entries: [Entry]) -> [(String, [Entry])] {
        var result: [(String, [Entry])] = []
        for entry in entries {
            let name = categoryName(entry)
            if result.last?.0 == name { result[result.count - 1].1.append(entry) } else { result.append((name, [entry])) }
        }
        return result
    }

    private func categoryTotals(_ entries: [Entry]) -> [String: (threads: Int, comments: Int)] {
        var totals: [String: (threads: Int, comments: Int)] = [:]
        for entry in entries {
            let current = totals[categoryName(entry)] ?? (0, 0)
            totals[categoryName(entry)] = (current.threads + 1, current.comments + entry.commentCount)
        }
        return totals
    }

    private func categoryValue(_ group: (String, [Entry]), totals: [String: (threads: Int, comments: Int)]) -> MustacheValue {
        let total = totals[group.0] ?? (group.1.count, 0)
        return .object([
            "name": .string(group.0),
            "id": .string(CategoryID.make(group.0)),
            "counts": .string(strings.count("threads", total.threads) + " · " + strings.count("comments", total.comments)),
            "threads": .list(group.1.map(threadValue)),
        ])
    }

    private func threadValue(_ entry: Entry) -> MustacheValue {
        .fields(
            IndexEntryFields(entry, href: config.paths.threadPage(slug: entry.slug, number: 1), strings: strings, zone: config.timeZone))
    }
}

/// The HTML id of a category's section on the index (`cat-<anchor>`), so thread pages
/// can link back to it.
enum CategoryID {
    static func make(_ name: String) -> String {
        "cat-" + Anchor.make(name)
    }
}

extension IndexPageRenderer.Entry {
    /// A folded thread's entry.
    init(_ folded: FoldedThread) {
        self.init(
            title: folded.thread.title, slug: folded.thread.slug, category: folded.thread.category,
            commentCount: folded.commentCount, replyCount: folded.replyCount, lastActivity: folded.lastActivity)
    }
}
