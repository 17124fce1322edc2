import HTMLSanitizer
import ThreadFold

/// One thread of a reddit dump, from its rows once grouped: the comments in the order the
/// files gave them (each once), and its submission when a submissions file held it.
struct RedditDumpThread {
    var key: String
    var submission: RedditDumpRow.Submission?
    var comments: [RedditDumpRow.Comment] = []
    /// Rows of a comment already seen (dumps that overlap, a file given twice).
    var repeatedComments = 0

    init(key: String, rows: [ArraySlice<UInt8>]) throws(ImportError) {
        self.key = key
        var seen: Set<String> = []
        for (index, row) in rows.enumerated() {
            switch try RedditDumpRow.read(row, file: "(rows of thread \(key))", number: index + 1) {
            case .comment(let comment):
                if seen.insert(comment.id).inserted { comments.append(comment) } else { repeatedComments += 1 }
            case .submission(let submission):
                if self.submission == nil { self.submission = submission }
            }
        }
    }

    /// The thread as every importer hands it to `ThreadAssembler`: titled, linked and
    /// categorised like a thread from the `reddit` importer, with the post's self-text or
    /// link first (id `t3_…`) when it has one.
    var source: SourceThread {
        var thread = RedditImporter.thread(
            postID: key, title: submission?.title, permalink: submission?.permalink,
            subreddit: submission?.subreddit ?? comments.first?.subreddit)
        // Without its submission the thread still has a page on reddit to point to.
        if thread.url == nil { thread.url = "https://www.reddit.com/comments/\(key)/" }
        if let post { thread.comments.append(post) }
        for comment in comments {
            thread.comments.append(
                RedditImporter.comment(
                    id: comment.id, parentID: RedditImporter.parentID(fullname: comment.parent), author: comment.author,
                    body: comment.body, createdAt: comment.created.flatMap { TimeText.iso(epoch: $0) }))
        }
        return thread
    }

    /// The post itself as the thread's first entry: its self-text, after its link when it
    /// links elsewhere. None for a post with neither, or whose text was deleted or removed.
    var post: SourceComment? {
        guard let submission else { return nil }
        var parts: [String] = []
        if let link = Self.externalLink(submission) { parts.append("<" + link + ">") }
        if let text = submission.selftext, !text.isEmpty, !RedditImporter.isDeleted(text) { parts.append(text) }
        guard !parts.isEmpty else { return nil }
        return RedditImporter.comment(
            id: "t3_" + submission.id, parentID: nil, author: submission.author, body: parts.joined(separator: "\n\n"),
            createdAt: submission.created.flatMap { TimeText.iso(epoch: $0) })
    }

    /// The submission's `url` (as escaped in the dump) when it is a web link that is not the
    /// post's own page, and can stand in a markdown autolink.
    private static func externalLink(_ submission: RedditDumpRow.Submission) -> String? {
        guard let url = submission.url else { return nil }
        let decoded = HTMLSanitizer.decodeCharacterReferences(url)
        let lower = decoded.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://"), !lower.contains("/comments/" + submission.id),
            !decoded.contains(where: { $0 == "<" || $0 == ">" || $0.isWhitespace })
        else { return nil }
        return url
    }
}
