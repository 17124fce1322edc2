import ThreadFold

/// One thread (a post's comments) as a source export gives it.
struct SourceThread: Sendable, Equatable {
    var id: String
    var title: String?
    var url: String?
    var category: String?
    var contentFormat: ContentFormat
    var comments: [SourceComment] = []
    /// When the source registered the post (Disqus), to tell an old URL from a new one.
    var createdAt: String?
    /// Earlier URLs of the same post, kept in the thread file after a merge.
    var otherURLs: [String] = []
}
