/// The bash script: plain `complete -F`, so it works with or without the bash-completion
/// package.
extension ShellCompletion {
    static var bash: String {
        var lines = [
            "# bash completion for threadfold; written by `threadfold completion bash`.",
            "_threadfold() {",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    if [ \"$COMP_CWORD\" -eq 1 ]; then",
            "        COMPREPLY=($(compgen -W '\(commandNames.joined(separator: " ")) --version --help' -- \"$cur\"))",
            "        return",
            "    fi",
            "    case ${COMP_WORDS[1]} in",
        ]
        for spec in CommandTable.commands { lines += bashCase(spec) }
        lines += ["    esac", "}", "complete -o filenames -F _threadfold threadfold"]
        return lines.joined(separator: "\n")
    }

    private static let bashValues = ValueActions(
        folders: "compgen -d -- \"$cur\"", files: "compgen -f -- \"$cur\"",
        words: { "compgen -W '\($0.joined(separator: " "))' -- \"$cur\"" }, nothing: "")

    private static func bashCase(_ spec: CommandSpec) -> [String] {
        var lines = ["    \(spec.name))", "        case $prev in"]
        for option in spec.options where option.value != nil {
            let names = ([option.short, option.long] as [String?]).compactMap { $0 }.joined(separator: "|")
            let action = bashValues.action(for: option.valueCompletion)
            lines.append("            \(names)) COMPREPLY=(\(action.isEmpty ? "" : "$(\(action))")); return ;;")
        }
        lines.append("        esac")
        let options = spec.options.flatMap { [$0.short, $0.long].compactMap { $0 } }.joined(separator: " ")
        lines.append("        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W '\(options)' -- \"$cur\")); return; fi")
        if let words = words(for: spec.positionals) {
            // A fixed list completes the first positional only (import's SOURCE is a path).
            lines.append(
                "        if [ \"$COMP_CWORD\" -eq 2 ]; then COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\")); return; fi"
            )
        }
        switch spec.positionals {
        case .paths, .formatThenPath: lines.append("        COMPREPLY=($(compgen -f -- \"$cur\"))")
        case .folder: lines.append("        COMPREPLY=($(compgen -d -- \"$cur\"))")
        case .none, .commands, .shells, .themeActions: lines.append("        COMPREPLY=()")
        }
        lines.append("        ;;")
        return lines
    }
}
