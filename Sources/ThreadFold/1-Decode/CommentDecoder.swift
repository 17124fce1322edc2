import JSONReader

/// Reads comment objects (flat rows and `replies` trees, mixed freely) from a parsed
/// document into `Comment`s. Trees are walked with an explicit stack: a reply chain
/// thousands deep must not overflow the thread's stack.
struct CommentDecoder {
    var context: DocumentContext
    /// Applied to comments that do not name their own `contentFormat`.
    var defaultFormat: ContentFormat

    var tape: JSONTape { context.tape }

    /// A comment waiting to be read: where it is, whose reply it is, and its JSON path.
    private struct Pending {
        let node: Int
        let parent: Comment.Parent
        let location: CommentPath
        /// Replies only: the path as a `BoundedPath`, to extend for their own replies.
        let route: BoundedPath?

        /// A row or an element of a top-level array.
        init(node: Int, location: CommentPath) {
            self.node = node
            self.parent = .none
            self.location = location
            self.route = nil
        }

        /// The `index`-th reply of `parent` (at `position` in the comments read so far).
        init(node: Int, replyAt index: Int, of parent: Pending, position: Int) {
            self.node = node
            self.parent = .index(position)
            let route = (parent.route ?? BoundedPath(parent.location.text)).appending(".replies[\(index)]")
            self.route = route
            self.location = CommentPath(route.text)
        }

        /// Made only when a diagnostic needs it.
        var path: String { location.text }
    }

    /// Appends the comments of `array` (and every reply under them, pre-order) to `comments`.
    /// `.index` parents refer to positions in `comments`.
    mutating func decodeArray(_ array: Int, path: String, into comments: inout [Comment]) {
        let roots = tape.elements(array).enumerated().map { Pending(node: $1, location: .element(of: path, $0)) }
        decode(roots, into: &comments)
    }

    mutating func decode(row node: Int, path: CommentPath, into comments: inout [Comment]) {
        decode([Pending(node: node, location: path)], into: &comments)
    }

    private mutating func decode(_ roots: [Pending], into comments: inout [Comment]) {
        var stack = Array(roots.reversed())
        while let pending = stack.popLast() {
            guard tape.kind(pending.node) == .object else {
                context.report(
                    .error, at: pending.node, path: pending.path, "expected a comment object, found \(context.describe(pending.node))")
                continue
            }
            let (comment, replies) = decodeComment(pending)
            let index = comments.count
            comments.append(comment)
            guard let replies else { continue }
            let children = tape.elements(replies).enumerated().map {
                Pending(node: $1, replyAt: $0, of: pending, position: index)
            }
            stack.append(contentsOf: children.reversed())
        }
    }

    /// Reads one comment object's own fields; returns its `replies` array node, if any.
    private mutating func decodeComment(_ pending: Pending) -> (Comment, Int?) {
        // One copy of the tape for the member loop: reading it through `context` on every key
        // comparison retained and released both of its arrays each time.
        let tape = self.tape
        var comment = Comment(id: "", parent: pending.parent, contentFormat: defaultFormat)
        comment.path = pending.location
        comment.offset = context.start.offset + tape.offset(pending.node)
        var sawID = false
        var rejectedID = false
        var replies: Int?
        var key = pending.node + 1
        for _ in 0..<tape.nodes[pending.node].count {
            let value = key + 1
            defer { key = tape.next(after: value) }
            if tape.stringEquals(key, "id") {
                sawID = true
                comment.id = identifier(value, path: pending.path + ".id") ?? ""
                // A rejected id has its own error; the warning below must not call it empty.
                rejectedID = comment.id.isEmpty && tape.kind(value) != .null && tape.kind(value) != .string
            } else if tape.stringEquals(key, "parentID") {
                if case .none = pending.parent { comment.parent = parentReference(value, path: pending.path + ".parentID") }
            } else if tape.stringEquals(key, "user") {
                comment.user = text(value, path: pending.path + ".user") ?? ""
            } else if tape.stringEquals(key, "content") {
                comment.content = text(value, path: pending.path + ".content") ?? ""
            } else if tape.stringEquals(key, "toUser") {
                comment.toUser = text(value, path: pending.path + ".toUser")
            } else if tape.stringEquals(key, "createdAt") {
                comment.createdAt = timestamp(value, path: pending.path + ".createdAt")
            } else if tape.stringEquals(key, "contentFormat") {
                comment.contentFormat = format(value, path: pending.path + ".contentFormat") ?? defaultFormat
            } else if tape.stringEquals(key, "pinned") {
                comment.pinned = flag(value, path: pending.path + ".pinned")
            } else if tape.stringEquals(key, "likes") {
                comment.likes = likeCount(value, path: pending.path + ".likes")
            } else if tape.stringEquals(key, "aliases") {
                comment.aliases = aliases(value, path: pending.path + ".aliases")
            } else if tape.stringEquals(key, "replies") {
                replies = repliesArray(value, path: pending.path + ".replies")
            }
        }
        if comment.id.isEmpty {
            let what = rejectedID ? "an id that cannot be used (see the error)" : sawID ? "an empty or null id" : "no id"
            context.report(
                .warning, at: pending.node, path: pending.path,
                "this comment has \(what); it is kept under a generated id (its anchor will not match the source)")
        }
        return (comment, replies)
    }
}
