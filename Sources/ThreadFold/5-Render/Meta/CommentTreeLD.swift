/// Writes a thread's comments as nested schema.org `Comment` items, each under the
/// comment it answers (the fold's `answeredAnchor`, as `ReplyTree` reads it), with an
/// explicit stack: input depth never becomes call depth. Items nest at most `depthCap`
/// levels; a deeper reply stands beside the others under its ancestor at the cap, so a
/// 100,000-deep chain gives JSON that every reader can parse.
struct CommentTreeLD {
    static let depthCap = 32

    /// A comment of the thread: a top-level comment (by index into `topLevel`), or one of
    /// its replies.
    enum Node: Equatable {
        case top(Int)
        case reply(top: Int, index: Int)
    }

    let folded: FoldedThread
    /// The fields of one item (the writer has opened its object; the tree closes it).
    let fields: (inout JSONLDText, Node) -> Void
    private var groups: [Int: (root: [Int], byReply: [[Int]])] = [:]

    init(folded: FoldedThread, fields: @escaping (inout JSONLDText, Node) -> Void) {
        self.folded = folded
        self.fields = fields
    }

    /// The direct replies of `node`.
    mutating func children(of node: Node) -> [Node] {
        switch node {
        case .top(let top): return group(top).root.map { .reply(top: top, index: $0) }
        case .reply(let top, let index): return group(top).byReply[index].map { .reply(top: top, index: $0) }
        }
    }

    /// `nodes` (and everything below them) as the items of a `comment` array at `depth` 1.
    mutating func write(_ nodes: [Node], key: String, into json: inout JSONLDText) {
        guard !nodes.isEmpty else { return }
        enum Step {
            case open(Node, depth: Int)
            case close
        }
        json.openArray(key)
        var stack: [Step] = nodes.reversed().map { .open($0, depth: 1) }
        while let step = stack.popLast() {
            switch step {
            case .close:
                json.closeArray()
                json.closeObject()
            case .open(let node, let depth):
                json.openObject()
                fields(&json, node)
                let below = depth < Self.depthCap ? children(of: node) : depth == Self.depthCap ? descendants(of: node) : []
                if below.isEmpty {
                    json.closeObject()
                } else {
                    json.openArray("comment")
                    stack.append(.close)
                    stack += below.reversed().map { .open($0, depth: depth + 1) }
                }
            }
        }
        json.closeArray()
    }

    /// Every reply below `node`, in page order (pre-order).
    private mutating func descendants(of node: Node) -> [Node] {
        var result: [Node] = []
        var stack = Array(children(of: node).reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack += children(of: next).reversed()
        }
        return result
    }

    private mutating func group(_ top: Int) -> (root: [Int], byReply: [[Int]]) {
        if let known = groups[top] { return known }
        let made = ReplyTree.children(of: folded.topLevel[top])
        groups[top] = made
        return made
    }
}
