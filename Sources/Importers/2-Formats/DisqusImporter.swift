import Foundation
import HTMLSanitizer
import ThreadFold

/// The Disqus XML export: `<thread dsq:id>` elements (link, title, identifier) and
/// `<post>` elements pointing at them, with HTML `<message>` bodies. Threads are keyed by
/// their link (as the corpus's site dump is), so pages Disqus registered twice merge.
/// Threads take their `<category>`'s title. Read: ids, parent, createdAt, author name,
/// message, isDeleted, isSpam. Never read:
/// author email, ipAddress.
struct DisqusImporter {
    static func threads(from bytes: [UInt8], path: String) throws(ImportError) -> [SourceThread] {
        let root = try MarkupTreeBuilder.parse(bytes, path: path)
        guard root.name == "disqus" || root.name.hasSuffix(":disqus") else {
            throw ImportError(path: path, message: "the root element is <\(root.name)>, not <disqus>; is this a Disqus export?")
        }
        var categories: [String: String] = [:]
        for category in root.all("category") {
            if let id = category.attributes["dsq:id"], !category.trimmedText(of: "title").isEmpty {
                categories[id] = category.trimmedText(of: "title")
            }
        }
        var threads: [SourceThread] = []
        var threadIndex: [String: Int] = [:]
        for element in root.all("thread") {
            guard let dsqID = element.attributes["dsq:id"] else { continue }
            threadIndex[dsqID] = threads.count
            var thread = thread(element, dsqID: dsqID)
            thread.category = element.first("category")?.attributes["dsq:id"].flatMap { categories[$0] }
            threads.append(thread)
        }
        var posts = root.all("post").compactMap { post -> (thread: String, comment: SourceComment)? in
            guard let threadID = post.first("thread")?.attributes["dsq:id"], let id = post.attributes["dsq:id"] else { return nil }
            return (threadID, comment(post, id: id))
        }
        // Disqus writes posts in no useful order; readers expect time order.
        posts = stableSorted(posts)
        var orphanThread = SourceThread(
            id: "disqus-unknown-thread", title: "Comments on threads missing from the export",
            contentFormat: .html)
        for post in posts {
            if let index = threadIndex[post.thread] {
                threads[index].comments.append(post.comment)
            } else {
                orphanThread.comments.append(post.comment)
            }
        }
        return orphanThread.comments.isEmpty ? threads : threads + [orphanThread]
    }

    private static func thread(_ element: MarkupElement, dsqID: String) -> SourceThread {
        let link = element.trimmedText(of: "link")
        let identifier = element.trimmedText(of: "id")
        // Disqus stores titles HTML-escaped (`&#8220;作弊&#8221;`, or twice: `&amp;#8220;`)
        // inside the XML's own escaping: `ThreadAssembler` decodes them and reports it.
        let title = element.trimmedText(of: "title")
        let id = !link.isEmpty ? link : (!identifier.isEmpty ? identifier : "disqus-\(dsqID)")
        var thread = SourceThread(
            id: id, title: title.isEmpty ? nil : title, url: link.isEmpty ? nil : link,
            category: nil, contentFormat: .html)
        thread.createdAt = TimeText.normalize(element.trimmedText(of: "createdAt"))
        return thread
    }

    private static func comment(_ post: MarkupElement, id: String) -> SourceComment {
        let parent = post.first("parent")?.attributes["dsq:id"]
        let time = SourceComment.time(post.text(of: "createdAt"))
        var comment = SourceComment(
            id: id, parentID: parent?.isEmpty == false ? parent : nil,
            user: post.first("author")?.trimmedText(of: "name") ?? "",
            content: post.text(of: "message").trimmingCharacters(in: .whitespacesAndNewlines),
            createdAt: time.iso, aliases: ["comment-\(id)"], unreadableTime: time.unreadable)
        if post.trimmedText(of: "isSpam") == "true" {
            comment.status = .dropped(.spam, detail: "")
        } else if post.trimmedText(of: "isDeleted") == "true" {
            comment.status = .deleted
        }
        return comment
    }

    /// By time, keeping export order for equal or missing times.
    private static func stableSorted(_ posts: [(thread: String, comment: SourceComment)]) -> [(thread: String, comment: SourceComment)] {
        posts.enumerated().sorted { a, b in
            let ta = a.element.comment.createdAt ?? ""
            let tb = b.element.comment.createdAt ?? ""
            return ta == tb ? a.offset < b.offset : ta < tb
        }.map(\.element)
    }
}
