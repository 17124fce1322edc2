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

    init(_ comment: Comment, anchor: String, floor: String, permalinkLabel: String) {
        self.anchor = anchor
        self.floor = floor
        self.user = comment.user
        self.permalinkLabel = permalinkLabel
        self.aliases = comment.aliases
        self.time = comment.createdAt.map { TimeFields(TimeText($0)) }
    }

    func field(_ key: String) -> MustacheValue? {
        switch key {
        case "anchor": return .string(anchor)
        case "floor": return .string(floor)
        case "user": return .string(user)
        case "permalinkLabel": return .string(permalinkLabel)
        // An empty list (falsy, and no allocation) rather than a miss, which would send
        // the lookup on to the page's context for every comment.
        case "aliases": return .list(aliases.map { .string($0) })
        case "time": return time.map { .fields($0) }
        default: return nil
        }
    }
}
