import Mustache

/// One top-level comment in `comment.mustache`: the author fields, its rendered `body`,
/// and its replies split into `shownReplies` and `hiddenReplies` (with counts and labels).
final class CommentFields: MustacheFields {
    let author: AuthorFields
    let body: String
    let replyCount: Int
    let shown: [MustacheValue]
    let hidden: [MustacheValue]
    /// The locale, for `moreLabel`: made only when a template asks (themes show it only
    /// for comments with hidden replies, and formatting it per comment was not free).
    let strings: LocaleStrings
    let lessLabel: String

    init(author: AuthorFields, body: String, replies: [MustacheValue], shownCount: Int, strings: LocaleStrings, lessLabel: String) {
        self.author = author
        self.body = body
        replyCount = replies.count
        // The usual case, every reply shown, shares the array instead of copying it.
        shown = shownCount >= replies.count ? replies : Array(replies.prefix(shownCount))
        hidden = shownCount >= replies.count ? [] : Array(replies.dropFirst(shownCount))
        self.strings = strings
        self.lessLabel = lessLabel
    }

    func field(_ key: String) -> MustacheValue? {
        switch key {
        case "body": return .html(body)
        case "replyCount": return .int(replyCount)
        case "hasReplies": return .bool(replyCount > 0)
        case "shownReplies": return .list(shown)
        case "hasHidden": return .bool(!hidden.isEmpty)
        case "hiddenReplies": return .list(hidden)
        case "hiddenCount": return .int(hidden.count)
        case "moreLabel": return .string(strings.count("viewAllReplies", replyCount))
        case "lessLabel": return .string(lessLabel)
        default: return author.field(key)
        }
    }
}
