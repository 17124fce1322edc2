import Mustache

/// What a comment and a reply both show about who wrote them and where they sit:
/// `anchor`, `floor`, `user`, `permalinkLabel`, `aliases`, `time` (`iso`, `text`).
struct AuthorFields: Sendable {
    let anchor: String
    let floor: String
    let user: String
    let permalinkLabel: String
    let aliases: [String]
    let time: TimeFields?

    /// `user`: the name to show, when not the comment's own (the locale's placeholder).
    init(_ comment: Comment, anchor: String, floor: String, permalinkLabel: String, zone: SiteTimeZone, user: String? = nil) {
        self.anchor = anchor
        self.floor = floor
        self.user = user ?? comment.user
        self.permalinkLabel = permalinkLabel
        self.aliases = comment.aliases
        self.time = comment.createdAt.map { TimeFields(TimeText($0, in: zone)) }
    }

    /// Dispatched on the length first, like `CommentFields.field`.
    func field(_ key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4 where key == "user": return .string(user)
        case 4 where key == "time": return time.map { .fields($0) }
        case 5 where key == "floor": return .string(floor)
        case 6 where key == "anchor": return .string(anchor)
        // An empty list (falsy, and no allocation) rather than a miss, which would send
        // the lookup on to the page's context for every comment.
        case 7 where key == "aliases": return .list(aliases.map { .string($0) })
        case 14 where key == "permalinkLabel": return .string(permalinkLabel)
        default: return nil
        }
    }
}
