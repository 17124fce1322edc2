import Dispatch
import Foundation
import TextIndex

/// Renders pages and hands them to a `PageSink`: a thread's pages (`writeThread`), and the
/// site-wide files (index pages, 404, public files, feed, sitemap) once every thread is
/// known (`writeSiteWide`).
struct SiteWriter {
    let config: SiteConfig
    let theme: Theme
    let sink: PageSink
    let frame: PageFrame
    let body: BodyRenderer
    let renderer: ThreadPageRenderer

    init(config: SiteConfig, theme: Theme, sink: PageSink) {
        self.config = config
        self.theme = theme
        self.sink = sink
        frame = PageFrame(config: config, strings: theme.strings)
        var body = BodyRenderer(markdownOptions: config.markdownOptions)
        if config.redactEmails { body.emailMarker = theme.strings["emailHidden"] }
        self.body = body
        renderer = ThreadPageRenderer(config: config, theme: theme, frame: frame, body: body)
    }

    struct Written {
        var pages = 0
        var threadPages = 0
        var files = 0
        /// Site-relative paths of every file of the site as it now is (for pruning).
        var paths: Set<String> = []
    }

    /// What the site-wide files need to know of a thread: all a sharded build leaves of it
    /// for `merge` (`ShardSummary`).
    struct ThreadSummary: Sendable, Equatable, Codable {
        var entry: IndexPageRenderer.Entry
        var pages: Int
        var key: ThreadKey
    }

    /// A thread's pages, and with `search` its documents in the index (under `key`), from
    /// bodies rendered once for both.
    func writeThread(_ folded: FoldedThread, search: SearchCollector? = nil, key: ThreadKey? = nil) throws(BuildError) {
        let bodies = ThreadBodies(folded, body: body)
        let pages: [RenderedPage]
        do { pages = try renderer.render(folded, bodies: bodies) } catch { throw .theme(error) }
        for page in pages { try sink.write(page.path, page.bytes) }
        // A thread kept out of search engines is kept out of the site's search too.
        if let search, let key, !config.isNoindex(folded.thread) {
            try search.withBuffer { buffer throws(BuildError) in try buffer.add(folded, key: key, bodies: bodies, renderer: renderer) }
        }
    }

    func summary(of folded: FoldedThread, key: ThreadKey) -> ThreadSummary {
        var entry = IndexPageRenderer.Entry(folded)
        entry.noindex = config.isNoindex(folded.thread)
        entry.lang = renderer.threadLanguage(folded.thread)
        return ThreadSummary(entry: entry, pages: renderer.pageCount(folded), key: key)
    }

    func feedCandidates(of folded: FoldedThread) -> [FeedEntry] {
        config.baseURL == nil ? [] : FeedEntry.newest(in: folded, renderer: renderer, limit: 50)
    }

    /// Every thread of `threads` counts for the index, feed and sitemap; only those in
    /// `render` (all when nil) get their pages rendered. Used by `watch`, which holds
    /// the whole archive and passes the `summaries` it keeps (in `threads` order): without
    /// a base URL (no feed) nothing else of the other threads is needed, and summing up
    /// 10,000 threads again (every comment's time) took a third of a rebuild. `index`
    /// false leaves the search index to the caller (`watch` refreshes it in the background).
    func write(
        _ threads: [FoldedThread], render: Set<Int>? = nil, summaries known: [ThreadSummary]? = nil,
        clock: inout StageClock, index: Bool = true
    ) throws(BuildError) -> Written {
        try writeThreads(threads, chosen: render)
        clock.lap("threads")
        var feed = FeedCollector(limit: 50)
        var summaries: [ThreadSummary] = []
        if let known, known.count == threads.count, config.baseURL == nil {
            summaries = known
        } else {
            for folded in threads {
                let key = ThreadKey(id: folded.thread.id)
                summaries.append(summary(of: folded, key: key))
                feed.add(feedCandidates(of: folded), threadTitle: folded.thread.title, key: key)
            }
        }
        var written = try writeSiteWide(summaries, feed: feed)
        clock.lap("index")
        if config.search && index {
            try writeSearch(try indexAll(threads), summaries: summaries, into: &written)
            clock.lap("search")
        }
        return written
    }

