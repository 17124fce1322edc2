/// One thread (a post's comments) as decoded: metadata plus comments in input order
/// (pre-order for the tree form).
public struct CommentThread: Sendable, Hashable {
    /// The id as given (or the file name without extension).
    public var id: String
    /// A file-name-safe, unique, stable form of `id` (see `ThreadSlug`).
    public var slug: String
    public var title: String
    public var url: String?
    public var category: String?
    /// The thread file's `"lang"`: the language its text is in, when the file says.
    public var lang: String?
    public var contentFormat: ContentFormat
    public var comments: [Comment]
    /// The file the thread came from, as given on the command line.
    public var sourceFile: String
    /// `"noindex": true`: search engines are asked to leave the thread out.
    public var noindex = false
    /// `"canonical": "original"`: the pages' canonical URL is `url`, the live original
    /// (an archive that must not compete with it).
    public var canonicalOriginal = false

    public init(
        id: String, slug: String? = nil, title: String? = nil, url: String? = nil, category: String? = nil,
        contentFormat: ContentFormat = .markdown, comments: [Comment] = [], sourceFile: String = ""
    ) {
        self.id = id
        self.slug = slug ?? ThreadSlug.make(id)
        self.title = title ?? id
        self.url = url
        self.category = category
        self.contentFormat = contentFormat
        self.comments = comments
        self.sourceFile = sourceFile
    }
}
