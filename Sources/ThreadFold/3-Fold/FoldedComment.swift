/// A top-level comment with every reply beneath it, at any depth, flattened in order.
public struct FoldedComment: Sendable {
    public var comment: Comment
    public var anchor: String
    /// 1-based position among the thread's top-level comments.
    public var floor: Int
    public var replies: [FoldedReply]
}
