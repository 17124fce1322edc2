import Dispatch
import Foundation

/// Renders and writes every page of a site into `root` (the staging folder). Threads are
/// independent, so both cores render and write them; each thread's pages are written as
/// soon as they are rendered, so pages never pile up in memory.
struct SiteWriter {
    let config: SiteConfig
    let theme: Theme
    let io: FileIO
    let root: String

    struct Written {
        var pages = 0
        var files = 0
    }

    func write(_ threads: [FoldedThread], progress: (@Sendable (Int, Int) -> Void)?, clock: inout StageClock) throws(BuildError) -> Written {
        let frame = PageFrame(config: config, strings: theme.strings)
        let body = BodyRenderer(markdownOptions: config.markdownOptions)
        let renderer = ThreadPageRenderer(config: config, theme: theme, frame: frame, body: body)
        let results = ResultSlots<Result<ThreadOutcome, BuildError>>(count: threads.count)
        let done = Counter()
        DispatchQueue.concurrentPerform(iterations: threads.count) { i in
            results[i] = Result { () throws(BuildError) -> ThreadOutcome in try writeThread(threads[i], renderer: renderer) }
            progress?(done.increment(), threads.count)
        }
        clock.lap("threads")
        var written = Written()
        var entries: [IndexPageRenderer.Entry] = []
        var pagesPerThread: [String: Int] = [:]
        var feed = FeedCollector(limit: 50)
        for (i, result) in results.values.enumerated() {
            guard let result else { continue }
            let outcome = try result.get()
            written.pages += outcome.pages
            entries.append(outcome.entry)
            pagesPerThread[outcome.entry.slug] = outcome.pages
            feed.add(outcome.feedEntries, thread: threads[i].thread)
        }
        let indexPages: [RenderedPage]
        do { indexPages = try IndexPageRenderer(config: config, theme: theme, frame: frame).render(entries) } catch { throw .theme(error) }
        written.pages += try writePages(indexPages)
        let notFound: String
        do { notFound = try theme.render("404", frame.context(path: "404.html", [:])) } catch { throw .theme(error) }
        written.pages += try writePages([RenderedPage(path: "404.html", html: notFound)])
        written.files = written.pages + (try writePublicFiles())
        if let baseURL = frame.baseURL {
            written.files += try writeFile("sitemap.xml", Sitemap.xml(baseURL: baseURL, entries: entries,
                                                                      pagesPerThread: pagesPerThread, indexPages: indexPages.count))
            written.files += try writeFile("feed.xml", feed.atom(baseURL: baseURL, siteTitle: frame.siteTitle,
                                                                strings: theme.strings, body: body))
        }
        clock.lap("index")
        return written
    }

    private struct ThreadOutcome: Sendable {
        let pages: Int
        let entry: IndexPageRenderer.Entry
        let feedEntries: [FeedEntry]
    }

    private func writeThread(_ folded: FoldedThread, renderer: ThreadPageRenderer) throws(BuildError) -> ThreadOutcome {
        let rendered: ThreadPageRenderer.Output
        do { rendered = try renderer.render(folded, feedLimit: config.baseURL == nil ? 0 : 50) } catch { throw .theme(error) }
        let pages = try writePages(rendered.pages)
        let thread = folded.thread
        let entry = IndexPageRenderer.Entry(title: thread.title, slug: thread.slug, category: thread.category,
                                            commentCount: folded.commentCount, replyCount: folded.replyCount,
                                            lastActivity: folded.lastActivity)
        return ThreadOutcome(pages: pages, entry: entry, feedEntries: rendered.feedEntries)
    }

    private func writePages(_ pages: [RenderedPage]) throws(BuildError) -> Int {
        for page in pages { _ = try writeFile(page.path, Array(page.html.utf8)) }
        return pages.count
    }

    private func writePublicFiles() throws(BuildError) -> Int {
        for (path, bytes) in theme.publicFiles.sorted(by: { $0.key < $1.key }) {
            _ = try writeFile(path, bytes)
        }
        return theme.publicFiles.count
    }

    private func writeFile(_ path: String, _ bytes: [UInt8]) throws(BuildError) -> Int {
        do {
            try io.write(root + "/" + path, bytes)
        } catch let error as FileIOError {
            throw .write(error)
        } catch {
            throw .write(FileIOError(path: root + "/" + path, message: "cannot write this file (\(error))"))
        }
        return 1
    }
}
