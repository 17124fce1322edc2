import Foundation

extension IncrementalBuilder {
    /// What one rebuild read and settled, committed only once every file is written.
    struct Round {
        var list: [String]
        var inputDiagnostics: [Diagnostic]
        /// The files read again, by path.
        var reads: [String: WatchRead] = [:]
        /// Every file's summaries (the files not read again: as they were).
        var files: [String: [SiteWriter.ThreadSummary]]
        /// Every summary with its settled slug, in input order, and thread id → slug.
        var summaries: [SiteWriter.ThreadSummary] = []
        var slugs: [String: String] = [:]
        var feed: WatchFeed
        /// The re-read files' diagnostics, and any error.
        var fresh: [Diagnostic] = []
        var rescanned: Bool
        var sitePaths: Set<String>
        var removed = 0
    }

    /// Scans the inputs again when files came or went, and reads the changed ones.
    func readRound(writer: SiteWriter) throws(BuildError) -> Round {
        var list = self.list
        var inputDiagnostics: [Diagnostic] = []
        var known = files
        if rescanPending {
            (list, inputDiagnostics) = InputFiles.collect(config.inputs, io: io)
            let listed = Set(list)
            known = files.filter { listed.contains($0.key) }
        }
        let toRead = list.filter { pending.contains(absolute[$0] ?? PathName.absolute($0)) || files[$0] == nil }
        let reader = WatchRead.Reader(loader: loader(writer.theme), writer: writer, slugs: slugs, early: true)
        let results = ResultSlots<WatchRead>(count: toRead.count)
        try WatchRead.forEach(toRead, spill: spill) { i, plan, parallel in
            results[i] = reader.read(toRead[i], plan: plan, parallel: parallel)
        }
        var round = Round(
            list: list, inputDiagnostics: inputDiagnostics, files: known, feed: feed, rescanned: rescanPending, sitePaths: sitePaths)
        for (path, read) in zip(toRead, results.values) {
            guard let read else { continue }
            if let failure = read.failure { throw failure }
            round.reads[path] = read
            round.files[path] = read.summaries
        }
        return round
    }

    /// Checks the diagnostics and thread ids, settles every slug as `build` does (from
    /// the slugs the files give, in input order) and the feed.
    func settle(_ round: inout Round, writer: SiteWriter) throws(BuildError) {
        var diagnostics = round.inputDiagnostics
        var all: [SiteWriter.ThreadSummary] = []
        var owners: [String] = []
        all.reserveCapacity(summaries.count + 16)
        for path in round.list {
            if let read = round.reads[path] { diagnostics += read.diagnostics }
            for summary in round.files[path] ?? [] {
                all.append(summary)
                owners.append(path)
            }
        }
        let ids = all.map(\.key.id)
        diagnostics += ThreadIdentity.duplicates(ids: ids, files: owners).diagnostics
        round.fresh = diagnostics
        if DiagnosticCount(diagnostics).failsRun(strict: config.strict) {
            throw .dataWithDiagnostics(diagnostics, strict: config.strict)
        }
        let final = ThreadIdentity.uniqueSlugs(all.map(\.entry.slug), ids: ids)
        for i in all.indices { all[i].entry.slug = final[i] }
        round.summaries = all
        round.slugs = Dictionary(zip(ids, final), uniquingKeysWith: { first, _ in first })
        guard config.baseURL != nil else { return }
        var changed = Set<ThreadKey>()
        for path in round.reads.keys {
            changed.formUnion((files[path] ?? []).map(\.key))
            changed.formUnion((round.files[path] ?? []).map(\.key))
        }
        if round.rescanned {
            for (path, gone) in files where round.files[path] == nil { changed.formUnion(gone.map(\.key)) }
        }
        if let next = feed.replacing(changed, with: round.reads.values.flatMap(\.feed)) {
            round.feed = next
        } else {
            round.feed = try readFeed(round.list, writer: writer)
        }
    }

