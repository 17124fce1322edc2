import ThreadFold

/// GitHub Discussions as the GraphQL API returns them, the store giscus uses: one
/// discussion per page, its `comments` and each comment's `replies` (two levels, as
/// threadfold's model). SOURCE is a file or a folder of the query's pages, in any wrapping
/// (`data.repository.discussions`, `…discussion`, `search`, a bare discussion, `--slurp`
/// arrays); a discussion or comment met on several pages is joined, each comment once.
struct GitHubDiscussionsImporter {
    var io: FileIO

    func read(_ source: String) throws(ImportError) -> GitHubExport.Read {
        var order: [String] = []
        var parts: [String: GitHubDiscussionPages] = [:]
        for (path, value) in try GitHubExport.documents(source, io: io) {
            for discussion in Self.discussions(in: value) {
                let key = Self.key(discussion) ?? "\(path)#\(order.count)"
                if parts[key] == nil {
                    order.append(key)
                    parts[key] = GitHubDiscussionPages(discussion: discussion)
                }
                parts[key]?.add(page: discussion)
            }
        }
        guard !order.isEmpty else {
            throw ImportError(
                path: source, message: "no discussions here: expected objects with \"comments\" as GitHub's GraphQL API returns them")
        }
        var read = GitHubExport.Read()
        for key in order { if let found = parts[key] { thread(found, into: &read) } }
        return read
    }

    /// The discussions anywhere in a page: objects holding a `comments` connection.
    /// Walked with a stack; a discussion's own insides are not searched.
    private static func discussions(in root: Any) -> [Any] {
        var found: [Any] = []
        var pending = [root]
        while let value = pending.popLast() {
            if let object = value as? [String: Any] {
                if object["comments"] is [String: Any] { found.append(object) } else { pending += object.values.reversed() }
            } else if let array = value as? [Any] {
                pending += array.reversed()
            }
        }
        return found
    }

    private static func key(_ discussion: Any) -> String? {
        JSONLookup.text(JSONLookup.value(discussion, "number")).map { "#" + $0 } ?? JSONLookup.text(JSONLookup.value(discussion, "id"))
            ?? JSONLookup.text(JSONLookup.value(discussion, "url"))
    }

    private func thread(_ parts: GitHubDiscussionPages, into read: inout GitHubExport.Read) {
        let discussion = parts.discussion
        let rawTitle = JSONLookup.value(discussion, "title") as? String
        let body = JSONLookup.value(discussion, "body") as? String
        let name = JSONLookup.text(JSONLookup.value(discussion, "number")) ?? JSONLookup.text(JSONLookup.value(discussion, "id")) ?? "?"
        var thread = SourceThread(
            id: "github-discussion-\(name)", title: GitHubExport.title(rawTitle, body: body),
            url: GitHubExport.page(title: rawTitle, body: body),
            category: JSONLookup.value(discussion, at: ["category", "name"]) as? String, contentFormat: .markdown)
        if thread.url == nil {
            thread.url = JSONLookup.value(discussion, "url") as? String
            read.gaps.unmappedPages.append(GitHubExport.unmappedName(thread))
        }
        // Comments answer the discussion; replies the comment they sit under (or, when it
        // names one of this discussion's comments, `replyTo`).
        var idByNode: [String: String] = [:]
        for (node, _) in parts.comments { idByNode[JSONLookup.text(JSONLookup.value(node, "id")) ?? ""] = Self.commentID(node) }
        for (node, replies) in parts.comments {
            let parentID = Self.commentID(node)
            thread.comments.append(comment(node, parent: nil, thread: thread.id, into: &read))
            for reply in replies {
                let replyTo = JSONLookup.text(JSONLookup.value(reply, at: ["replyTo", "id"])).flatMap { idByNode[$0] }
                thread.comments.append(comment(reply, parent: replyTo ?? parentID, thread: thread.id, into: &read))
            }
        }
        GitHubExport.settleFormat(&thread)
        if let shortfall = parts.shortfall { read.gaps.incompleteThreads.append("\(thread.id): \(shortfall) in the files") }
        read.threads.append(thread)
    }

    /// `databaseId` when given (GitHub's `#discussioncomment-<n>` anchors use it), else the node id.
    private static func commentID(_ node: Any) -> String {
        JSONLookup.text(JSONLookup.value(node, "databaseId")) ?? JSONLookup.text(JSONLookup.value(node, "id")) ?? ""
    }

    private func comment(_ node: Any, parent: String?, thread: String, into read: inout GitHubExport.Read) -> SourceComment {
        let id = Self.commentID(node)
        let body = GitHubExport.body(html: JSONLookup.value(node, "bodyHTML"), markdown: JSONLookup.value(node, "body"))
        let time = SourceComment.time(JSONLookup.value(node, "createdAt") as? String)
        var comment = SourceComment(
            id: id, parentID: parent, user: GitHubExport.login(JSONLookup.value(node, "author")), content: body.content,
            createdAt: time.iso, unreadableTime: time.unreadable, contentFormat: body.format)
        if JSONLookup.value(node, "deletedAt") != nil {
            comment.status = .deleted
        } else if let reason = GitHubExport.minimizedReason(node) {
            comment.status = .dropped(.minimized, detail: reason)
        } else if !body.gfm.isEmpty {
            read.gaps.markdownShownAsText.append(.init(threadID: thread, commentID: id, features: body.gfm))
        }
        return comment
    }
}
