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
