/// Checks one thread's pages against the output contract for that thread's expected
/// comments. Collects failure lines instead of asserting, so a test can report them
/// together (and cap how many it prints).
struct ThreadPageCheck {
    let thread: ExpectedThread
    let repliesShown: Int
    private(set) var failures: [String] = []
    private(set) var checkedReplies = 0

    init(thread: ExpectedThread, repliesShown: Int = 2) {
        self.thread = thread
        self.repliesShown = repliesShown
    }

    /// `pages` are the thread's parsed pages; every comment must be on exactly one.
    mutating func check(_ pages: [(path: String, tree: HTMLTree)]) {
        var found: [String: [(page: Int, node: Int)]] = [:]
        for (p, page) in pages.enumerated() {
            for index in page.tree.elements {
                guard let id = page.tree[index].attribute("id"), id.hasPrefix("c-") else { continue }
                found[String(id.dropFirst(2)), default: []].append((p, index))
            }
        }
        let expectedAnchors = Set(thread.comments.map(\.anchor))
        for anchor in found.keys.sorted() where !expectedAnchors.contains(anchor) {
            fail("element id c-\(anchor) matches no input comment")
        }
        for comment in thread.comments {
            let hits = found[comment.anchor] ?? []
            if hits.count != 1 { fail("comment \(comment.id) (c-\(comment.anchor)) appears \(hits.count) times") }
        }
        for top in thread.topLevel {
            guard let hit = found[thread.comments[top].anchor]?.first else { continue }
            checkTopLevel(top, tree: pages[hit.page].tree, node: hit.node)
        }
    }

    private mutating func checkTopLevel(_ top: Int, tree: HTMLTree, node: Int) {
        let comment = thread.comments[top]
        guard tree[node].tag == "li", tree[node].hasClass("comment") else {
            return fail(
                "top-level \(comment.id) is <\(tree[node].tag ?? "")> class=\"\(tree[node].attribute("class") ?? "")\", not li.comment")
        }
        let replies = thread.replies(of: top)
        let children = tree.elementChildren(node)
        let shownLists = children.filter { tree[$0].tag == "ol" && tree[$0].hasClass("replies") }
        let details = children.filter { tree[$0].tag == "details" && tree[$0].hasClass("more-replies") }
        let shown = shownLists.flatMap { replyAnchors(in: $0, tree: tree) }
        let hidden = details.flatMap { d in
            tree.elementChildren(d).filter { tree[$0].tag == "ol" && tree[$0].hasClass("replies") }
                .flatMap { replyAnchors(in: $0, tree: tree) }
        }
        let expected = replies.map { thread.comments[$0].anchor }
        let split = min(repliesShown, expected.count)
        if shown != Array(expected.prefix(split)) {
            fail("\(comment.id): shown replies \(shown) != expected \(Array(expected.prefix(split)))")
        }
        if hidden != Array(expected.dropFirst(split)) {
            fail("\(comment.id): hidden replies \(hidden) != expected \(Array(expected.dropFirst(split)))")
        }
        if details.count != (expected.count > repliesShown ? 1 : 0) {
            fail("\(comment.id): \(details.count) details.more-replies for \(expected.count) replies")
        }
        for reply in replies { checkReplyElement(reply, top: node, tree: tree) }
    }

    /// The anchors of the `li.reply` children of a list, in order.
    private func replyAnchors(in list: Int, tree: HTMLTree) -> [String] {
        tree.elementChildren(list).compactMap { child in
            guard tree[child].tag == "li", tree[child].hasClass("reply"), let id = tree[child].attribute("id") else { return nil }
            return String(id.dropFirst(2))
        }
    }

    private mutating func checkReplyElement(_ reply: Int, top: Int, tree: HTMLTree) {
        let comment = thread.comments[reply]
        guard let node = tree.elements.first(where: { tree[$0].attribute("id") == "c-" + comment.anchor }) else { return }
        checkedReplies += 1
        if tree.ancestor(of: node, where: { $0.tag == "li" && $0.hasClass("comment") }) != top {
            fail("reply \(comment.id) is not inside its top-level comment's element")
        }
        guard let body = tree.elementChildren(node).first(where: { tree[$0].hasClass("body") }) else {
            return fail("reply \(comment.id) has no div.body")
        }
        checkPrefix(of: comment, parent: thread.comments[reply].parent, body: body, tree: tree, expectedTo: thread.toUser(of: reply))
    }

    /// The body must open with `span.author`, the text " 回复 ", then `a.to`.
    private mutating func checkPrefix(of comment: ExpectedComment, parent: Int?, body: Int, tree: HTMLTree, expectedTo: String) {
        var container = body
        var first = meaningfulChildren(container, tree: tree).first
        while let candidate = first, tree[candidate].tag != "span", tree[candidate].tag != nil {
            container = candidate
            first = meaningfulChildren(container, tree: tree).first
        }
        let sequence = meaningfulChildren(container, tree: tree)
        guard sequence.count >= 3, tree[sequence[0]].tag == "span", tree[sequence[0]].hasClass("author") else {
            return fail("reply \(comment.id): body does not begin with span.author")
        }
        let parentAnchor = parent.map { thread.comments[$0].anchor } ?? "?"
        let (author, word, to) = (sequence[0], sequence[1], sequence[2])
        if tree.text(author) != comment.user { fail("reply \(comment.id): author \"\(tree.text(author))\" != \"\(comment.user)\"") }
        if tree[word].tag != nil || tree[word].text != " 回复 " { fail("reply \(comment.id): text after the author is not \" 回复 \"") }
        if tree[to].tag != "a" || !tree[to].hasClass("to") { return fail("reply \(comment.id): third item is not a.to") }
        if tree.text(to) != expectedTo { fail("reply \(comment.id): a.to text \"\(tree.text(to))\" != \"\(expectedTo)\"") }
        if tree[to].attribute("href") != "#c-" + parentAnchor {
            fail("reply \(comment.id): a.to href \(tree[to].attribute("href") ?? "nil") != #c-\(parentAnchor)")
        }
    }

    /// Children that are elements or text with something other than whitespace.
    private func meaningfulChildren(_ index: Int, tree: HTMLTree) -> [Int] {
        tree[index].children.filter { tree[$0].tag != nil || !tree[$0].text.allSatisfy(\.isWhitespace) }
    }

    private mutating func fail(_ line: String) {
        failures.append("thread \(thread.id): " + line)
    }
}
