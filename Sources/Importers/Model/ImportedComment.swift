import ThreadFold

/// A comment as written to a thread file: threadfold's own input fields plus `aliases`.
public struct ImportedComment: Sendable, Equatable {
    public var id: String
    /// `nil` for a top-level comment.
    public var parentID: String?
    public var user: String
    public var content: String
    public var createdAt: String?
    /// The source's anchors (`comment-123` for Disqus and WordPress), written as the
    /// `"aliases"` field so pages can keep old links working.
    public var aliases: [String]
    /// Set only when the comment's body format differs from its thread's.
    public var contentFormat: ContentFormat?
    /// Written as `"pinned": true` when set: shown first among its siblings.
    public var pinned = false
    /// Written as `"likes"` when above 0.
    public var likes = 0

    public init(
        id: String, parentID: String? = nil, user: String, content: String,
        createdAt: String? = nil, aliases: [String] = []
    ) {
        self.id = id
        self.parentID = parentID
        self.user = user
        self.content = content
        self.createdAt = createdAt
        self.aliases = aliases
    }
}