    /// The pages of the threads at `chosen` (all when nil), in parallel; with `search`,
    /// their documents too, keyed by thread id.
    func writeThreads(
        _ threads: [FoldedThread], chosen: Set<Int>?, search: SearchCollector? = nil
    ) throws(BuildError) {
        let indices = chosen.map { $0.sorted() } ?? Array(threads.indices)
        let failures = ResultSlots<BuildError>(count: indices.count)
        DispatchQueue.concurrentPerform(iterations: indices.count) { k in
            do throws(BuildError) {
                let folded = threads[indices[k]]
                try writeThread(folded, search: search, key: ThreadKey(id: folded.thread.id))
            } catch {
                failures[k] = error
            }
        }
        if let failure = failures.values.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Index pages, 404, public files and, with a base URL, the sitemap and feed.
    /// `summaries` carry final slugs.
    func writeSiteWide(_ summaries: [ThreadSummary], feed: FeedCollector) throws(BuildError) -> Written {
        // The sitemap lists threads in key order, whatever order they were read in.
        let summaries = summaries.sorted { $0.key < $1.key }
        var written = Written()
        for summary in summaries {
            written.threadPages += summary.pages
            for number in 1...summary.pages {
                written.paths.insert(config.paths.threadPage(slug: summary.entry.slug, number: number))
            }
        }
        let entries = summaries.map(\.entry)
        let indexPages: [RenderedPage]
        let notFound: String
        do {
            indexPages = try IndexPageRenderer(config: config, theme: theme, frame: frame).render(entries)
            notFound = try theme.render("404", frame.context(path: "404.html", [:]))
        } catch {
            throw .theme(error)
        }
        for page in indexPages + [RenderedPage(path: "404.html", html: notFound)] {
            try sink.write(page.path, page.bytes)
            written.paths.insert(page.path)
        }
        written.pages = written.threadPages + indexPages.count + 1
        // Without search the site is as it was before search existed: no search.js.
        let publicFiles = theme.publicFiles.filter { config.search || $0.key != "search.js" }
        for (path, bytes) in publicFiles.sorted(by: { $0.key < $1.key }) {
            try sink.write(path, bytes)
            written.paths.insert(path)
        }
        written.files = written.pages + publicFiles.count
        if config.search { try writeSearchPage(into: &written) }
        if let baseURL = frame.baseURL {
            let slugs = Dictionary(summaries.map { ($0.key, $0.entry.slug) }, uniquingKeysWith: { first, _ in first })
            let pagesPerThread = Dictionary(summaries.map { ($0.entry.slug, $0.pages) }, uniquingKeysWith: { first, _ in first })
            try sink.write(
                "sitemap.xml",
                Sitemap.xml(
                    baseURL: baseURL, paths: config.paths, entries: entries, pagesPerThread: pagesPerThread, indexPages: indexPages.count))
            try sink.write(
                "feed.xml",
                feed.atom(
                    baseURL: baseURL, paths: config.paths, siteTitle: frame.siteTitle, strings: theme.strings, body: body,
                    slug: { slugs[$0] ?? "" }))
            written.paths.formUnion(["sitemap.xml", "feed.xml"])
            written.files += 2
            // A robots.txt of the site's own (in `public`) wins.
            if theme.publicFiles["robots.txt"] == nil {
                try sink.write("robots.txt", Sitemap.robots(baseURL: baseURL))
                written.paths.insert("robots.txt")
                written.files += 1
            }
        }
        return written
    }

    /// Where a build's search documents gather; its spill files go in the staging folder.
    func searchCollector() -> SearchCollector {
        SearchIndexWriter.collector(sink: sink, budget: config.searchMemoryBudget, locale: config.locale)
    }

    /// Every thread of an archive held in memory indexed (`watch`), keyed by thread id.
    func indexAll(_ threads: [FoldedThread]) throws(BuildError) -> SearchCollector {
        let collector = searchCollector()
        try index(threads, into: collector)
        return collector
    }

    /// `threads`' documents added to `collector`, keyed by thread id (`watch`'s search
    /// refresh adds a file's at a time).
    func index(_ threads: [FoldedThread], into collector: SearchCollector) throws(BuildError) {
        let failures = ResultSlots<BuildError>(count: threads.count)
        DispatchQueue.concurrentPerform(iterations: threads.count) { i in
            guard !config.isNoindex(threads[i].thread) else { return }
            do throws(BuildError) {
                let bodies = ThreadBodies(threads[i], body: body)
                try collector.withBuffer { buffer throws(BuildError) in
                    try buffer.add(threads[i], key: ThreadKey(id: threads[i].thread.id), bodies: bodies, renderer: renderer)
                }
            } catch {
                failures[i] = error
            }
        }
        if let failure = failures.values.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// The index under `search/` (see `SearchIndexWriter`), after the site-wide files.
    func writeSearch(_ search: SearchCollector?, summaries: [ThreadSummary], into written: inout Written) throws(BuildError) {
        guard config.search, let search else { return }
        let slugs = Dictionary(summaries.map { ($0.key, $0.entry.slug) }, uniquingKeysWith: { first, _ in first })
        let paths = try SearchIndexWriter(paths: config.paths, sink: sink).write(
            search, slugs: slugs, tierAbove: config.searchTierAbove)
        written.paths.formUnion(paths)
        written.files += paths.count
    }

    private func writeSearchPage(into written: inout Written) throws(BuildError) {
        let html: String
        do { html = try theme.render("search", frame.context(path: "search.html", [:])) } catch { throw .theme(error) }
        try sink.write("search.html", Array(html.utf8))
        written.paths.insert("search.html")
        written.pages += 1
        written.files += 1
    }
}
