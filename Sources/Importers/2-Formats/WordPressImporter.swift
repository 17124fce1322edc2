import Foundation

/// A WordPress WXR export: `<item>` posts holding `<wp:comment>` entries. Carried:
/// approved (`1`) comments of type empty or `comment`. Dropped with a reason: spam,
/// unapproved (`0`), pingbacks and trackbacks; trash counts as deleted. Never read:
/// comment_author_email, comment_author_IP, comment_agent, commentmeta.
struct WordPressImporter {
    static func threads(from bytes: [UInt8], path: String) throws(ImportError) -> [SourceThread] {
        let root = try MarkupTreeBuilder.parse(bytes, path: path)
        guard let channel = root.first("channel") else {
            throw ImportError(path: path, message: "no <channel> under <\(root.name)>; is this a WordPress WXR export?")
        }
        let site = channel.trimmedText(of: "title")
        return channel.all("item").map { thread($0, site: site) }
    }

    private static func thread(_ item: MarkupElement, site: String) -> SourceThread {
        let postName = item.trimmedText(of: "wp:post_name")
        let postID = item.trimmedText(of: "wp:post_id")
        let link = item.trimmedText(of: "link")
        let title = item.trimmedText(of: "title")
        // The post's slug is the readable, stable name; posts without one use their number.
        let id = !postName.isEmpty ? postName : (!postID.isEmpty ? "wp-\(postID)" : link)
        let comments = item.all("wp:comment").map(comment).sorted { a, b in (a.createdAt ?? "") < (b.createdAt ?? "") }
        return SourceThread(
            id: id, title: title.isEmpty ? nil : title, url: link.isEmpty ? nil : link,
            category: site.isEmpty ? nil : site, contentFormat: .html, comments: comments)
    }

    private static func comment(_ element: MarkupElement) -> SourceComment {
        let id = element.trimmedText(of: "wp:comment_id")
        let parent = element.trimmedText(of: "wp:comment_parent")
        // comment_date_gmt is "0000-00-00 00:00:00" on some unapproved comments: fall back
        // to the local comment_date, read as UTC (the export does not say the site's zone).
        var rawTime = element.trimmedText(of: "wp:comment_date_gmt")
        if rawTime.isEmpty || rawTime.hasPrefix("0000") { rawTime = element.trimmedText(of: "wp:comment_date") }
        let time = SourceComment.time(rawTime)
        var comment = SourceComment(
            id: id, parentID: parent.isEmpty || parent == "0" ? nil : parent,
            user: element.trimmedText(of: "wp:comment_author"),
            content: Self.lineFeeds(element.text(of: "wp:comment_content")),
            createdAt: time.iso, aliases: ["comment-\(id)"], unreadableTime: time.unreadable)
        comment.status = status(
            approved: element.trimmedText(of: "wp:comment_approved"),
            type: element.trimmedText(of: "wp:comment_type"))
        return comment
    }

    /// WXR bodies are CDATA, and the toolchain's XML reader hands CDATA over with the
    /// `\r\n` WordPress stored; XML's own line-end rule (CR LF and a lone CR are LF) is
    /// applied here, so bodies read the same as every other source's.
    static func lineFeeds(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    private static func status(approved: String, type: String) -> SourceComment.Status {
        switch type {
        case "pingback": return .dropped(.pingback, detail: "")
        case "trackback": return .dropped(.trackback, detail: "")
        case "", "comment": break
        default: return .dropped(.pingback, detail: "comment type \"\(type)\"")
        }
        switch approved {
        case "1", "approve", "approved": return .carried
        case "spam": return .dropped(.spam, detail: "")
        case "trash": return .deleted
        default: return .dropped(.unapproved, detail: approved.isEmpty ? "" : "comment_approved \"\(approved)\"")
        }
    }
}
