import Foundation

/// The site behind `watch` and `serve`: built once in full, then kept up to date by
/// re-reading only the input files that changed and rewriting only the files whose
/// bytes changed. A rebuild that fails (bad JSON, a template error) changes nothing:
/// neither the site on disk nor what this builder remembers, so the next good edit
/// recovers on its own. Not thread-safe: one rebuild at a time (the watch loop is serial).
public final class IncrementalBuilder: @unchecked Sendable {
    public let config: SiteConfig
    private let io: FileIO
    private var theme: Theme?
    /// Loaded input files by path.
    private var files: [String: LoadedFile] = [:]
    /// Every file of the site as last written, for removing what is no longer there.
    private var sitePaths: Set<String> = []
    private var slugByThreadID: [String: String] = [:]
    /// Input files in scan order, and their absolute spellings (what the watcher reports).
    private var list: [String] = []
    private var absolute: [String: String] = [:]
    /// Inputs changed since the last successful rebuild: a file that failed stays here, so
    /// a later rebuild for another file does not quietly use its last good copy.
    private var pending: Set<String> = []
    /// Files went away in a rebuild that failed: the next one scans the inputs again.
    private var rescanPending = false
    /// What the index and feed were drawn from last time: unchanged means they need not
    /// be rendered again.
    private var lastSummaries: [SiteWriter.ThreadSummary] = []
    /// Whether a full build has succeeded; until then every rebuild is a full one.
    private var hasBuilt = false
    /// Each file's thread summaries (index entry, page count) as last computed: a rebuild
    /// recomputes only the re-read files' (a thread's last activity scans its comments).
    private var summaryCache: [String: [SiteWriter.ThreadSummary]] = [:]
    /// The search index after a rebuild, refreshed in the background (see `SearchRefresher`).
    private var search: SearchRefresher?
    /// Told when a background refresh of the search index ends (set before `buildAll`).
    public var onSearchRefresh: @Sendable (SearchRefreshReport) -> Void = { _ in }
    /// Site dumps from this size on are grouped through a spill, as `build` groups them;
    /// their folded threads are kept all the same (`files`), as every input's are.
    var spillThreshold = DumpSpill.threshold
    private var spill: SpillSettings { SpillSettings(output: config.output, threshold: spillThreshold) }

    public init(config: SiteConfig, io: FileIO = .disk) {
        self.config = config
        self.io = io
    }

    /// The first build: full, atomic, as `build` does it.
    public func buildAll(diagnostics: (([Diagnostic]) -> Void)? = nil) throws(BuildError) -> BuildReport {
        var clock = StageClock()
        let output = OutputFolder(path: config.output, io: io)
        try output.check(inputs: config.inputs)
        let theme = try SiteBuilder(config: config, io: io).loadTheme()
        let (list, inputDiagnostics) = InputFiles.collect(config.inputs, io: io)
        let loaded: [LoadedFile]
        do { loaded = try loader(theme).loadAll(list, spill: spill) } catch { throw .write(error) }
        var archive = ArchiveLoader.assemble(loaded, inputDiagnostics: inputDiagnostics)
        archive.diagnostics += config.unmatchedTakedowns(archive.takedown)
        clock.lap("load")
        diagnostics?(archive.diagnostics)
        let report = try SiteBuilder(config: config, io: io).publish(archive, theme: theme, output: output, clock: &clock)
        self.theme = theme
        files = Dictionary(uniqueKeysWithValues: zip(list, loaded))
        remember(list: list)
        remember(archive)
        let writer = SiteWriter(config: config, theme: theme, sink: PageSink(root: "", io: io, onlyChanges: true))
        lastSummaries = summaries(archive, files: list, loaded: files, reread: Set(list), writer: writer)
        pending = []
        hasBuilt = true
        if config.search {
            search = SearchRefresher(
                paths: sitePaths.filter { $0.hasPrefix("search/") }, output: config.output, io: io, onDone: onSearchRefresh)
        }
        return report
    }

    /// Returns once the search index holds every rebuild so far (tests, and `watch`
    /// before it stops or starts over, so no index file is left half-replaced).
    public func waitForSearch() { search?.wait() }

    /// Drops the background index refresh under way (`watch` stopping): its staging folder
    /// is removed and the index on disk stays the last one written, whole.
    public func cancelSearch() { search?.cancel() }

