/// A comment that may appear in the Atom feed: which page of its thread holds it, and
/// the comment itself (its body is rendered only if it makes the final cut).
struct FeedEntry: Sendable {
    let comment: Comment
    let instant: Double
    let anchor: String
    let pageNumber: Int
}
