/// A Hacker News item tree from the Algolia API (`hn.algolia.com/api/v1/items/ID`): the
/// story (or comment) at the root, its replies in `children` at any depth, HTML `text`.
/// A node without author and text is a deleted comment.
struct HackerNewsImporter {
    static func threads(from bytes: [UInt8], path: String) throws(ImportError) -> [SourceThread] {
        let root = try JSONLookup.parse(bytes, path: path)
        guard let rootID = JSONLookup.text(JSONLookup.value(root, "id")) else {
            throw ImportError(path: path, message: "the top object has no \"id\"; is this an hn.algolia.com items response?")
        }
        let title = JSONLookup.value(root, "title") as? String
        var thread = SourceThread(
            id: "hn-\(rootID)", title: title ?? "Hacker News item \(rootID)",
            url: "https://news.ycombinator.com/item?id=\(rootID)", category: "Hacker News",
            contentFormat: .html)
        // Given a comment's id rather than a story's, the comment itself heads the thread.
        let rootIsComment = JSONLookup.value(root, "type") as? String == "comment"
        if rootIsComment { thread.comments.append(comment(root, id: rootID, parent: nil)) }
        // Depth-first, iteratively, so a very deep thread cannot exhaust the stack.
        var pending: [(node: Any, parent: String?)] = children(of: root).reversed().map { ($0, rootIsComment ? rootID : nil) }
        while let (node, parent) = pending.popLast() {
            guard let id = JSONLookup.text(JSONLookup.value(node, "id")) else { continue }
            thread.comments.append(comment(node, id: id, parent: parent))
            pending += children(of: node).reversed().map { ($0, id) }
        }
        return [thread]
    }

    private static func children(of node: Any) -> [Any] {
        JSONLookup.value(node, "children") as? [Any] ?? []
    }

    private static func comment(_ node: Any, id: String, parent: String?) -> SourceComment {
        let author = JSONLookup.value(node, "author") as? String
        let text = JSONLookup.value(node, "text") as? String
        let time = JSONLookup.time(JSONLookup.value(node, "created_at") ?? JSONLookup.value(node, "created_at_i"))
        var comment = SourceComment(id: id, parentID: parent, user: author ?? "", content: text ?? "", createdAt: time)
        if author == nil && (text ?? "").isEmpty { comment.status = .deleted }
        return comment
    }
}
