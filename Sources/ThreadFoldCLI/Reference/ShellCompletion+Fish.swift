import Foundation

/// The fish script, for /usr/share/fish/vendor_completions.d/threadfold.fish.
extension ShellCompletion {
    static var fish: String {
        var lines = [
            "# fish completion for threadfold; written by `threadfold completion fish`.",
            "complete -c threadfold -f",
            "complete -c threadfold -n __fish_use_subcommand -l version -d 'print the version and commit'",
        ]
        lines += CommandTable.commands.map {
            "complete -c threadfold -n __fish_use_subcommand -a \($0.name) -d '\(fishQuoted($0.summary))'"
        }
        for spec in CommandTable.commands {
            let when = "-n '__fish_seen_subcommand_from \(spec.name)'"
            for option in spec.options {
                var line = "complete -c threadfold \(when) -l \(option.long.dropFirst(2))"
                if let short = option.short { line += " -s \(short.dropFirst())" }
                if option.value != nil { line += fishValues.action(for: option.valueCompletion) }
                lines.append(line + " -d '\(fishQuoted(option.help.joined(separator: " ")))'")
            }
            switch spec.positionals {
            case .paths, .formatThenPath, .folder: lines.append("complete -c threadfold \(when) -F")
            case .none, .commands, .shells, .themeActions: break
            }
            if let words = words(for: spec.positionals) {
                lines.append("complete -c threadfold \(when) -a '\(words.joined(separator: " "))'")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static let fishValues = ValueActions(
        folders: " -x -a '(__fish_complete_directories)'", files: " -r -F", words: { " -x -a '\($0.joined(separator: " "))'" },
        nothing: " -x")

    private static func fishQuoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
