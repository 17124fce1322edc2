import Foundation

/// One thread as embedded: what the manifest says of it, and its fragment's HTML.
struct EmbeddedThread: Sendable {
    let id: String
    let slug: String
    let title: String
    let url: String?
    let page: PagePath?
    let comments: Int
    let latest: Timestamp?
    let html: String

    init(_ folded: FoldedThread, page: PagePath?, html: [UInt8]) {
        id = folded.thread.id
        slug = folded.thread.slug
        title = folded.thread.title
        url = folded.thread.url
        self.page = page
        comments = folded.commentCount
        latest = folded.lastActivity
        self.html = String(decoding: html, as: UTF8.self)
    }

    /// The manifest's entry: thread id, title, source URL, the normalised path it belongs
    /// to, fragment file, comment count and latest comment time (null when unknown).
    func manifestEntry(target: EmbedTarget) -> [String: Any] {
        [
            "id": id, "title": title, "url": url ?? NSNull(), "path": page?.value ?? NSNull(),
            "fragment": target.fragmentFile(slug: slug), "comments": comments,
            "latestComment": latest.flatMap { TimeText.iso(epoch: $0.instant) } ?? NSNull(),
        ]
    }

    static func manifest(_ threads: [EmbeddedThread], target: EmbedTarget) -> [UInt8] {
        json(["generator": EmbedTarget.ownerMark, "for": target.rawValue, "threads": threads.map { $0.manifestEntry(target: target) }])
    }

    /// A generator's data file: `pages` maps every form of a page's permalink to the slugs
    /// of its threads (an export may hold one post under two ids: both are shown, in input
    /// order), `threads` holds each thread's manifest entry and fragment. With `--live`,
    /// `live` holds the widget's markup that the partial writes before and after a page's
    /// fragments (and alone on a page with none).
    static func data(_ threads: [EmbeddedThread], target: EmbedTarget, live: LiveWidget? = nil) -> [UInt8] {
        var pages: [String: [String]] = [:]
        var entries: [String: Any] = [:]
        for thread in threads {
            var entry = thread.manifestEntry(target: target)
            entry["html"] = thread.html
            entries[thread.slug] = entry
            for form in thread.page?.permalinkForms ?? [] { pages[form, default: []].append(thread.slug) }
        }
        var object: [String: Any] = ["generator": EmbedTarget.ownerMark, "pages": pages, "threads": entries]
        if let live { object["live"] = ["widget": live.kind.rawValue, "before": live.before, "after": live.after] }
        return json(object)
    }

    private static func json(_ object: [String: Any]) -> [UInt8] {
        // Sorted keys: the same input gives the same bytes.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return Array(data) + [UInt8(ascii: "\n")]
    }
}
