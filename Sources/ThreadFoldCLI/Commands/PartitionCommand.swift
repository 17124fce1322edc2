import ThreadFold

/// `threadfold partition`: the inputs split into one folder per shard, so each worker of a
/// sharded build reads only its own part.
struct PartitionCommand {
    let parsed: ParsedArguments

    init(_ arguments: [String]) throws(UsageError) {
        parsed = try CommandTable.partition.parse(arguments)
    }

    func run(console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        if parsed.flags.contains("--help") {
            console.out(Help.usage(CommandTable.partition))
            return .ok
        }
        guard !parsed.positionals.isEmpty else {
            throw UsageError("partition needs its inputs: threadfold partition INPUT... --shards N -o DIR")
        }
        guard let text = parsed.values["--shards"], let shards = Int(text), (1...65_536).contains(shards) else {
            throw UsageError("partition needs --shards N, a number from 1 to 65536 (the N of build --shard I/N)")
        }
        guard let output = parsed.values["--output"] else { throw UsageError("partition needs -o DIR, the folder for the partitions") }
        let printer = DiagnosticPrinter(console: console, strict: false)
        do throws(BuildError) {
            let report = try InputPartitioner(io: io).partition(
                parsed.positionals, shards: shards, output: output, diagnostics: { printer.print($0) })
            if !parsed.flags.contains("--quiet") {
                console.out(
                    "Partitioned \(report.files) file\(report.files == 1 ? "" : "s") into \(shards) folders in \(output): "
                        + "\(report.rows) dump rows cut, \(report.copied) files written whole, "
                        + "\(String(format: "%.1f", Double(report.bytes) / 1e6)) MB")
            }
            return .ok
        } catch {
            if case .data(let errors, _, _) = error {
                console.err(
                    "threadfold: partition failed: the input has \(errors) error\(errors == 1 ? "" : "s"); \(output) was not changed")
                return .dataError
            }
            console.err("threadfold: \(error.description)")
            return .buildFailed
        }
    }
}
