import Importers

/// `threadfold completion bash|zsh|fish`: completion scripts written from `CommandTable`,
/// so they offer exactly the commands and options the parser accepts.
enum ShellCompletion {
    static let shells = ["bash", "zsh", "fish"]

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitCode {
        let parsed = try CommandTable.completion.parse(arguments)
        if parsed.flags.contains("--help") {
            console.out(Help.usage(CommandTable.completion))
            return .ok
        }
        guard parsed.positionals.count == 1, let shell = parsed.positionals.first else {
            throw UsageError("completion needs one SHELL: bash, zsh or fish")
        }
        switch shell {
        case "bash": console.out(bash)
        case "zsh": console.out(zsh)
        case "fish": console.out(fish)
        default:
            throw UsageError(
                "no completion for '\(shell)'" + ParsedArguments.suggestion(for: shell, among: Set(shells))
                    + "; shells: bash, zsh, fish")
        }
        return .ok
    }

    static var commandNames: [String] { CommandTable.commands.map(\.name) }
    static var formats: [String] { ImportFormat.allCases.map(\.rawValue) }

    /// The words a command's first positional argument completes to, if a fixed list.
    static func words(for kind: PositionalKind) -> [String]? {
        switch kind {
        case .commands: commandNames
        case .shells: shells
        case .formatThenPath: formats
        case .themeActions: ThemeCommand.actions
        case .none, .paths, .folder: nil
        }
    }
}

/// How one shell spells the completion of an option's value, kind by kind: each shell's
/// script states its own words (`bashValues`, `zshValues`, `fishValues`) and this one switch
/// picks among them, so a new kind of value is added to every shell at once.
struct ValueActions: Sendable {
    let folders: String
    let files: String
    let words: @Sendable ([String]) -> String
    let nothing: String

    func action(for completion: OptionSpec.ValueCompletion) -> String {
        switch completion {
        case .folders: folders
        case .files: files
        case .words(let list): words(list)
        case .nothing: nothing
        }
    }
}
