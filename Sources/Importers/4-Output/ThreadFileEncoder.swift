/// A thread as threadfold's own JSON input: pretty-printed, keys in reading order
/// (thread: id, title, url, otherURLs, category, contentFormat, comments; comment: id, parentID,
/// user, content, contentFormat, createdAt, pinned, likes, aliases), fields without a value
/// left out.
enum ThreadFileEncoder {
    static func encode(_ thread: ImportedThread) -> String {
        var fields = [("id", JSONText.quoted(thread.id))]
        if let title = thread.title { fields.append(("title", JSONText.quoted(title))) }
        if let url = thread.url { fields.append(("url", JSONText.quoted(url))) }
        if !thread.otherURLs.isEmpty {
            fields.append(("otherURLs", "[" + thread.otherURLs.map(JSONText.quoted).joined(separator: ", ") + "]"))
        }
        if let category = thread.category { fields.append(("category", JSONText.quoted(category))) }
        fields.append(("contentFormat", JSONText.quoted(thread.contentFormat.rawValue)))
        let comments = thread.comments.map { "    " + encode($0) }
        let list = comments.isEmpty ? "[]" : "[\n" + comments.joined(separator: ",\n") + "\n  ]"
        fields.append(("comments", list))
        return "{\n" + fields.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }

    /// One comment an object on its own lines, so a diff of an edited file stays readable.
    private static func encode(_ comment: ImportedComment) -> String {
        var fields = [("id", JSONText.quoted(comment.id))]
        if let parent = comment.parentID { fields.append(("parentID", JSONText.quoted(parent))) }
        fields.append(("user", JSONText.quoted(comment.user)))
        fields.append(("content", JSONText.quoted(comment.content)))
        if let format = comment.contentFormat { fields.append(("contentFormat", JSONText.quoted(format.rawValue))) }
        if let time = comment.createdAt { fields.append(("createdAt", JSONText.quoted(time))) }
        if comment.pinned { fields.append(("pinned", "true")) }
        if comment.likes > 0 { fields.append(("likes", String(comment.likes))) }
        if !comment.aliases.isEmpty {
            fields.append((ImportReport.aliasField, "[" + comment.aliases.map(JSONText.quoted).joined(separator: ", ") + "]"))
        }
        return "{\n" + fields.map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n    }"
    }
}
