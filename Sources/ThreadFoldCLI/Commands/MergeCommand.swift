import Foundation
import ThreadFold

/// `threadfold merge`: the shards of a sharded build joined into one site, atomically.
struct MergeCommand {
    let options: BuildOptions

    init(_ arguments: [String]) throws(UsageError) {
        options = try BuildOptions(arguments, command: CommandTable.merge)
    }

    func run(console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        if options.showHelp {
            console.out(Help.usage(options.command))
            return .ok
        }
        guard !options.parsed.positionals.isEmpty else {
            throw UsageError("merge needs the shards' output folders: threadfold merge SHARD_DIR... -o DIR")
        }
        let config = try options.config(io: io)
        do throws(BuildError) {
            let report = try ShardMerger(config: config, io: io).merge(config.inputs)
            DiagnosticPrinter(console: console, strict: config.strict).print(report.diagnostics)
            if !options.quiet { console.out(Summary.build(report).replacingOccurrences(of: "Built ", with: "Merged ")) }
            return .ok
        } catch {
            console.err("threadfold: \(error.description)")
            if case .dataWithDiagnostics = error { return .dataError }
            return .buildFailed
        }
    }
}
