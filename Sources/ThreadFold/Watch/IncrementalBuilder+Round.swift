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
        /// Whether a summary (or a slug) differs from the last rebuild's.
        var summariesMoved = true
        /// Whether the slugs were settled again (false: every thread keeps its slug).
        var slugsSettled = true
    }

    /// Scans the inputs again when files came or went, and reads the changed ones.
    func readRound(writer: SiteWriter, allPages: Bool) throws(BuildError) -> Round {
        var list = self.list
        var inputDiagnostics: [Diagnostic] = []
        var known = files
        if rescanPending {
            (list, inputDiagnostics) = InputFiles.collect(config.inputs, io: io)
            let listed = Set(list)
            known = files.filter { listed.contains($0.key) }
        }
        let toRead = list.filter { pending.contains(absolute[$0] ?? PathName.absolute($0)) || files[$0] == nil }
        var settled = WatchRead.Reader(loader: loader(writer.theme), writer: writer, slugs: slugs, early: true)
        if !allPages { settled.unchanged = fingerprints }
        let reader = settled
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
        if !patch(&round) { try settleAll(&round) }
        try settleFeed(&round, writer: writer)
    }

    /// The common save: the re-read files hold the same threads, with the same slugs, as
    /// before (no file came or went). Then no slug moves and no id can clash anew: their
    /// summaries are put in place of the old ones, without going over every thread.
    private func patch(_ round: inout Round) -> Bool {
        guard !round.rescanned else { return false }
        for (path, read) in round.reads {
            guard let old = files[path], offsets[path] != nil, old.count == read.summaries.count,
                zip(old, read.summaries).allSatisfy({ $0.key == $1.key && $0.entry.slug == $1.entry.slug })
            else { return false }
        }
        var diagnostics = round.inputDiagnostics
        var all = summaries
        var moved = false
        for path in round.list {
            guard let read = round.reads[path], let start = offsets[path] else { continue }
            diagnostics += read.diagnostics
            for (i, var summary) in read.summaries.enumerated() {
                summary.entry.slug = all[start + i].entry.slug
                if summary != all[start + i] { moved = true }
                all[start + i] = summary
            }
        }
        round.fresh = diagnostics
        guard !DiagnosticCount(diagnostics).failsRun(strict: config.strict) else { return false }
        round.summaries = all
        round.slugs = slugs
        round.summariesMoved = moved
        round.slugsSettled = false
        return true
    }

    /// Checks every thread id and settles every slug, as `build` does.
    private func settleAll(_ round: inout Round) throws(BuildError) {
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
        round.summariesMoved = all != summaries
    }

    /// The feed (with a base URL): the re-read threads' candidates in place of theirs.
    private func settleFeed(_ round: inout Round, writer: SiteWriter) throws(BuildError) {
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
        let moved = round.slugsSettled ? round.slugs.filter { slugs[$0.key] != nil && slugs[$0.key] != $0.value } : [:]
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
        guard force || round.summariesMoved else { return }
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
        if round.rescanned { remember(list: round.list) }
        for (path, read) in round.reads {
            for gone in files[path] ?? [] { fingerprints[gone.key.id] = nil }
            fingerprints.merge(read.fingerprints) { _, new in new }
        }
        if round.rescanned { fingerprints = fingerprints.filter { round.slugs[$0.key] != nil } }
        files = round.files
        summaries = round.summaries
        slugs = round.slugs
        if round.slugsSettled || round.rescanned { offsets = Self.offsets(round.list, files: round.files) }
        feed = round.feed
        sitePaths = round.sitePaths
        pending = []
        rescanPending = false
    }

    /// Where each file's threads start in `summaries`.
    static func offsets(_ list: [String], files: [String: [SiteWriter.ThreadSummary]]) -> [String: Int] {
        var offsets: [String: Int] = [:]
        var start = 0
        for path in list {
            offsets[path] = start
            start += files[path]?.count ?? 0
        }
        return offsets
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
