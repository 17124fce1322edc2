import Foundation

/// The site behind `watch` and `serve`: built once in full (as `build` builds, streamed),
/// then kept up to date by re-reading only the input files that changed and rewriting
/// only the files whose bytes changed. Between saves it keeps a summary per thread (its
/// index entry and page count, by file), the newest feed candidates (`WatchFeed`) and
/// the slugs written, never the threads' comments: memory follows the number of threads,
/// not the size of the archive. A rebuild that fails (bad JSON, a duplicate id, a template
/// error) changes nothing it can check first: neither the site on disk nor what this
/// builder remembers, so the next good edit recovers on its own. Not thread-safe: one
/// rebuild at a time (the watch loop is serial).
public final class IncrementalBuilder: @unchecked Sendable {
    public let config: SiteConfig
    let io: FileIO
    var theme: Theme?
    /// Input files in scan order, and their absolute spellings (what the watcher reports).
    var list: [String] = []
    var absolute: [String: String] = [:]
    private var known: Set<String> = []
    /// Each input file's thread summaries, with the slugs the file gives them.
    var files: [String: [SiteWriter.ThreadSummary]] = [:]
    /// Every thread's summary with its slug as written, in input order.
    var summaries: [SiteWriter.ThreadSummary] = []
    /// Thread id → the slug its pages are written under.
    var slugs: [String: String] = [:]
    /// Where each file's threads start in `summaries`.
    var offsets: [String: Int] = [:]
    /// Spilled dumps' threads by id: a fingerprint of each as its pages were last written
    /// (`WatchRead.fingerprints`).
    var fingerprints: [String: Int] = [:]
    var feed = WatchFeed()
    /// Every file of the site as last written, for removing what is no longer there.
    var sitePaths: Set<String> = []
    /// Inputs changed since the last successful rebuild: a file that failed stays here, so
    /// a later rebuild for another file does not quietly use its last good summary.
    var pending: Set<String> = []
    /// Files went away (or came) in a rebuild that failed: the next one scans the inputs again.
    var rescanPending = false
    /// Whether a full build has succeeded; until then every rebuild is a full one.
    private var hasBuilt = false
    /// The search index after a rebuild, refreshed in the background (see `SearchRefresher`).
    private var search: SearchRefresher?
    /// Told when a background refresh of the search index ends (set before `buildAll`).
    public var onSearchRefresh: @Sendable (SearchRefreshReport) -> Void = { _ in }
    /// Site dumps from this size on are grouped through a spill, as `build` groups them.
    var spillThreshold = DumpSpill.threshold
    var spill: SpillSettings { SpillSettings(output: config.output, threshold: spillThreshold) }

    public init(config: SiteConfig, io: FileIO = .disk) {
        // `"locale": "auto"` settled once, as `build` settles it.
        self.config = SiteBuilder(config: config, io: io).config
        self.io = io
    }

    /// The first build: `build` itself (streamed, atomic), keeping each file's summaries.
    public func buildAll(diagnostics: (([Diagnostic]) -> Void)? = nil) throws(BuildError) -> BuildReport {
        var builder = SiteBuilder(config: config, io: io)
        builder.spillThreshold = spillThreshold
        var kept: SiteBuilder.Kept?
        let report = try builder.build(diagnostics: diagnostics, progress: nil, keep: { kept = $0 })
        guard let kept, let parts = kept.archive.fileParts else { return report }
        theme = kept.theme
        remember(list: kept.files)
        files = Dictionary(zip(kept.files, parts.map(\.summaries)), uniquingKeysWith: { first, _ in first })
        summaries = kept.archive.summaries
        slugs = Dictionary(summaries.map { ($0.key.id, $0.entry.slug) }, uniquingKeysWith: { first, _ in first })
        offsets = Self.offsets(list, files: files)
        feed = WatchFeed(built: kept.archive.feed)
        sitePaths = Set(listSite())
        pending = []
        rescanPending = false
        hasBuilt = true
        if config.search {
            search = SearchRefresher(
                paths: sitePaths.filter { $0.hasPrefix("search/") }, main: MainIndexThreads(kept.archive.search), output: config.output,
                io: io, onDone: onSearchRefresh)
        }
        // The first build's pages and buffers are gone: what stays is the summaries.
        FreedMemory.release()
        return report
    }

