import Foundation

/// GitHub-flavoured markdown beside CommonMark: threadfold renders markdown with libcmark,
/// which has no tables, task lists, strikethrough or bare-URL autolinks, so a body using
/// them shows those parts as text. Found here (outside code) so the report can say which.
enum GitHubMarkdown {
    private static let tableDelimiter = pattern(#"^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)+\|?\s*$"#)
    private static let taskItem = pattern(#"^\s*([-*+]|\d{1,9}[.)])\s+\[[ xX]\]\s"#)
    private static let strikethrough = pattern(#"~~[^~\s][^~]*~~"#)
    private static let bareURL = pattern(#"(^|[\s*_(])(https?://|www\.)[^\s<>]"#)
    private static let linkLinePattern = pattern(#"^\s*(?:\[(https?://[^\]\s]+)\]\((https?://[^)\s]+)\)|<?(https?://[^\s<>]+)>?)\s*$"#)

    private static func pattern(_ text: String) -> NSRegularExpression {
        // The patterns are constants of this file; a typo is a programming error.
        try! NSRegularExpression(pattern: text)
    }

    /// The GFM features of `markdown` that libcmark leaves as text, in a fixed order.
    static func featuresShownAsText(_ markdown: String) -> [String] {
        var found: Set<String> = []
        var fence: Substring?
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if line.hasPrefix(open) { fence = nil }
                continue
            }
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                fence = line.prefix(3)
                continue
            }
            let text = withoutCodeSpans(String(rawLine))
            if matches(tableDelimiter, text) { found.insert("table") }
            if matches(taskItem, text) { found.insert("task list") }
            if matches(strikethrough, text) { found.insert("strikethrough") }
            if matches(bareURL, text) && !text.contains("](") { found.insert("bare link") }
        }
        return ["table", "task list", "strikethrough", "bare link"].filter(found.contains)
    }

    /// The URL of a line that is only a link to it (`[u](u)`, `<u>` or `u`), as widgets write.
    static func linkLine(_ line: String) -> String? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = linkLinePattern.firstMatch(in: line, range: range) else { return nil }
        for group in [2, 3] {
            if let found = Range(match.range(at: group), in: line) { return String(line[found]) }
        }
        return nil
    }

    private static func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// `code` spans hold text as it is: GFM syntax there is not a feature.
    private static func withoutCodeSpans(_ line: String) -> String {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            .joined(separator: " ")
    }
}
