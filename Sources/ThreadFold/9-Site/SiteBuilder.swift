import Dispatch
import Foundation
import TextIndex

/// `threadfold build`: renders every page into a staging folder and swaps it in. Any
/// failure leaves the previous site exactly as it was.
///
/// The archive is streamed: worker threads take input files one at a time, decode and fold
/// each, write its threads' pages and keep only a small summary per thread, so memory
/// follows the largest file, not the archive. What needs every thread (duplicate ids,
/// slug collisions, index, feed, sitemap) is settled from the summaries at the end.
public struct SiteBuilder: Sendable {
    public var config: SiteConfig
    public var io: FileIO
    /// With a shard, only its threads are written, and a summary for `merge` instead of
    /// the site-wide files (`build --shard I/N`).
    public var shard: ShardSpec?
    /// Site dumps from this size on are grouped through a spill beside the output, not in
    /// memory (`DumpSpill`); tests make it tiny (a child `build` through
    /// `THREADFOLD_SPILL_THRESHOLD`, bytes, which also makes the partitions a quarter of it).
    public var spillThreshold = DumpSpill.threshold
    /// About this much of a spilled dump per partition; tests make it tiny.
    public var spillPartitionBytes = DumpSpill.partitionBytes

    /// `"locale": "auto"` is settled here, from the inputs, unless the caller settled it.
    public init(config: SiteConfig, io: FileIO = .disk) {
        var config = config
        config.resolveAutoLocale(io: io)
        self.config = config
        self.io = io
    }

    /// `diagnostics` receives every diagnostic before the build fails or finishes;
    /// `progress` gets (files done, total) from the worker threads.
    public func build(
        diagnostics: (([Diagnostic]) -> Void)? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) throws(BuildError) -> BuildReport {
        try build(diagnostics: diagnostics, progress: progress, keep: nil)
    }

    /// What `watch` keeps of a successful build: the input files, the streamed archive
    /// (with each file's part) and the theme.
    typealias Kept = (files: [String], archive: StreamedArchive, theme: Theme)

    /// `build`, handing what it streamed to `keep` once the site is in place.
    func build(
        diagnostics: (([Diagnostic]) -> Void)?, progress: (@Sendable (Int, Int) -> Void)?,
        keep: ((Kept) -> Void)?
    ) throws(BuildError) -> BuildReport {
        var clock = StageClock()
        let output = OutputFolder(path: config.output, io: io)
        try output.check(inputs: config.inputs)
        let theme = try loadTheme()
        let (files, inputDiagnostics) = InputFiles.collect(config.inputs, io: io)
        let (stream, written) = try output.replace { staging throws(BuildError) in
            let writer = SiteWriter(config: config, theme: theme, sink: PageSink(root: staging, io: io, onlyChanges: false))
            var spill = SpillSettings(output: config.output, threshold: spillThreshold)
            spill.partitionBytes = spillPartitionBytes
            var stream = try StreamedArchive.write(
                files, writer: writer, io: io, shard: shard, spill: spill, keepParts: keep != nil, progress: progress)
            clock.lap("threads")
            stream.diagnostics = theme.notices + inputDiagnostics + stream.diagnostics
            // A shard sees only its threads: an entry may match in another shard.
            if shard == nil { stream.diagnostics += config.unmatchedTakedowns(stream.takedown) }
            diagnostics?(stream.diagnostics)
            try failOnData(DiagnosticCount(stream.diagnostics))
            var written: SiteWriter.Written
            if let shard {
                written = try writeShardSummary(stream, shard: shard, sink: writer.sink)
            } else {
                written = try writer.writeSiteWide(stream.summaries, feed: stream.feed)
            }
            clock.lap("index")
            // A shard writes its part of the index, which `merge` joins with the others'.
            if shard == nil {
                try writer.writeSearch(stream.search, summaries: stream.summaries, into: &written)
            } else if let search = stream.search {
                do throws(IndexError) { try search.writePart() } catch { throw BuildError(error) }
            }
            clock.lap("search")
            return (stream, written)
        }
        clock.lap("swap")
        var report = report(
            threads: stream.summaries.count, comments: stream.comments, written: written,
            diagnostics: stream.diagnostics, clock: clock)
        report.takedown = stream.takedown
        keep?((files, stream, theme))
        return report
    }

    func loadTheme() throws(BuildError) -> Theme {
        do {
            return try Theme.load(
                templates: config.templates, public: config.publicDirectory, locale: config.locale,
                localeFolder: config.localeFolder, io: io)
        } catch {
            throw .theme(error)
        }
    }

    /// Writes an archive already in memory into a staging folder and swaps it in (`watch`
    /// keeps the archive for its incremental rebuilds, so it builds this way).
    func publish(_ archive: Archive, theme: Theme, output: OutputFolder, clock: inout StageClock) throws(BuildError) -> BuildReport {
        try failOnData(archive.diagnosticCount)
        let written = try output.replace { staging throws(BuildError) in
            let sink = PageSink(root: staging, io: io, onlyChanges: false)
            return try SiteWriter(config: config, theme: theme, sink: sink).write(archive.threads, clock: &clock)
        }
        clock.lap("swap")
        var report = report(
            threads: archive.threads.count, comments: archive.commentCount, written: written,
            diagnostics: archive.diagnostics, clock: clock)
        report.takedown = archive.takedown
        return report
    }

    /// Stops the build when the data has errors (or warnings under `--strict`).
    private func failOnData(_ count: DiagnosticCount) throws(BuildError) {
        if count.failsRun(strict: config.strict) {
            throw .data(errors: count.errors, warnings: count.warnings, strict: config.strict)
        }
    }

    private func report(
        threads: Int, comments: Int, written: SiteWriter.Written, diagnostics: [Diagnostic],
        clock: StageClock
    ) -> BuildReport {
        BuildReport(
            threads: threads, comments: comments, pages: written.pages, threadPages: written.threadPages,
            files: written.files, diagnostics: diagnostics, output: config.output,
            seconds: clock.total, stageSeconds: clock.laps)
    }
}
