import Mustache

/// One thread in `index.mustache`: `title`, `href`, `counts`, `commentCount`,
/// `replyCount`, `lastActivity` (`iso`, `text`), `titleLang` (the thread's own language). Fields rather than a dictionary, and the
/// counts text only when asked: `watch` renders every index page again when a thread
/// moves, 10,000 entries at a time.
final class IndexEntryFields: MustacheFields {
    let entry: IndexPageRenderer.Entry
    let href: String
    let strings: LocaleStrings
    let lastActivity: TimeFields?

    init(_ entry: IndexPageRenderer.Entry, href: String, strings: LocaleStrings, zone: SiteTimeZone) {
        self.entry = entry
        self.href = href
        self.strings = strings
        lastActivity = entry.lastActivity.map { TimeFields(TimeText($0, in: zone, pattern: strings.dates)) }
    }

    /// Dispatched on the length first, like `CommentFields.field`.
    func field(_ key: String) -> MustacheValue? {
        switch key.utf8.count {
        case 4 where key == "href": return .string(href)
        case 5 where key == "title": return .string(entry.title)
        case 6 where key == "counts": return .string(strings.count("comments", entry.commentCount))
        // false, not a miss: a miss would find the page's own `lang`.
        case 9 where key == "titleLang": return entry.lang.map { .string($0) } ?? .bool(false)
        case 10 where key == "replyCount": return .int(entry.replyCount)
        case 12 where key == "commentCount": return .int(entry.commentCount)
        case 12 where key == "lastActivity": return lastActivity.map { .fields($0) }
        default: return nil
        }
    }
}
