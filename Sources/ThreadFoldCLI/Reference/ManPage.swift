import Foundation

/// threadfold(1) in roff, written from `CommandTable` (`threadfold help --man`; `make dist`
/// puts it in the tarball and the .deb).
enum ManPage {
    static var text: String {
        var lines = [
            ".TH THREADFOLD 1 \"\" \"threadfold \(ThreadFoldCLI.version)\" \"User Commands\"",
            ".SH NAME", "threadfold \\- static HTML comment archives from comment data",
            ".SH SYNOPSIS", ".B threadfold", ".I COMMAND", ".RI [ OPTIONS ]", ".RI [ INPUT ...]",
            ".br", ".B threadfold \\-\\-version",
            ".SH DESCRIPTION",
            "threadfold turns comment data (Disqus, WordPress, Staticman, reddit, Hacker News or",
            "your own JSON) into a static HTML comment archive: every comment kept, readable",
            "without scripts, linkable, published as plain files.",
            ".PP", "\\fB\\-\\-version\\fR prints the version and the commit the executable was built from;",
            "\\fB\\-\\-help\\fR after any command shows its usage.",
            ".SH COMMANDS",
        ]
        for spec in CommandTable.commands { lines += section(spec) }
        lines += [
            ".SH \"EXIT STATUS\"",
            "0 ok, 1 build failed (theme, disk; the previous site is untouched), 64 usage error,",
            "65 the data has errors.",
            ".SH FILES", ".TP", ".I threadfold.json",
            "settings read by build, watch and serve from the current folder, or from the one input folder given.",
        ]
        return lines.joined(separator: "\n")
    }

    private static func section(_ spec: CommandSpec) -> [String] {
        var lines = [".SS \"threadfold \(escape(spec.name + " " + spec.synopsis))\""]
        lines += paragraphs(spec.description)
        for option in spec.options {
            let names = ([option.short, option.long] as [String?]).compactMap { $0 }.map { "\\fB\(escape($0))\\fR" }
            let value = option.value.map { " \\fI\(escape($0))\\fR" } ?? ""
            lines += [".TP", names.joined(separator: ", ") + value, escape(option.help.joined(separator: " "))]
        }
        if !spec.footer.isEmpty { lines += [".PP", escape(spec.footer)] }
        return lines
    }

    /// Blank lines start paragraphs; indented lines (lists) keep their layout.
    private static func paragraphs(_ text: String) -> [String] {
        var lines: [String] = []
        var verbatim = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indented = line.hasPrefix("  ")
            if indented != verbatim {
                lines.append(indented ? ".nf" : ".fi")
                verbatim = indented
            }
            lines.append(line.isEmpty ? ".PP" : escape(String(line)))
        }
        if verbatim { lines.append(".fi") }
        return lines
    }

    /// Backslashes and minus signs escaped; a line may not start with a control character.
    static func escape(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
