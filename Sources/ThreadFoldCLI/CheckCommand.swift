import Foundation
import ThreadFold

/// `threadfold check`: decode and fold, print diagnostics and a summary.
struct CheckCommand {
    let inputs: [String]
    let strict: Bool
    let showHelp: Bool

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try CommandTable.check.parse(arguments)
        showHelp = parsed.flags.contains("--help")
        strict = parsed.flags.contains("--strict")
        inputs = parsed.positionals
        if inputs.isEmpty && !showHelp {
            throw UsageError("check needs at least one INPUT (a thread file, a site dump or a directory)\n" + Help.usage(of: "check"))
        }
    }

    func run(console: Console, io: FileIO) -> ExitCode {
        if showHelp {
            console.out(Help.usage(of: "check"))
            return .ok
        }
        let started = Date()
        let archive = ArchiveLoader(io: io).load(inputs)
        let seconds = Date().timeIntervalSince(started)
        DiagnosticPrinter(console: console, strict: strict).print(archive.diagnostics)
        console.out(Summary.check(archive, seconds: seconds))
        let failed = archive.errorCount > 0 || (strict && archive.warningCount > 0)
        return failed ? .dataError : .ok
    }
}