    /// Hands what is loaded now to the background index refresh.
    private func refreshSearch(_ round: Round) {
        guard let search, let theme else { return }
        search.schedule(
            SearchRefresher.Snapshot(
                files: round.list.compactMap { files[$0] }, inputDiagnostics: round.inputDiagnostics,
                writer: SiteWriter(config: config, theme: theme, sink: livePageSink())))
    }

    /// Applies a plan (`everything` is the caller's: it reloads the config and starts a
    /// new builder). Before a first full build has succeeded, this is that build.
    ///
    /// Three paths, from least to most work: `quickRebuild` (the saved files' threads keep
    /// their index summaries: only their pages), `writeEarly` then `fullRebuild` (their
    /// pages first, then the archive, the index and whatever else moved). Whatever fails
    /// puts back what was re-read (`rollingBack`), so memory and disk still agree.
    public func rebuild(_ plan: RebuildPlan) throws(BuildError) -> RebuildReport {
        guard hasBuilt else {
            let report = try buildAll()
            return RebuildReport(
                reason: plan.reason, written: report.files, removed: 0, seconds: report.seconds,
                diagnostics: report.diagnostics.filter { $0.severity == .error })
        }
        pending.formUnion(plan.changedInputs)
        let clock = StageClock()
        let newTheme = plan.theme || plan.publicFiles || theme == nil ? try SiteBuilder(config: config, io: io).loadTheme() : theme
        guard let newTheme else { throw .theme(ThemeError(file: "Templates", message: "no theme loaded")) }
        let round = try reread(plan)
        return try rollingBack(round.replaced) { () throws(BuildError) in
            let sitewideChange = plan.theme || plan.publicFiles || config.baseURL != nil
            if !round.rescanned && !sitewideChange,
                let report = try quickRebuild(round, theme: newTheme, plan: plan, clock: clock)
            {
                return report
            }
            let writer = SiteWriter(config: config, theme: newTheme, sink: livePageSink())
            // The saved thread's own pages before the index: they depend on no other thread,
            // and at 10,000 threads assembling the archive and the index takes a while.
            let early = round.rescanned || plan.theme || plan.publicFiles ? [] : try writeEarly(round, writer: writer)
            return try fullRebuild(round, early: early, writer: writer, plan: plan, clock: clock)
        }
    }

    /// What one rebuild read: the input list (scanned again when files came or went), and
    /// the files loaded again, with what they replaced, to put back if the rebuild fails.
    private struct Round {
        var list: [String]
        var absolute: [String: String]
        var inputDiagnostics: [Diagnostic]
        var reread: [String]
        var replaced: [String: LoadedFile?]
        var rescanned: Bool
    }

    /// Re-reads the changed input files into `files`, in place (a copy of 10,000 loaded
    /// files would retain every one of them). A spill that fails puts back what was removed.
    private func reread(_ plan: RebuildPlan) throws(BuildError) -> Round {
        let known = Set(absolute.values)
        let rescanned = rescanPending || !plan.removedInputs.isEmpty || !plan.changedInputs.isSubset(of: known)
        rescanPending = rescanned
        var round = Round(list: list, absolute: [:], inputDiagnostics: [], reread: [], replaced: [:], rescanned: rescanned)
        if rescanned {
            (round.list, round.inputDiagnostics) = InputFiles.collect(config.inputs, io: io)
            let listed = Set(round.list)
            for path in files.keys where !listed.contains(path) { round.replaced[path] = files.removeValue(forKey: path) }
        }
        round.absolute = Dictionary(uniqueKeysWithValues: round.list.map { ($0, absolute[$0] ?? PathName.absolute($0)) })
        round.reread = round.list.filter { pending.contains(round.absolute[$0] ?? $0) || files[$0] == nil }
        let loaded: [LoadedFile]
        do { loaded = try loader(theme).loadAll(round.reread, spill: spill) } catch {
            for (path, old) in round.replaced { files[path] = old }
            throw .write(error)
        }
        for (path, loaded) in zip(round.reread, loaded) {
            if round.replaced[path] == nil { round.replaced[path] = .some(files[path]) }
            files[path] = loaded
        }
        return round
    }

