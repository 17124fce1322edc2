/// A top-level comment's replies as the tree they form, for `layout: tree`: each reply under
/// the comment it answers, numbered by its path (`3.1.2`). Built from the two-level fold
/// (a reply's `answeredAnchor` names its parent, anchors are unique), so orphans, cycles
/// and duplicate ids are already repaired. Walked with an explicit stack: a chain of any
/// depth cannot overflow the call stack.
///
/// Pages nest reply lists `indentCap` levels deep and no deeper: the reply at depth
/// `indentCap - 1` lists every reply below it in conversation order (pre-order), all at
/// depth `indentCap` on the page, each saying whom it answered.
public struct ReplyTree: Sendable {
    /// Levels of nested reply lists on a page (the DOM never nests deeper).
    public static let indentCap = 8
    /// `layout: auto` draws a thread as a tree when a reply chain is this many levels deep.
    public static let autoDepth = 4

    public struct Node: Sendable {
        /// Index into the top-level comment's `replies`.
        public var reply: Int
        /// 1 for a direct reply to the top-level comment, 2 for a reply to that, …
        public var depth: Int
        /// The path of positions among siblings: `3.1.2`. Below `indentCap + 1` levels the
        /// middle is elided (`3.1.1.1.1.1.1.1.1.….2`) so a 100,000-deep chain is not
        /// quadratic in size.
        public var floor: String
        /// The nodes in this node's reply list, in order: its direct replies, or, at depth
        /// `indentCap - 1`, every reply below it in pre-order.
        public var listed: [Int] = []
        /// Replies below this one, at any depth.
        public var descendantCount = 0
    }

    /// In pre-order: a node's list entries always come after it.
    public private(set) var nodes: [Node] = []
    /// The top-level comment's own list: its direct replies.
    public private(set) var listed: [Int] = []
    /// The deepest reply's depth (0 when there are no replies).
    public private(set) var deepest = 0

    public init(_ comment: FoldedComment) {
        let children = Self.children(of: comment)
        nodes.reserveCapacity(comment.replies.count)
        // (reply, depth, floor, list it goes into (-1: the top-level comment's), tree parent
        // node, floor of its nearest ancestor at most `indentCap` deep).
        var stack: [(reply: Int, depth: Int, floor: String, list: Int, parent: Int, base: String)] = []
        let top = String(comment.floor)
        for (k, reply) in children.root.enumerated().reversed() {
            stack.append((reply, 1, top + "." + String(k + 1), -1, -1, top))
        }
        var parents: [Int] = []
        while let entry = stack.popLast() {
            let index = nodes.count
            nodes.append(Node(reply: entry.reply, depth: entry.depth, floor: entry.floor))
            parents.append(entry.parent)
            if entry.list < 0 { listed.append(index) } else { nodes[entry.list].listed.append(index) }
            deepest = max(deepest, entry.depth)
            let childList = entry.depth < Self.indentCap ? index : entry.list
            let base = entry.depth <= Self.indentCap ? entry.floor : entry.base
            let separator = entry.depth + 1 <= Self.indentCap + 1 ? "." : ".…."
            for (k, reply) in children.byReply[entry.reply].enumerated().reversed() {
                stack.append((reply, entry.depth + 1, base + separator + String(k + 1), childList, index, base))
            }
        }
        for index in nodes.indices.reversed() where parents[index] >= 0 {
            nodes[parents[index]].descendantCount += nodes[index].descendantCount + 1
        }
    }

    /// Every reply's direct replies (by index into `replies`), in the fold's order; replies
    /// whose parent is the top-level comment in `root`.
    static func children(of comment: FoldedComment) -> (root: [Int], byReply: [[Int]]) {
        let replies = comment.replies
        var position: [String: Int] = [:]
        position.reserveCapacity(replies.count)
        for (i, reply) in replies.enumerated() { position[reply.anchor] = i }
        var root: [Int] = []
        var byReply = Array(repeating: [Int](), count: replies.count)
        for (i, reply) in replies.enumerated() {
            if let parent = position[reply.answeredAnchor], parent != i { byReply[parent].append(i) } else { root.append(i) }
        }
        return (root, byReply)
    }

    /// The deepest reply chain of the thread, in levels below the top-level comments: the
    /// same walk as `init` without building nodes, since `auto` asks it of every thread.
    public static func deepestChain(_ thread: FoldedThread) -> Int {
        var deepest = 0
        for comment in thread.topLevel where !comment.replies.isEmpty {
            let children = children(of: comment)
            var stack = children.root.map { (reply: $0, depth: 1) }
            while let entry = stack.popLast() {
                deepest = max(deepest, entry.depth)
                stack.append(contentsOf: children.byReply[entry.reply].map { ($0, entry.depth + 1) })
            }
        }
        return deepest
    }
}
