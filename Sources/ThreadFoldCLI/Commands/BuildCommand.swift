import Foundation
import ThreadFold

/// `threadfold build`: the static site, atomically replaced.
struct BuildCommand: SiteCommand {
    static let spec = CommandTable.build
    let options: BuildOptions

    func run(config: SiteConfig, console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        var shard: ShardSpec?
        if let text = options.parsed.values["--shard"] {
            switch ShardSpec.parse(text, environment: ProcessInfo.processInfo.environment) {
            case .success(let spec): shard = spec
            case .failure(let error): throw UsageError(error.description)
            }
        }
        return Self.build(config, shard: shard, quiet: options.quiet, timings: options.timings, console: console, io: io)
    }

    /// One build with its diagnostics, progress and summary line; shared with `watch`.
    static func build(
        _ config: SiteConfig, shard: ShardSpec? = nil, quiet: Bool, timings: Bool = false, console: Console, io: FileIO
    ) -> ExitCode {
        let printer = DiagnosticPrinter(console: console, strict: config.strict)
        let progress = quiet || !console.isTerminal ? nil : ProgressLine(console: console)
        var reportProgress: (@Sendable (Int, Int) -> Void)?
        if let progress { reportProgress = { done, total in progress.update(done, total) } }
        StageMeter.shared.isEnabled = timings
        // SIGINT/SIGTERM: the staging folder and spill removed, the site as it was, exit 1.
        StopSignal.shared.arm(output: config.output, mode: .abandon, console: console)
        defer { StopSignal.shared.disarm() }
        do throws(BuildError) {
            var builder = SiteBuilder(config: config, io: io)
            builder.shard = shard
            if let text = ProcessInfo.processInfo.environment["THREADFOLD_SPILL_THRESHOLD"], let bytes = Int(text), bytes > 0 {
                builder.spillThreshold = bytes
                builder.spillPartitionBytes = max(1, bytes / 4)
            }
            let report = try builder.build(
                diagnostics: { diagnostics in printer.print(quiet ? diagnostics.filter { $0.severity == .error } : diagnostics) },
                progress: reportProgress)
            progress?.finish()
            if !quiet { console.out(Summary.build(report)) }
            if timings { console.err(Summary.timings(report)) }
            return .ok
        } catch {
            progress?.finish()
            console.err("threadfold: \(error.description)")
            if case .data = error { return .dataError }
            return .buildFailed
        }
    }
}