    /// Runs one rebuild path; if it throws, the re-read files are put back as they were.
    private func rollingBack(
        _ replaced: [String: LoadedFile?],
        _ body: () throws(BuildError) -> RebuildReport
    ) throws(BuildError) -> RebuildReport {
        do {
            return try body()
        } catch {
            for (path, old) in replaced { files[path] = old }
            throw error
        }
    }

    /// A loader that applies the config's takedown requests, in the theme's locale.
    private func loader(_ theme: Theme?) -> ArchiveLoader {
        var loader = ArchiveLoader(io: io)
        loader.takedown = config.takedown(strings: theme?.strings)
        return loader
    }

    private func livePageSink() -> PageSink {
        PageSink(root: OutputFolder(path: config.output, io: io).path, io: io, onlyChanges: true)
    }

    /// Whether a re-read file can be written before the archive is assembled: it has
    /// nothing that would fail the run.
    private func isClean(_ loaded: LoadedFile) -> Bool {
        !DiagnosticCount(loaded.diagnostics).failsRun(strict: config.strict)
    }

    /// The common save: the re-read files have no errors and hold the same threads, with
    /// the same index summaries, as before. Then only their pages are written, without
    /// assembling the whole archive (at 10,000 threads that is most of a rebuild). Nil when
    /// anything differs; the full path then runs on what is already loaded.
    private func quickRebuild(
        _ round: Round, theme: Theme, plan: RebuildPlan,
        clock: StageClock
    ) throws(BuildError) -> RebuildReport? {
        let sink = livePageSink()
        let writer = SiteWriter(config: config, theme: theme, sink: sink)
        var threads: [FoldedThread] = []
        var diagnostics: [Diagnostic] = []
        for path in round.reread {
            guard let new = files[path], let old = round.replaced[path] ?? nil, let cached = summaryCache[path],
                isClean(new), new.threads.count == old.threads.count, cached.count == new.threads.count
            else { return nil }
            for (i, var folded) in new.threads.enumerated() {
                // Cached summaries carry each thread's own slug, as computed from the file.
                guard folded.thread.id == old.threads[i].thread.id,
                    writer.summary(of: folded, key: ThreadKey(id: folded.thread.id)) == cached[i],
                    let slug = slugByThreadID[folded.thread.id]
                else { return nil }
                folded.thread.slug = slug
                threads.append(folded)
            }
            diagnostics += new.diagnostics
        }
        try writer.writeThreads(threads, chosen: nil)
        pending = []
        refreshSearch(round)
        return RebuildReport(reason: plan.reason, written: sink.written, removed: 0, seconds: clock.total, diagnostics: diagnostics)
    }

    /// Writes the pages of the re-read files' threads under the slugs they had, when the
    /// files have no errors and the thread was in the same file at the last good build
    /// (a new thread's slug is only known once the archive is assembled, and a thread id
    /// another file also uses is an error the archive finds). Returns the ids written.
    private func writeEarly(_ round: Round, writer: SiteWriter) throws(BuildError) -> Set<String> {
        var threads: [FoldedThread] = []
        for path in round.reread {
            guard let loaded = files[path], let old = round.replaced[path] ?? nil, isClean(loaded) else { continue }
            let before = Set(old.threads.map(\.thread.id))
            for var folded in loaded.threads where before.contains(folded.thread.id) {
                guard let slug = slugByThreadID[folded.thread.id] else { continue }
                folded.thread.slug = slug
                threads.append(folded)
            }
        }
        try writer.writeThreads(threads, chosen: nil)
        return Set(threads.map(\.thread.id))
    }

