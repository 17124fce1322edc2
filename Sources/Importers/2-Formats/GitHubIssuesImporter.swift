import ThreadFold

/// GitHub issues and their comments as the REST API returns them, the store utterances
/// uses: one issue per page, comments flat (issues have no replies). SOURCE is a file or a
/// folder holding `repos/O/R/issues` and `repos/O/R/issues/comments` pages (per-issue
/// `…/issues/N/comments` too); objects with `issue_url` are comments, objects with
/// `number` and `title` are issues. The issue's own body is the widget's stub naming the
/// page (or the issue's description): it gives the thread its page, it is not a comment.
struct GitHubIssuesImporter {
    var io: FileIO

    func read(_ source: String) throws(ImportError) -> GitHubExport.Read {
        var issues: [String: Any] = [:]
        var order: [String] = []
        var comments: [String: [Any]] = [:]
        var seen: Set<String> = []
        for (_, value) in try GitHubExport.documents(source, io: io) {
            for object in (value as? [Any]) ?? [value] {
                if let issueURL = JSONLookup.value(object, "issue_url") as? String {
                    let number = String(issueURL.split(separator: "/").last ?? "")
                    let id = JSONLookup.text(JSONLookup.value(object, "id")) ?? "\(number)#\(comments[number, default: []].count)"
                    guard seen.insert(id).inserted else { continue }
                    if comments[number] == nil && issues[number] == nil { order.append(number) }
                    comments[number, default: []].append(object)
                } else if let number = JSONLookup.text(JSONLookup.value(object, "number")), JSONLookup.value(object, "title") != nil {
                    if comments[number] == nil && issues[number] == nil { order.append(number) }
                    issues[number] = issues[number] ?? object
                }
            }
        }
        guard !order.isEmpty else {
            throw ImportError(
                path: source, message: "no issues or issue comments here: expected GitHub's REST JSON (gh api repos/O/R/issues…)")
        }
        var read = GitHubExport.Read()
        for number in order {
            read.threads.append(thread(number, issue: issues[number], comments: comments[number] ?? [], into: &read))
        }
        return read
    }

    private func thread(_ number: String, issue: Any?, comments: [Any], into read: inout GitHubExport.Read) -> SourceThread {
        let rawTitle = JSONLookup.value(issue, "title") as? String
        let body = JSONLookup.value(issue, "body") as? String
        var thread = SourceThread(
            id: "github-issue-\(number)", title: GitHubExport.title(rawTitle, body: body) ?? "Issue #\(number)",
            url: GitHubExport.page(title: rawTitle, body: body), contentFormat: .markdown)
        if thread.url == nil {
            let commentPage = (JSONLookup.value(comments.first, "html_url") as? String)?.split(separator: "#").first.map(String.init)
            thread.url = JSONLookup.value(issue, "html_url") as? String ?? commentPage
            read.gaps.unmappedPages.append(GitHubExport.unmappedName(thread))
        }
        for node in comments {
            let id = JSONLookup.text(JSONLookup.value(node, "id")) ?? ""
            let body = GitHubExport.body(html: JSONLookup.value(node, "body_html"), markdown: JSONLookup.value(node, "body"))
            let time = SourceComment.time(JSONLookup.value(node, "created_at") as? String)
            thread.comments.append(
                SourceComment(
                    id: id, user: GitHubExport.login(JSONLookup.value(node, "user")), content: body.content, createdAt: time.iso,
                    unreadableTime: time.unreadable, contentFormat: body.format))
            if !body.gfm.isEmpty { read.gaps.markdownShownAsText.append(.init(threadID: thread.id, commentID: id, features: body.gfm)) }
        }
        GitHubExport.settleFormat(&thread)
        // The issue's `comments` is GitHub's count: more than the files hold means a page is missing.
        if let counted = JSONLookup.value(issue, "comments") as? Int, counted > comments.count {
            read.gaps.incompleteThreads.append("\(thread.id): \(comments.count) of \(counted) comments in the files")
        }
        return thread
    }
}
