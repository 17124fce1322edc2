import Dispatch
import Foundation

/// `threadfold build`: loads the inputs, renders every page, writes them into a staging
/// folder and swaps it in. Any failure leaves the previous site exactly as it was.
public struct SiteBuilder: Sendable {
    public var config: SiteConfig
    public var io: FileIO

    public init(config: SiteConfig, io: FileIO = .disk) {
        self.config = config
        self.io = io
    }

    /// `diagnostics` receives every diagnostic before the build fails or finishes;
    /// `progress` gets (threads written, total) from the writing threads.
    public func build(diagnostics: (([Diagnostic]) -> Void)? = nil,
                      progress: (@Sendable (Int, Int) -> Void)? = nil) throws(BuildError) -> BuildReport {
        var clock = StageClock()
        let output = OutputFolder(path: config.output, io: io)
        try output.check(inputs: config.inputs)
        let theme: Theme
        do {
            theme = try Theme.load(templates: config.templates, public: config.publicDirectory, locale: config.locale, io: io)
        } catch {
            throw .theme(error)
        }
        let archive = ArchiveLoader(io: io).load(config.inputs)
        clock.lap("load")
        diagnostics?(archive.diagnostics)
        return try publish(archive, theme: theme, output: output, progress: progress, clock: &clock)
    }

    /// Writes a loaded archive into a staging folder and swaps it in; the data must be
    /// free of errors (and of warnings under `strict`).
    func publish(_ archive: Archive, theme: Theme, output: OutputFolder, progress: (@Sendable (Int, Int) -> Void)?,
                 clock: inout StageClock) throws(BuildError) -> BuildReport {
        if archive.errorCount > 0 || (config.strict && archive.warningCount > 0) {
            throw .data(errors: archive.errorCount, warnings: archive.warningCount, strict: config.strict)
        }
        try output.prepare()
        do {
            let sink = PageSink(root: output.staging, io: io, onlyChanges: false)
            let written = try SiteWriter(config: config, theme: theme, sink: sink).write(archive.threads, progress: progress, clock: &clock)
            try output.commit()
            clock.lap("swap")
            return BuildReport(threads: archive.threads.count, comments: archive.commentCount, pages: written.pages,
                               threadPages: written.threadPages, files: written.files, diagnostics: archive.diagnostics, output: config.output,
                               seconds: clock.total, stageSeconds: clock.laps)
        } catch {
            output.abandon()
            throw error
        }
    }
}
