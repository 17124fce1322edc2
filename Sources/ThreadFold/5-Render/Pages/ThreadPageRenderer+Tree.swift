import Mustache

/// `layout: tree`: each top-level comment with its replies nested as the `ReplyTree` says.
/// Nothing recurses on depth: nodes are rendered in reverse pre-order, so a node's list
/// entries are HTML before the node itself is, and each node's template only pastes them
/// in (`tree-reply` includes `tree-replies`, never itself).
extension ThreadPageRenderer {
    /// The page's top-level comments, each as the HTML of its whole tree.
    func treeComments(_ comments: ArraySlice<FoldedComment>, bodies: ThreadBodies? = nil) throws(ThemeError) -> [MustacheValue] {
        var values: [MustacheValue] = []
        values.reserveCapacity(comments.count)
        for comment in comments { values.append(.html(try treeHTML(comment, bodies: bodies))) }
        return values
    }

    private func treeHTML(_ top: FoldedComment, bodies: ThreadBodies?) throws(ThemeError) -> String {
        let tree = ReplyTree(top)
        // Each node's HTML, dropped once its parent has pasted it in.
        var html = [String?](repeating: nil, count: tree.nodes.count)
        func take(_ list: [Int]) -> [MustacheValue] {
            list.map { index in
                defer { html[index] = nil }
                return .html(html[index] ?? "")
            }
        }
        for index in tree.nodes.indices.reversed() {
            let node = tree.nodes[index]
            let own = try replyFields(
                top.replies[node.reply], floor: node.floor, body: bodies?.html(top: top.floor, reply: node.reply))
            html[index] = try renderNode(
                "tree-reply", own: own, depth: node.depth, replies: take(node.listed),
                subtreeCount: node.descendantCount)
        }
        let floor = String(top.floor)
        let own = CommentFields(
            author: authorFields(top.comment, anchor: top.anchor, floor: floor),
            body: renderBody(top.comment, rendered: bodies?.html(top: top.floor)), replies: [], shownCount: 0,
            lessLabel: lessLabel)
        return try renderNode("tree-comment", own: own, depth: 0, replies: take(tree.listed), subtreeCount: tree.nodes.count)
    }

    private func renderNode(
        _ template: String, own: any MustacheFields, depth: Int, replies: [MustacheValue],
        subtreeCount: Int
    ) throws(ThemeError) -> String {
        let fields = TreeNodeFields(
            own: own, depth: depth, replies: replies, shownCount: config.repliesShown,
            subtreeCount: subtreeCount, strings: strings, lessLabel: lessLabel)
        var bytes: [UInt8] = []
        try StageMeter.shared.measure(.template) { () throws(ThemeError) in
            try theme.render(template, .fields(fields), into: &bytes)
        }
        // The list template puts each entry on its own line.
        while let last = bytes.last, last == UInt8(ascii: "\n") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
