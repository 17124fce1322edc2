/// Something the fold repaired. Every comment is still kept; the issue says where
/// (the comment's position in the thread) and what was done.
public struct FoldIssue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case orphan, cycle, duplicateID
    }

    public var kind: Kind
    /// Index into the thread's `comments`.
    public var commentIndex: Int
    public var message: String
}
