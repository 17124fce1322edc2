import Foundation

/// One thread as embedded: the folded thread (which the archive holds for the whole embed
/// anyway), the page it belongs to and its fragment's HTML; the manifest is read from them.
struct EmbeddedThread: Sendable {
    let folded: FoldedThread
    let page: PagePath?
    let html: String

    init(_ folded: FoldedThread, page: PagePath?, html: [UInt8]) {
        self.folded = folded
        self.page = page
        self.html = String(decoding: html, as: UTF8.self)
    }

    var slug: String { folded.thread.slug }

    /// The manifest's entry: thread id, title, source URL, the normalised path it belongs
    /// to, fragment file, comment count and latest comment time (null when unknown).
    func manifestEntry(target: EmbedTarget) -> [String: Any] {
        let thread = folded.thread
        return [
            "id": thread.id, "title": thread.title, "url": thread.url ?? NSNull(), "path": page?.value ?? NSNull(),
            "fragment": target.fragmentFile(slug: slug), "comments": folded.commentCount,
            "latestComment": folded.lastActivity.flatMap { TimeText.iso(epoch: $0.instant) } ?? NSNull(),
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
