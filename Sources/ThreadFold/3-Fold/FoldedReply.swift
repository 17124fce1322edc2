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
