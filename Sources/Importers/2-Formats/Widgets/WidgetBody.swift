import Foundation
import ThreadFold

/// What the widgets put into comment bodies that an archive does without: the mention in
/// front of a reply, which names the parent a second time, and emoji images served from a
/// CDN. And which bodies are rendered HTML (Waline and Twikoo store either, per comment).
enum WidgetBody {
    /// A mention at the very start of a body (inside a first `<p>`, if any).
    struct Mention: Equatable {
        /// The comment id the mention links to (`#ID`), when it links to one.
        var id: String?
        var name: String
        /// The mention and the separator after it (`: `, ` , `).
        var range: Range<String.Index>
    }

    private static let lead = #"^\s*(?:<p(?:\s[^>]*)?>)?\s*"#
    private static let separator = #"[ \t]*(?:[:：,，][ \t]*)?"#
    private static let htmlMention = pattern(lead + #"(<a\b([^>]*)>\s*@([^<]*?)\s*</a>"# + separator + ")")
    private static let markdownMention = pattern(lead + #"(\[@([^\]]+)\]\(#([^)\s]+)\)"# + separator + ")")
    private static let href = pattern(#"href\s*=\s*["']#([^"']+)["']"#)
    private static let image = pattern(#"<img\b[^>]*>"#)
    private static let emojiClass = pattern(
        #"class\s*=\s*["'][^"']*(?:emoji|emotion|owo|vemoji)[^"']*["']|\batk-emoticon\s*="#, caseless: true)
    private static let blockTag = pattern(#"<(?:p|br|div|h[1-6]|ul|ol|li|blockquote|pre|table)\b"#, caseless: true)

    private static func pattern(_ text: String, caseless: Bool = false) -> NSRegularExpression {
        // The patterns are constants of this file; a typo is a programming error.
        try! NSRegularExpression(pattern: text, options: caseless ? [.caseInsensitive] : [])
    }

    /// `html` when the body holds block-level tags (`<p>`, `<br>`…), else `markdown`.
    static func format(_ body: String) -> ContentFormat {
        first(blockTag, in: body) == nil ? .markdown : .html
    }

    /// The link or markdown mention a body starts with: `<a href="#ID">@岳</a>: `,
    /// `[@zyt](#ID): `.
    static func leadingMention(_ body: String) -> Mention? {
        if let match = first(htmlMention, in: body), let range = Range(match.range(at: 1), in: body) {
            let attributes = text(match, 2, in: body) ?? ""
            let id = first(href, in: attributes).flatMap { text($0, 1, in: attributes) }
            return Mention(id: id, name: text(match, 3, in: body) ?? "", range: range)
        }
        if let match = first(markdownMention, in: body), let range = Range(match.range(at: 1), in: body) {
            return Mention(id: text(match, 3, in: body), name: text(match, 2, in: body) ?? "", range: range)
        }
        return nil
    }

    /// The body without its leading mention when that names the parent (by the id it links
    /// to, else by name; a plain-text `@nick ` by name), and whether one was removed.
    static func removingMention(_ body: String, parentID: String, parentName: String) -> (text: String, removed: Bool) {
        if let mention = leadingMention(body) {
            let namesParent = mention.id.map { $0 == parentID } ?? (mention.name == parentName)
            guard namesParent else { return (body, false) }
            return (body.replacingCharacters(in: mention.range, with: ""), true)
        }
        guard !parentName.isEmpty, let start = first(pattern(lead), in: body), let at = Range(start.range, in: body)?.upperBound
        else { return (body, false) }
        let rest = body[at...]
        guard rest.hasPrefix("@" + parentName) else { return (body, false) }
        var end = rest.index(rest.startIndex, offsetBy: parentName.count + 1)
        guard end == rest.endIndex || " \t\n:：,，".contains(rest[end]) else { return (body, false) }
        while end < rest.endIndex, " \t:：,，".contains(rest[end]) { end = rest.index(after: end) }
        return (body.replacingCharacters(in: at..<end, with: ""), true)
    }

    /// Emoji images (`class="wl-emoji"`, `vemoji`, Twikoo's OwO, Artalk's `atk-emoticon`)
    /// replaced with `:name:` (from `atk-emoticon`, `alt`, `title` or the image's file
    /// name), and how many were.
    static func replacingEmoji(_ body: String) -> (text: String, count: Int) {
        var result = ""
        var count = 0
        var rest = body.startIndex
        let all = NSRange(body.startIndex..., in: body)
        for match in image.matches(in: body, range: all) {
            guard let range = Range(match.range, in: body) else { continue }
            let tag = String(body[range])
            guard first(emojiClass, in: tag) != nil, let name = emojiName(tag) else { continue }
            result += body[rest..<range.lowerBound] + ":" + name + ":"
            rest = range.upperBound
            count += 1
        }
        return (result + body[rest...], count)
    }

    private static func emojiName(_ tag: String) -> String? {
        for attribute in ["atk-emoticon", "alt", "title"] {
            let value = attributeValue(attribute, in: tag).trimmingCharacters(in: CharacterSet(charactersIn: ": "))
            if !value.isEmpty { return value }
        }
        let source = attributeValue("src", in: tag)
        let file = source.split(separator: "/").last.map(String.init) ?? ""
        let stem = file.split(separator: ".").first.map(String.init) ?? ""
        return stem.isEmpty ? nil : stem
    }

    private static func attributeValue(_ name: String, in tag: String) -> String {
        let regex = pattern(#"\b"# + name + #"\s*=\s*["']([^"']*)["']"#, caseless: true)
        return first(regex, in: tag).flatMap { text($0, 1, in: tag) } ?? ""
    }

    private static func first(_ regex: NSRegularExpression, in text: String) -> NSTextCheckingResult? {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
    }

    private static func text(_ match: NSTextCheckingResult, _ group: Int, in text: String) -> String? {
        Range(match.range(at: group), in: text).map { String(text[$0]) }
    }
}
