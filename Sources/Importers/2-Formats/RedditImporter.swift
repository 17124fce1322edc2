/// A reddit thread's JSON (`…/comments/ID/slug.json`): an array of two listings, the post
/// and its comments. `t1` nodes are comments (replies nest in `replies`, which is "" when
/// there are none); `more` nodes are stubs for comments the file does not hold, reported.
/// Bodies are reddit markdown. `[deleted]`/`[removed]` bodies count as deleted.
struct RedditImporter {
    static func threads(from bytes: [UInt8], path: String) throws(ImportError) -> [SourceThread] {
        let root = try JSONLookup.parse(bytes, path: path)
        guard let listings = root as? [Any], listings.count >= 2,
              let post = JSONLookup.value(listings[0], at: ["data", "children", "0", "data"]) else {
            throw ImportError(path: path, message: "expected an array of two listings (the post, then its comments); save the thread's page URL with .json appended")
        }
        let postID = JSONLookup.text(JSONLookup.value(post, "id")) ?? "post"
        let permalink = JSONLookup.value(post, "permalink") as? String
        let subreddit = JSONLookup.value(post, "subreddit") as? String
        var thread = SourceThread(id: "reddit-\(postID)", title: JSONLookup.value(post, "title") as? String,
                                  url: permalink.map { "https://www.reddit.com" + $0 },
                                  category: subreddit.map { "r/" + $0 }, contentFormat: .markdown)
        var pending = nodes(in: listings[1]).reversed() as [Any]
        while let node = pending.popLast() {
            guard let data = JSONLookup.value(node, "data"), let id = JSONLookup.text(JSONLookup.value(data, "id")) else { continue }
            switch JSONLookup.value(node, "kind") as? String {
            case "t1":
                thread.comments.append(comment(data, id: id))
                pending += nodes(in: JSONLookup.value(data, "replies")).reversed()
            case "more":
                thread.comments.append(stub(data, id: id))
            default:
                continue
            }
        }
        return [thread]
    }

    /// The children of a listing; `replies` is "" rather than a listing when empty.
    private static func nodes(in listing: Any?) -> [Any] {
        JSONLookup.value(listing, at: ["data", "children"]) as? [Any] ?? []
    }

    private static func parentID(_ data: Any) -> String? {
        guard let full = JSONLookup.value(data, "parent_id") as? String, full.hasPrefix("t1_") else { return nil }
        return String(full.dropFirst(3))
    }

    private static func comment(_ data: Any, id: String) -> SourceComment {
        let body = JSONLookup.value(data, "body") as? String ?? ""
        var comment = SourceComment(id: id, parentID: parentID(data), user: JSONLookup.value(data, "author") as? String ?? "",
                                    content: body, createdAt: JSONLookup.time(JSONLookup.value(data, "created_utc")))
        if body == "[deleted]" || body == "[removed]" { comment.status = .deleted }
        return comment
    }

    private static func stub(_ data: Any, id: String) -> SourceComment {
        let hidden = (JSONLookup.value(data, "children") as? [Any] ?? []).compactMap(JSONLookup.text)
        let count = JSONLookup.text(JSONLookup.value(data, "count")) ?? String(hidden.count)
        let detail = hidden.isEmpty
            ? "a \"continue this thread\" link; its comments are not in this file"
            : "\(count) comments not in this file: \(hidden.joined(separator: ", "))"
        return SourceComment(id: id, parentID: parentID(data), user: "", content: "",
                             status: .dropped(.moreStub, detail: detail))
    }
}