    /// Returns once the search index holds every rebuild so far (tests, and `watch`
    /// before it stops or starts over, so no index file is left half-replaced).
    public func waitForSearch() { search?.wait() }

    /// Drops the background index refresh under way (`watch` stopping): its staging folder
    /// is removed and the index on disk stays the last one written, whole.
    public func cancelSearch() { search?.cancel() }

    /// Applies a plan (`everything` is the caller's: it reloads the config and starts a
    /// new builder). Before a first full build has succeeded, this is that build.
    ///
    /// The changed files are read (`readRound`), every thread's slug settled again from
    /// the summaries (`settle`); then the changed threads' pages are written, any others
    /// whose slug moved (or all, after a template change) by reading their files again,
    /// and, when a summary or the feed moved, the index pages, feed and sitemap.
    public func rebuild(_ plan: RebuildPlan) throws(BuildError) -> RebuildReport {
        guard hasBuilt else {
            let report = try buildAll()
            return RebuildReport(
                reason: plan.reason, written: report.files, removed: 0, seconds: report.seconds,
                diagnostics: report.diagnostics.filter { $0.severity == .error })
        }
        pending.formUnion(plan.changedInputs)
        if !plan.removedInputs.isEmpty || !plan.changedInputs.isSubset(of: known) { rescanPending = true }
        let clock = StageClock()
        let before = SearchDeltaBase(self, plan)
        let loadTheme = plan.theme || plan.publicFiles || theme == nil
        guard let newTheme = loadTheme ? try SiteBuilder(config: config, io: io).loadTheme() : theme else {
            throw .theme(ThemeError(file: "Templates", message: "no theme loaded"))
        }
        let writer = SiteWriter(config: config, theme: newTheme, sink: livePageSink())
        var round: Round
        do {
            round = try readRound(writer: writer, allPages: plan.theme)
            try settle(&round, writer: writer)
            try writePages(round, writer: writer, allPages: plan.theme)
            try writeSiteWide(&round, writer: writer, force: plan.theme || plan.publicFiles || config.baseURL != nil)
        } catch {
            // A dump's pages may have been written as it was read: none is known as it is.
            fingerprints = [:]
            throw error
        }
        commit(round, theme: newTheme)
        refreshSearch(delta: before.delta(self, plan))
        return RebuildReport(
            reason: plan.reason, written: writer.sink.written, removed: round.removed, seconds: clock.total, diagnostics: round.fresh)
    }

    /// A loader that applies the config's takedown requests, in the theme's locale.
    func loader(_ theme: Theme?) -> ArchiveLoader {
        var loader = ArchiveLoader(io: io)
        loader.takedown = config.takedown(strings: theme?.strings)
        return loader
    }

    func livePageSink() -> PageSink {
        PageSink(root: OutputFolder(path: config.output, io: io).path, io: io, onlyChanges: true)
    }

    /// Hands the input list and the slugs written to the background index refresh.
    private func refreshSearch(delta: SearchDelta?) {
        guard let search, let theme else { return }
        search.schedule(
            SearchRefresher.Snapshot(
                files: list, slugs: slugs, loader: loader(theme), spillThreshold: spillThreshold,
                writer: SiteWriter(config: config, theme: theme, sink: livePageSink()), delta: delta))
    }

    /// True (the default): after a save's delta segment, the full index is rebuilt in the
    /// background too. False (tests): only the delta, until set true again; then the next
    /// rebuild's refresh is a full one.
    public var searchFullRefresh: Bool {
        get { search?.lock.withLock { search?.fullRefresh } ?? true }
        set { search?.lock.withLock { search?.fullRefresh = newValue } }
    }

    func remember(list: [String]) {
        self.list = list
        absolute = Dictionary(uniqueKeysWithValues: list.map { ($0, absolute[$0] ?? PathName.absolute($0)) })
        known = Set(absolute.values)
    }

    /// Every file in the output folder, site-relative (after the first, full build).
    private func listSite() -> [String] {
        let root = OutputFolder(path: config.output, io: io).path
        return ((try? ThemeFiles.walk(root, io: io)) ?? []).map(\.0)
    }
}
