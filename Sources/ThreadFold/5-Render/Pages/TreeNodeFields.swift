import Mustache

/// One comment or reply in `tree-comment.mustache` / `tree-reply.mustache`: the fields of
/// the comment itself (author, body, for a reply its "A 回复 B" prefix) plus its place in
/// the tree (`depth`, `level`, `beyondCap`) and its reply list, already rendered:
/// `shownReplies` (the first `repliesShown`) and `hiddenReplies`, as HTML.
final class TreeNodeFields: MustacheFields {
    let own: any MustacheFields
    /// The true depth (0: a top-level comment).
    let depth: Int
    let shown: [MustacheValue]
    let hidden: [MustacheValue]
    /// Replies below this one at any depth (all inside its `details.subtree`).
    let subtreeCount: Int
    let strings: LocaleStrings
    let lessLabel: String

    init(
        own: any MustacheFields, depth: Int, replies: [MustacheValue], shownCount: Int, subtreeCount: Int,
        strings: LocaleStrings, lessLabel: String
    ) {
        self.own = own
        self.depth = depth
        shown = Array(replies.prefix(shownCount))
        hidden = Array(replies.dropFirst(shownCount))
        self.subtreeCount = subtreeCount
        self.strings = strings
        self.lessLabel = lessLabel
    }

    func field(_ key: String) -> MustacheValue? {
        switch key {
        case "depth": return .int(depth)
        // The indentation level the page draws it at: the depth, at most the cap.
        case "level": return .int(min(depth, ReplyTree.indentCap))
        case "beyondCap": return .bool(depth > ReplyTree.indentCap)
        case "hasReplies": return .bool(!shown.isEmpty || !hidden.isEmpty)
        case "hasHidden": return .bool(!hidden.isEmpty)
        case "shownReplies": return .list(shown)
        case "hiddenReplies": return .list(hidden)
        case "hiddenCount": return .int(hidden.count)
        case "replyCount": return .int(subtreeCount)
        case "hideLabel": return .string(strings.count("treeHideReplies", subtreeCount))
        case "showLabel": return .string(strings.count("treeShowReplies", subtreeCount))
        case "moreLabel": return .string(strings.count("treeMoreReplies", hidden.count))
        case "lessLabel": return .string(lessLabel)
        default: return own.field(key)
        }
    }
}
