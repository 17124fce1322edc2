/// A thread in the two-level shape every page is drawn from.
public struct FoldedThread: Sendable {
    /// The thread's metadata; its `comments` keep input order for anyone who needs it.
    public var thread: CommentThread
    public var topLevel: [FoldedComment]

    public var commentCount: Int { thread.comments.count }
    public var replyCount: Int { topLevel.reduce(0) { $0 + $1.replies.count } }

    /// The latest `createdAt` in the thread, for "last activity".
    public var lastActivity: Timestamp? {
        thread.comments.lazy.compactMap(\.createdAt).max()
    }
}

/// A top-level comment with every reply beneath it, at any depth, flattened in order.
public struct FoldedComment: Sendable {
    public var comment: Comment
    public var anchor: String
    /// 1-based position among the thread's top-level comments.
    public var floor: Int
    public var replies: [FoldedReply]
}

/// A reply at any depth, shown under its top-level comment.
public struct FoldedReply: Sendable {
    public var comment: Comment
    public var anchor: String
    /// `3.2`: the second reply under top-level comment 3, as forums number floors.
    public var floor: String
    /// Whom it answered: its own `toUser` when given, else the author of its parent.
    public var toUser: String
    /// The anchor of the comment it answered (pages link "B" to it).
    public var answeredAnchor: String
}
