/// Usage texts, one per command, written from `CommandTable`.
enum Help {
    static var overview: String {
        let width = CommandTable.commands.map(\.name.count).max() ?? 0
        let lines = CommandTable.commands.map { "  " + $0.name.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.summary }
        return
            ([
                "threadfold \(ThreadFoldCLI.version): static HTML comment archives from comment data", "",
                "usage: threadfold COMMAND [OPTIONS] [INPUT...]", "", "commands:",
            ] + lines
            + ["", "Run 'threadfold help COMMAND' for a command's options; 'threadfold --version' for the version."])
            .joined(separator: "\n")
    }

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
        let parsed = try CommandTable.helpCommand.parse(arguments)
        if parsed.flags.contains("--man") {
            console.out(ManPage.text)
            return .ok
        }
        if parsed.flags.contains("--help") {
            console.out(usage(CommandTable.helpCommand))
            return .ok
        }
        guard let name = parsed.positionals.first else {
            console.out(overview)
            return .ok
        }
        guard let spec = CommandTable.commands.first(where: { $0.name == name }) else {
            console.err(
                "threadfold: no help for '\(name)'"
                    + ParsedArguments.suggestion(for: name, among: Set(CommandTable.commands.map(\.name))))
            return .usage
        }
        console.out(usage(spec))
        return .ok
    }

    static func usage(of command: String) -> String {
        usage(CommandTable.command(command))
    }

    static func usage(_ spec: CommandSpec) -> String {
        var parts = ["usage: threadfold \(spec.name) \(spec.synopsis)"]
        if !spec.description.isEmpty { parts.append(spec.description) }
        if !spec.options.isEmpty { parts.append(spec.options.map(optionLines).joined(separator: "\n")) }
        if !spec.footer.isEmpty { parts.append(spec.footer) }
        return parts.joined(separator: "\n\n")
    }

    /// `  -o, --output DIR          where the site goes`, continuation lines aligned.
    private static func optionLines(_ option: OptionSpec) -> String {
        let column = 28
        let label = "  " + option.label
        let first = label.count + 2 <= column ? label.padding(toLength: column, withPad: " ", startingAt: 0) : label + "    "
        let rest = option.help.dropFirst().map { String(repeating: " ", count: column) + $0 }
        return ([first + (option.help.first ?? "")] + rest).joined(separator: "\n")
    }
}
