/// Usage texts, one per command.
enum Help {
    struct Entry {
        let name: String
        let summary: String
        let usage: String
    }

    static let commands: [Entry] = [
        Entry(name: "check", summary: "decode and fold the inputs, report problems",
              usage: """
              usage: threadfold check [--strict] INPUT...

              Reads every thread file (.json) and site dump (.ndjson) in INPUT (files or
              directories, searched recursively), folds each thread into two levels and
              prints every problem as file:line:column: severity: message.

                --strict     treat warnings as errors
                -h, --help   show this help

              Exit status: 0 ok, 64 usage error, 65 the data has errors.
              """),
        Entry(name: "help", summary: "show help for a command", usage: "usage: threadfold help [COMMAND]"),
    ]

    static var overview: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map { "  " + $0.name.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.summary }
        return (["threadfold \(ThreadFoldCLI.version): static HTML comment archives from comment data", "",
                 "usage: threadfold COMMAND [OPTIONS] [INPUT...]", "", "commands:"] + lines
                + ["", "Run 'threadfold help COMMAND' for a command's options."]).joined(separator: "\n")
    }

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let name = arguments.first else {
            console.out(overview)
            return .ok
        }
        guard let entry = commands.first(where: { $0.name == name }) else {
            console.err("threadfold: no help for '\(name)'" + ParsedArguments.suggestion(for: name, among: Set(commands.map(\.name))))
            return .usage
        }
        console.out(entry.usage)
        return .ok
    }

    static func usage(of command: String) -> String {
        commands.first { $0.name == command }?.usage ?? overview
    }
}
