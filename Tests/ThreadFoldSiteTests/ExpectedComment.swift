/// What the output contract says one input comment must become, worked out from the
/// input JSON without the library's decoder or folder.
struct ExpectedComment {
    let id: String
    /// `c-<anchor>` is its element id.
    var anchor = ""
    let user: String
    /// The explicit `toUser`, if the input has a non-empty one.
    let explicitToUser: String?
    let time: Double?
    /// `"pinned": true`: shown first among its floor's replies.
    var pinned = false
    /// Index of the parent comment in the thread, nil for top-level (and orphans).
    var parent: Int?
    /// Index of the top-level ancestor (itself for top-level comments).
    var root = 0
}
