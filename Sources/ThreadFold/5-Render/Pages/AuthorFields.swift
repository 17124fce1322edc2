import Mustache

/// What a comment and a reply both show about who wrote them and where they sit:
/// `anchor`, `floor`, `user` (the locale's placeholder for a nameless one),
/// `permalinkLabel`, `aliases`, `time` (`iso`, `text`), `bodyDir` (`TextDirection`), `pinned`
/// and its `pinnedLabel`, `likes`, `hasLikes` and `likesText` ("3 likes", "3 个赞"). The words are read from the
/// comment and the locale when a template asks; the time comes in the site's zone
/// (`ThreadPageRenderer.authorFields`).
struct AuthorFields: Sendable {
    let comment: Comment
    let anchor: String
    let floor: String
    let strings: LocaleStrings
    let time: TimeFields?

    /// Dispatched on the length first, like `CommentFields.field`.
    func field(_ key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4 where key == "user": return .string(strings.displayName(comment.user))
        case 4 where key == "time": return time.map { .fields($0) }
        case 5 where key == "floor": return .string(floor)
        case 5 where key == "likes": return .int(Int(comment.likes))
        case 6 where key == "pinned": return .bool(comment.pinned)
        case 8 where key == "hasLikes": return .bool(comment.likes > 0)
        case 9 where key == "likesText": return .string(strings.count("likes", Int(comment.likes)))
        case 11 where key == "pinnedLabel": return .string(strings["pinned"])
        case 6 where key == "anchor": return .string(anchor)
        // An empty list (falsy, and no allocation) rather than a miss, which would send
        // the lookup on to the page's context for every comment.
        case 7 where key == "aliases": return .list(comment.aliases.map { .string($0) })
        // "rtl" for a Hebrew comment on an English site, "ltr" for an English one on an
        // Arabic site; false (no attribute) when the body runs the site's way.
        case 7 where key == "bodyDir":
            let site: TextDirection = strings["dir"] == "rtl" ? .rtl : .ltr
            guard let own = TextDirection.of(comment.content), own != site else { return .bool(false) }
            return .string(own.rawValue)
        case 14 where key == "permalinkLabel": return .string(strings.permalinkLabel(floor))
        default: return nil
        }
    }
}
