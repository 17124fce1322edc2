/// A kept row written back as a smaller dump row: the same field names, only the fields
/// threadfold reads, so `RedditDumpRow.read` reads it again after grouping. Rows from a
/// real dump carry some fifty fields; what waits to be grouped is a fifth of that.
extension RedditDumpRow {
    var stored: [UInt8] {
        var fields: [(String, String)]
        switch self {
        case .comment(let comment):
            fields = [
                ("id", JSONText.quoted(comment.id)), ("link_id", JSONText.quoted("t3_" + comment.thread)),
                ("parent_id", JSONText.quoted(comment.parent)),
            ]
            fields += Self.optional(["author": comment.author, "body": comment.body, "subreddit": comment.subreddit])
            if let created = comment.created { fields.append(("created_utc", Self.number(created))) }
        case .submission(let submission):
            fields = [("id", JSONText.quoted(submission.id)), ("title", JSONText.quoted(submission.title ?? ""))]
            fields += Self.optional([
                "url": submission.url, "selftext": submission.selftext, "permalink": submission.permalink,
                "author": submission.author, "subreddit": submission.subreddit,
            ])
            if let created = submission.created { fields.append(("created_utc", Self.number(created))) }
        }
        return Array(("{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}").utf8)
    }

    /// The fields that have a value, quoted, in a fixed order (sorted by name).
    private static func optional(_ fields: [String: String?]) -> [(String, String)] {
        fields.keys.sorted().compactMap { name in fields[name].flatMap { $0 }.map { (name, JSONText.quoted($0)) } }
    }

    /// Whole seconds as digits; anything else as Swift writes a Double (valid JSON).
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 9e15 ? String(Int64(value)) : String(value)
    }
}
