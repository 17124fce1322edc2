/// One discussion while the pages of a query are joined: its first titled object, its comments in
/// first-seen order with their replies, each once, and the `totalCount`s GitHub gave, so
/// the report can say when the files hold fewer comments than GitHub counted.
struct GitHubDiscussionPages {
    var discussion: Any
    private(set) var comments: [(node: Any, replies: [Any])] = []
    private var commentIndex: [String: Int] = [:]
    private var replyIDs: Set<String> = []
    private var totalComments = 0
    /// Per comment, the largest `replies.totalCount` of its pages.
    private var totalReplies: [Int: Int] = [:]

    init(discussion: Any) {
        self.discussion = discussion
    }

    /// One page's copy of the discussion: its comments (new ones appended, known ones given
    /// the replies they did not have yet).
    mutating func add(page: Any) {
        // A query for one discussion's next comments may not ask for its title and body,
        // and its file may sort first: the first copy with a title describes the thread.
        if JSONLookup.value(discussion, "title") == nil && JSONLookup.value(page, "title") != nil { discussion = page }
        let connection = JSONLookup.value(page, "comments")
        totalComments = max(totalComments, Self.totalCount(connection))
        for comment in GitHubExport.nodes(connection) { add(comment: comment) }
    }

    private mutating func add(comment: Any) {
        let key = JSONLookup.text(JSONLookup.value(comment, "id")) ?? "#\(comments.count)"
        if commentIndex[key] == nil {
            commentIndex[key] = comments.count
            comments.append((comment, []))
        }
        guard let index = commentIndex[key] else { return }
        let connection = JSONLookup.value(comment, "replies")
        totalReplies[index] = max(totalReplies[index] ?? 0, Self.totalCount(connection))
        for reply in GitHubExport.nodes(connection) {
            let id = JSONLookup.text(JSONLookup.value(reply, "id")) ?? "\(key)#\(comments[index].replies.count)"
            if replyIDs.insert(id).inserted { comments[index].replies.append(reply) }
        }
    }

    private static func totalCount(_ connection: Any?) -> Int {
        Int(JSONLookup.text(JSONLookup.value(connection, "totalCount")) ?? "") ?? 0
    }

    /// "1 of 2 comments" when GitHub counted more than the files hold.
    var shortfall: String? {
        let replies = comments.reduce(0) { $0 + $1.replies.count }
        let counted = totalReplies.values.reduce(0, +)
        var parts: [String] = []
        if totalComments > comments.count { parts.append("\(comments.count) of \(totalComments) comments") }
        if counted > replies { parts.append("\(replies) of \(counted) replies") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
