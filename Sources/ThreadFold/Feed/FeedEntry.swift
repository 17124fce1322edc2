/// A comment that may appear in the Atom feed: where its page is, and the comment itself
/// (its body is rendered only if it makes the final cut).
struct FeedEntry: Sendable {
    let comment: Comment
    let instant: Double
    let anchor: String
    /// Site-relative path of the page holding the comment.
    let page: String
}
