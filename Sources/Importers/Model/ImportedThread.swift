import ThreadFold

/// A thread ready to be written as one thread file.
public struct ImportedThread: Sendable, Equatable {
    public var id: String
    public var title: String?
    public var url: String?
    public var category: String?
    public var contentFormat: ContentFormat
    public var comments: [ImportedComment]
    /// Other URLs the post had (a merged duplicate), written as `"otherURLs"` so embedding
    /// and redirects can find the thread under either.
    public var otherURLs: [String] = []

    public init(
        id: String, title: String? = nil, url: String? = nil, category: String? = nil,
        contentFormat: ContentFormat, comments: [ImportedComment]
    ) {
        self.id = id
        self.title = title
        self.url = url
        self.category = category
        self.contentFormat = contentFormat
        self.comments = comments
    }

    /// The file name (without `.json`) the thread is written to.
    public var slug: String { ThreadSlug.make(id) }
}