    /// Assembles the whole archive from what is loaded, then writes the threads that need
    /// it (those not written early) and, when any summary moved, the index, feed and
    /// sitemap, removing the files no longer in the site.
    private func fullRebuild(
        _ round: Round, early: Set<String>, writer: SiteWriter, plan: RebuildPlan,
        clock: StageClock
    ) throws(BuildError) -> RebuildReport {
        var clock = clock
        let archive = ArchiveLoader.assemble(round.list.compactMap { files[$0] }, inputDiagnostics: round.inputDiagnostics)
        let rereadSet = Set(round.reread)
        let fresh = archive.diagnostics.filter { rereadSet.contains($0.file) || $0.severity == .error }
        if archive.diagnosticCount.failsRun(strict: config.strict) {
            throw .dataWithDiagnostics(fresh, strict: config.strict)
        }
        let render = threadsToRender(archive, reread: rereadSet, allPages: plan.theme).filter { i in
            // Written early, under the slug the archive gives them still.
            !early.contains(archive.threads[i].thread.id) || slugByThreadID[archive.threads[i].thread.id] != archive.threads[i].thread.slug
        }
        let summaries = summaries(archive, files: round.list, loaded: files, reread: rereadSet, writer: writer)
        var stale: Set<String> = []
        if summaries == lastSummaries && !plan.theme && !plan.publicFiles && config.baseURL == nil {
            // Same threads, titles, counts and times: the index would come out the same.
            try writer.writeThreads(archive.threads, chosen: render)
        } else {
            let written = try writer.write(archive.threads, render: render, summaries: summaries, clock: &clock, index: false)
            // The search index is the background refresh's to write and prune.
            stale = sitePaths.subtracting(written.paths).filter { !$0.hasPrefix("search/") }
            for path in stale.sorted() { writer.sink.remove(path) }
            removeEmptyThreadFolders(stale)
            sitePaths = written.paths
        }
        theme = writer.theme
        absolute = round.absolute
        list = round.list
        lastSummaries = summaries
        pending = []
        rescanPending = false
        remember(archive)
        refreshSearch(round)
        return RebuildReport(
            reason: plan.reason, written: writer.sink.written, removed: stale.count, seconds: clock.total,
            diagnostics: fresh)
    }

    /// Summaries in archive order, from the cache for files not re-read. Valid because a
    /// rebuild that gets here has no errors, so the archive is every file's threads in
    /// file order; slugs are taken from the archive (collisions may move them).
    private func summaries(
        _ archive: Archive, files list: [String], loaded: [String: LoadedFile], reread: Set<String>,
        writer: SiteWriter
    ) -> [SiteWriter.ThreadSummary] {
        var result: [SiteWriter.ThreadSummary] = []
        result.reserveCapacity(archive.threads.count)
        var cache: [String: [SiteWriter.ThreadSummary]] = [:]
        for file in list {
            guard let threads = loaded[file]?.threads else { continue }
            var fileSummaries = reread.contains(file) ? nil : summaryCache[file]
            if fileSummaries?.count != threads.count {
                fileSummaries = threads.map { writer.summary(of: $0, key: ThreadKey(id: $0.thread.id)) }
            }
            cache[file] = fileSummaries
            for var summary in fileSummaries ?? [] {
                let index = result.count
                guard index < archive.threads.count else { break }
                summary.key = ThreadKey(id: archive.threads[index].thread.id)
                summary.entry.slug = archive.threads[index].thread.slug
                result.append(summary)
            }
        }
        summaryCache = cache
        return result
    }

    private func remember(list: [String]) {
        self.list = list
        absolute = Dictionary(uniqueKeysWithValues: list.map { ($0, PathName.absolute($0)) })
    }

    /// Threads from re-read files, and any whose slug moved (a collision resolved
    /// differently); every thread when the templates changed.
    private func threadsToRender(_ archive: Archive, reread: Set<String>, allPages: Bool) -> Set<Int> {
        // Fields read in place: copying each Thread would retain all of its fields.
        Set(
            archive.threads.indices.filter { i in
                allPages || reread.contains(archive.threads[i].thread.sourceFile)
                    || slugByThreadID[archive.threads[i].thread.id] != archive.threads[i].thread.slug
            })
    }

    private func remember(_ archive: Archive) {
        slugByThreadID = Dictionary(archive.threads.map { ($0.thread.id, $0.thread.slug) }, uniquingKeysWith: { first, _ in first })
        if sitePaths.isEmpty {
            sitePaths = Set(listSite())
        }
    }

    /// Every file in the output folder, site-relative (after the first, full build).
    private func listSite() -> [String] {
        let root = OutputFolder(path: config.output, io: io).path
        return ((try? ThemeFiles.walk(root, io: io)) ?? []).map(\.0)
    }

    private func removeEmptyThreadFolders(_ removed: Set<String>) {
        let root = OutputFolder(path: config.output, io: io).path
        let folders = Set(removed.compactMap(config.paths.threadFolder))
        for folder in folders where ((try? io.list(root + "/" + folder)) ?? []).isEmpty {
            try? io.remove(root + "/" + folder)
        }
    }
}
