import Dispatch
import Foundation

/// `threadfold build`: renders every page into a staging folder and swaps it in. Any
/// failure leaves the previous site exactly as it was.
///
/// The archive is streamed: both cores take input files one at a time, decode and fold
/// each, write its threads' pages and keep only a small summary per thread, so memory
/// follows the largest file, not the archive. What needs every thread (duplicate ids,
/// slug collisions, index, feed, sitemap) is settled from the summaries at the end.
public struct SiteBuilder: Sendable {
    public var config: SiteConfig
    public var io: FileIO

    public init(config: SiteConfig, io: FileIO = .disk) {
        self.config = config
        self.io = io
    }

    /// `diagnostics` receives every diagnostic before the build fails or finishes;
    /// `progress` gets (files done, total) from the worker threads.
    public func build(diagnostics: (([Diagnostic]) -> Void)? = nil,
                      progress: (@Sendable (Int, Int) -> Void)? = nil) throws(BuildError) -> BuildReport {
        var clock = StageClock()
        let output = OutputFolder(path: config.output, io: io)
        try output.check(inputs: config.inputs)
        let theme = try loadTheme()
        let (files, inputDiagnostics) = InputFiles.collect(config.inputs, io: io)
        try output.prepare()
        do throws(BuildError) {
            let writer = SiteWriter(config: config, theme: theme, sink: PageSink(root: output.staging, io: io, onlyChanges: false))
            var stream = try StreamedArchive.write(files, writer: writer, io: io, progress: progress)
            clock.lap("threads")
            stream.diagnostics = inputDiagnostics + stream.diagnostics
            diagnostics?(stream.diagnostics)
            let errors = stream.diagnostics.filter { $0.severity == .error }.count
            let warnings = stream.diagnostics.count - errors
            if errors > 0 || (config.strict && warnings > 0) {
                throw BuildError.data(errors: errors, warnings: warnings, strict: config.strict)
            }
            let written = try writer.writeSiteWide(stream.summaries, feed: stream.feed)
            clock.lap("index")
            try output.commit()
            clock.lap("swap")
            return report(threads: stream.summaries.count, comments: stream.comments, written: written,
                          diagnostics: stream.diagnostics, clock: clock)
        } catch {
            output.abandon()
            throw error
        }
    }

    func loadTheme() throws(BuildError) -> Theme {
        do {
            return try Theme.load(templates: config.templates, public: config.publicDirectory, locale: config.locale, io: io)
        } catch {
            throw .theme(error)
        }
    }

    /// Writes an archive already in memory into a staging folder and swaps it in (`watch`
    /// keeps the archive for its incremental rebuilds, so it builds this way).
    func publish(_ archive: Archive, theme: Theme, output: OutputFolder, clock: inout StageClock) throws(BuildError) -> BuildReport {
        if archive.errorCount > 0 || (config.strict && archive.warningCount > 0) {
            throw .data(errors: archive.errorCount, warnings: archive.warningCount, strict: config.strict)
        }
        try output.prepare()
        do throws(BuildError) {
            let sink = PageSink(root: output.staging, io: io, onlyChanges: false)
            let written = try SiteWriter(config: config, theme: theme, sink: sink).write(archive.threads, clock: &clock)
            try output.commit()
            clock.lap("swap")
            return report(threads: archive.threads.count, comments: archive.commentCount, written: written,
                          diagnostics: archive.diagnostics, clock: clock)
        } catch {
            output.abandon()
            throw error
        }
    }

    private func report(threads: Int, comments: Int, written: SiteWriter.Written, diagnostics: [Diagnostic],
                        clock: StageClock) -> BuildReport {
        BuildReport(threads: threads, comments: comments, pages: written.pages, threadPages: written.threadPages,
                    files: written.files, diagnostics: diagnostics, output: config.output,
                    seconds: clock.total, stageSeconds: clock.laps)
    }
}
