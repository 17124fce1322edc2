import Foundation

/// The zsh script (`#compdef`, `_arguments` per command), for
/// /usr/share/zsh/vendor-completions/_threadfold or a folder on $fpath.
extension ShellCompletion {
    static var zsh: String {
        var lines = [
            "#compdef threadfold",
            "# zsh completion for threadfold; written by `threadfold completion zsh`.",
            "_threadfold() {",
            "    local -a commands",
            "    commands=(",
        ]
        lines += CommandTable.commands.map { "        '\($0.name):\(quoted($0.summary))'" }
        lines += [
            "    )",
            "    if (( CURRENT == 2 )); then",
            "        _describe -t commands 'threadfold command' commands",
            "        return",
            "    fi",
            "    local command=${words[2]}",
            "    shift words",
            "    (( CURRENT-- ))",
            "    case $command in",
        ]
        for spec in CommandTable.commands {
            lines.append("    \(spec.name))")
            lines.append("        _arguments -s \\")
            lines += spec.options.flatMap(zshSpecs).map { "            \($0) \\" }
            lines.append("            \(zshPositionals(spec.positionals))")
            lines.append("        ;;")
        }
        lines += ["    esac", "}", "_threadfold \"$@\""]
        return lines.joined(separator: "\n")
    }

    private static let zshValues = ValueActions(
        folders: "_files -/", files: "_files", words: { "(\($0.joined(separator: " ")))" }, nothing: " ")

    private static func zshSpecs(_ option: OptionSpec) -> [String] {
        let help =
            "["
            + quoted(option.help.joined(separator: " ")).replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]") + "]"
        var action = ""
        if let value = option.value {
            let what = zshValues.action(for: option.valueCompletion)
            action = ":\(quoted(value).replacingOccurrences(of: ":", with: "\\:")):\(what)"
        }
        return [option.short, option.long].compactMap { $0 }.map { "'\($0)\(help)\(action)'" }
    }

    private static func zshPositionals(_ kind: PositionalKind) -> String {
        switch kind {
        case .paths: "'*:input:_files'"
        case .folder: "'1:folder:_files -/'"
        case .formatThenPath: "'1:format:(\(formats.joined(separator: " ")))' '2:source:_files'"
        case .commands: "'1:command:(\(commandNames.joined(separator: " ")))'"
        case .shells: "'1:shell:(\(shells.joined(separator: " ")))'"
        case .themeActions: "'1:action:(\(ThemeCommand.actions.joined(separator: " ")))'"
        case .none: ""
        }
    }

    /// Inside single quotes: a quote is closed, escaped, reopened.
    static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "'", with: "'\\''")
    }
}
