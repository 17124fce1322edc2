/// One comment as decoded, before folding. Ids are text: `12` and `"12"` are the same id.
public struct Comment: Sendable, Hashable {
    /// How the input said which comment this one answers.
    public enum Parent: Sendable, Hashable {
        /// A top-level comment (`parentID` missing, null, "", 0 or "0").
        case none
        /// Flat form: the id named in `parentID`.
        case id(String)
        /// Tree form: the position (in the thread's `comments`) of the comment whose
        /// `replies` held this one. An index, not an id, so duplicate ids stay unambiguous.
        case index(Int)
    }

    // Stored properties are ordered so that small ones fill the padding after enums
    // (144 bytes a comment; a million of them are held at once for a large site dump).
    public var id: String
    public var parent: Parent
    public var contentFormat: ContentFormat
    /// Pinned by the site's owner (`"pinned": true`): shown first among its siblings.
    /// With `likes`, fits in the padding after `contentFormat` (no byte added).
    public var pinned = false
    /// Removed at its author's request (`Takedown`) and kept, empty, for its replies.
    public var removedByRequest = false
    /// Readers' likes as the source counted them (`"likes"`); 0 when not given.
    public var likes: Int32 = 0
    public var user: String
    public var content: String
    /// The name given in the input, if any; the fold derives it from the parent otherwise.
    public var toUser: String?
    public var createdAt: Timestamp?
    /// Where the comment is in its file, for diagnostics: a JSON path and the byte offset
    /// of its object (turned into line:column only when a diagnostic needs it).
    public var path: CommentPath
    public var offset: Int
    /// Anchors the comment had on its old site (`comment-123` for Disqus and WordPress), so
    /// old links keep working; pages carry them as extra ids.
    public var aliases: [String] = []

    /// `path` as text (`comments[12].replies[3]`).
    public var jsonPath: String {
        get { path.text }
        set { path = CommentPath(newValue) }
    }

    public init(
        id: String, parent: Parent = .none, user: String = "", content: String = "",
        toUser: String? = nil, createdAt: Timestamp? = nil, contentFormat: ContentFormat = .markdown,
        jsonPath: String = "", offset: Int = 0
    ) {
        self.id = id
        self.parent = parent
        self.user = user
        self.content = content
        self.toUser = toUser
        self.createdAt = createdAt
        self.contentFormat = contentFormat
        self.path = CommentPath(jsonPath)
        self.offset = offset
    }
}

/// How a comment body is written. Carried from the thread (default) and overridable per
/// comment; the renderer picks an engine from it.
public enum ContentFormat: String, Sendable, Hashable, CaseIterable {
    case markdown
    case html
    case text
}
