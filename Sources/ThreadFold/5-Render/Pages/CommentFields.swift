import Mustache

/// One top-level comment in `comment.mustache`: the author fields, its rendered `body`,
/// and its replies split into `shownReplies` and `hiddenReplies` (with counts and labels).
final class CommentFields: MustacheFields {
    let author: AuthorFields
    let body: String
    let replyCount: Int
    let shown: [MustacheValue]
    let hidden: [MustacheValue]
    let lessLabel: String

    init(author: AuthorFields, body: String, replies: [MustacheValue], shownCount: Int, lessLabel: String) {
        self.author = author
        self.body = body
        replyCount = replies.count
        // The usual case, every reply shown, shares the array instead of copying it.
        shown = shownCount >= replies.count ? replies : Array(replies.prefix(shownCount))
        hidden = shownCount >= replies.count ? [] : Array(replies.dropFirst(shownCount))
        self.lessLabel = lessLabel
    }

    func field(_ key: String) -> MustacheValue? {
        // Dispatched on the length first: comparing two different short strings is a call
        // into the runtime, equal ones are a compare of two words, and this runs for every
        // name a comment's template looks up.
        switch key.utf8.count {
        case 4 where key == "body": return .html(body)
        case 9 where key == "hasHidden": return .bool(!hidden.isEmpty)
        // Made only when a template asks (themes show it only for comments with hidden
        // replies, and formatting it per comment was not free).
        case 9 where key == "moreLabel": return .string(author.strings.count("viewAllReplies", replyCount))
        case 9 where key == "lessLabel": return .string(lessLabel)
        case 10 where key == "replyCount": return .int(replyCount)
        case 10 where key == "hasReplies": return .bool(replyCount > 0)
        case 11 where key == "hiddenCount": return .int(hidden.count)
        case 12 where key == "shownReplies": return .list(shown)
        case 13 where key == "hiddenReplies": return .list(hidden)
        default: return author.field(key)
        }
    }
}
