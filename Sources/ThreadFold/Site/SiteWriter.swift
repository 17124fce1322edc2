import Dispatch
import Foundation

/// Renders pages and hands them to a `PageSink`. Threads are independent, so both cores
/// render them; each thread's pages go to the sink as soon as they are rendered, so pages
/// never pile up in memory. The site-wide pages (index, 404, feed, sitemap) and the
/// public files follow.
struct SiteWriter {
    let config: SiteConfig
    let theme: Theme
    let sink: PageSink

    struct Written {
        var pages = 0
        var threadPages = 0
        var files = 0
        /// Site-relative paths of every page of the site as it now is (for pruning).
        var paths: Set<String> = []
    }

    /// `render` picks the threads whose pages are rendered (all when nil); every thread
    /// still counts for the index, the feed and the sitemap.
    func write(_ threads: [FoldedThread], render: Set<Int>? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil,
               clock: inout StageClock) throws(BuildError) -> Written {
        let frame = PageFrame(config: config, strings: theme.strings)
        let body = BodyRenderer(markdownOptions: config.markdownOptions)
        let renderer = ThreadPageRenderer(config: config, theme: theme, frame: frame, body: body)
        let chosen = render.map { $0.sorted() } ?? Array(threads.indices)
        let failures = ResultSlots<BuildError>(count: chosen.count)
        let done = Counter()
        DispatchQueue.concurrentPerform(iterations: chosen.count) { k in
            do throws(BuildError) {
                try writeThread(threads[chosen[k]], renderer: renderer)
            } catch {
                failures[k] = error
            }
            progress?(done.increment(), chosen.count)
        }
        if let failure = failures.values.lazy.compactMap({ $0 }).first { throw failure }
        clock.lap("threads")

        var written = Written()
        var entries: [IndexPageRenderer.Entry] = []
        var pagesPerThread: [String: Int] = [:]
        var feed = FeedCollector(limit: 50)
        for folded in threads {
            let count = renderer.pageCount(folded)
            written.threadPages += count
            for number in 1...count { written.paths.insert(SitePaths.threadPage(slug: folded.thread.slug, number: number)) }
            entries.append(IndexPageRenderer.Entry(folded))
            pagesPerThread[folded.thread.slug] = count
            if config.baseURL != nil { feed.add(renderer.feedEntries(folded, limit: 50), thread: folded.thread) }
        }
        let indexPages: [RenderedPage]
        let notFound: String
        do {
            indexPages = try IndexPageRenderer(config: config, theme: theme, frame: frame).render(entries)
            notFound = try theme.render("404", frame.context(path: "404.html", [:]))
        } catch {
            throw .theme(error)
        }
        for page in indexPages + [RenderedPage(path: "404.html", html: notFound)] {
            try sink.write(page.path, Array(page.html.utf8))
            written.paths.insert(page.path)
        }
        written.pages = written.threadPages + indexPages.count + 1
        for (path, bytes) in theme.publicFiles.sorted(by: { $0.key < $1.key }) {
            try sink.write(path, bytes)
            written.paths.insert(path)
        }
        written.files = written.pages + theme.publicFiles.count
        if let baseURL = frame.baseURL {
            try sink.write("sitemap.xml", Sitemap.xml(baseURL: baseURL, entries: entries, pagesPerThread: pagesPerThread, indexPages: indexPages.count))
            try sink.write("feed.xml", feed.atom(baseURL: baseURL, siteTitle: frame.siteTitle, strings: theme.strings, body: body))
            written.paths.formUnion(["sitemap.xml", "feed.xml"])
            written.files += 2
        }
        clock.lap("index")
        return written
    }

    private func writeThread(_ folded: FoldedThread, renderer: ThreadPageRenderer) throws(BuildError) {
        let pages: [RenderedPage]
        do { pages = try renderer.render(folded) } catch { throw .theme(error) }
        for page in pages { try sink.write(page.path, Array(page.html.utf8)) }
    }
}