    /// The feed from every file (the kept candidates no longer tell the newest apart).
    private func readFeed(_ list: [String], writer: SiteWriter) throws(BuildError) -> WatchFeed {
        let reader = WatchRead.Reader(loader: loader(writer.theme), writer: writer, slugs: [:], early: false, keepThreads: false)
        let gathered = FeedGathering()
        try WatchRead.forEach(list, spill: spill) { i, plan, parallel in
            let read = reader.read(list[i], plan: plan, parallel: parallel)
            gathered.add(read.feed, of: read.feedCount)
        }
        return WatchFeed(all: gathered.items, total: gathered.count)
    }

    /// Writes the re-read threads' pages under their settled slugs, then reads again the
    /// files whose threads' slugs moved (or every file, after a template change).
    func writePages(_ round: Round, writer: SiteWriter, allPages: Bool) throws(BuildError) {
        var threads: [FoldedThread] = []
        var again: [String: Set<String>?] = [:]
        for path in round.list {
            guard let read = round.reads[path] else { continue }
            guard let kept = read.threads else {
                let missing = read.summaries.map(\.key.id).filter { read.written[$0] != round.slugs[$0] }
                if !missing.isEmpty { again[path] = Set(missing) }
                continue
            }
            for var folded in kept {
                folded.thread.slug = round.slugs[folded.thread.id] ?? folded.thread.slug
                threads.append(folded)
            }
        }
        try writer.writeThreads(threads, chosen: nil)
        let moved = round.slugs.filter { slugs[$0.key] != nil && slugs[$0.key] != $0.value }
        if allPages || !moved.isEmpty {
            for path in round.list where round.reads[path] == nil {
                if allPages {
                    again[path] = .some(nil)
                } else if let ids = round.files[path]?.map(\.key.id).filter({ moved[$0] != nil }), !ids.isEmpty {
                    again[path] = Set(ids)
                }
            }
        }
        guard !again.isEmpty else { return }
        let reader = WatchRead.Reader(loader: loader(writer.theme), writer: writer, slugs: round.slugs, early: false)
        let paths = again.keys.sorted()
        let chosen = paths.map { again[$0] ?? nil }
        let failures = ResultSlots<BuildError>(count: paths.count)
        try WatchRead.forEach(paths, spill: spill) { i, plan, parallel in
            failures[i] = reader.rewrite(paths[i], ids: chosen[i], plan: plan, parallel: parallel)
        }
        if let failure = failures.values.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// The index pages, 404, public files, feed and sitemap when a summary moved (or
    /// `force`), removing the pages no longer in the site. Returns how many were removed.
    func writeSiteWide(_ round: inout Round, writer: SiteWriter, force: Bool) throws(BuildError) {
        guard force || round.summaries != summaries else { return }
        let written = try writer.writeSiteWide(round.summaries, feed: round.feed.collector)
        // The search index is the background refresh's to write and prune.
        let stale = sitePaths.subtracting(written.paths).filter { !$0.hasPrefix("search/") }
        for path in stale.sorted() { writer.sink.remove(path) }
        removeEmptyThreadFolders(stale)
        round.sitePaths = written.paths
        round.removed = stale.count
    }

    func commit(_ round: Round, theme: Theme) {
        self.theme = theme
        remember(list: round.list)
        files = round.files
        summaries = round.summaries
        slugs = round.slugs
        feed = round.feed
        sitePaths = round.sitePaths
        pending = []
        rescanPending = false
    }

    private func removeEmptyThreadFolders(_ removed: Set<String>) {
        let root = OutputFolder(path: config.output, io: io).path
        let folders = Set(removed.compactMap(config.paths.threadFolder))
        for folder in folders where ((try? io.list(root + "/" + folder)) ?? []).isEmpty {
            try? io.remove(root + "/" + folder)
        }
    }
}

/// Feed candidates gathered from files read in parallel, trimmed as they come.
private final class FeedGathering: @unchecked Sendable {
    private let lock = NSLock()
    private var gathered: [FeedCollector.Item] = []
    private var total = 0

    func add(_ more: [FeedCollector.Item], of count: Int) {
        lock.withLock {
            total += count
            gathered += more
            if gathered.count > WatchFeed.reserve * 4 {
                gathered = Array(gathered.sorted(by: FeedCollector.precedes).prefix(WatchFeed.reserve))
            }
        }
    }

    var items: [FeedCollector.Item] { lock.withLock { gathered } }
    var count: Int { lock.withLock { total } }
}
