import ThreadFold

/// One thread (a post's comments) as a source export gives it.
struct SourceThread: Sendable, Equatable {
    var id: String
    var title: String?
    var url: String?
    var category: String?
    var contentFormat: ContentFormat
    var comments: [SourceComment] = []
}
