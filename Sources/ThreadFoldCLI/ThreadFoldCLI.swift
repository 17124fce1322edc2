import Foundation
import ThreadFold

/// The command line, as a library: `main.swift` is one call into it, tests call `run`.
public enum ThreadFoldCLI {
    public static let version = "0.1.0"
    /// The git commit this build comes from, `-dirty` when tracked files differed from
    /// it, "unknown" outside a git checkout (the `BuildCommit` plugin).
    public static let commit = buildCommit

    public static func main() -> Never {
        let code = run(Array(CommandLine.arguments.dropFirst()), console: .standard, io: .disk)
        exit(code.rawValue)
    }

    public static func run(_ arguments: [String], console: Console, io: FileIO) -> ExitCode {
        guard let command = arguments.first else {
            console.err(Help.overview)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        do throws(UsageError) {
            switch command {
            case "build": return try BuildCommand(rest).run(console: console, io: io)
            case "merge": return try MergeCommand(rest).run(console: console, io: io)
            case "partition": return try PartitionCommand(rest).run(console: console, io: io)
            case "check": return try CheckCommand(rest).run(console: console, io: io)
            case "init": return try InitCommand(rest).run(console: console, io: io)
            case "theme": return try ThemeCommand(rest).run(console: console, io: io)
            case "watch": return try WatchCommand(rest).run(console: console, io: io)
            case "serve": return try ServeCommand(rest).run(console: console, io: io)
            case "import": return try ImportCommand(rest).run(console: console, io: io)
            case "embed": return try EmbedCommand(rest).run(console: console, io: io)
            case "help", "--help", "-h": return try Help.run(rest, console: console)
            case "completion": return try ShellCompletion.run(rest, console: console)
            case "--version", "version":
                console.out("threadfold \(version) (commit \(commit))")
                return .ok
            default:
                throw UsageError(
                    "unknown command '\(command)'"
                        + ParsedArguments.suggestion(for: command, among: Set(CommandTable.commands.map(\.name)))
                        + "\nRun 'threadfold help' for the list of commands.")
            }
        } catch {
            console.err("threadfold: \(error.description)")
            return .usage
        }
    }
}
