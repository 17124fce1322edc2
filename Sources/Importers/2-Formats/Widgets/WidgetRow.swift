import Foundation

/// One comment of a pid/rid widget (Waline, Valine, Twikoo, Artalk) as its importer reads
/// it, before pages are joined and parents resolved. Only public fields: `mail`, `ip`,
/// `ua`, avatars and the user tables are never read into it.
struct WidgetRow: Sendable, Equatable {
    var id: String
    /// The comment answered (`pid`); Artalk's `rid` is this.
    var pid: String?
    /// The floor's root (`rid` of Waline, Valine and Twikoo): the fallback parent.
    var rid: String?
    var user: String
    var body: String
    var createdAt: String?
    var unreadableTime = false
    /// The page as the widget keyed it: a path (`/a/`) or a URL.
    var page: String
    /// The page's own title field (Artalk's `page_title`), if any.
    var pageTitle: String?
    /// Where a relative page lives when the row says so itself (Twikoo's `href`).
    var origin: String?
    /// Artalk's `site_name`: pages of different sites are kept apart.
    var site: String?
    var status: SourceComment.Status = .carried
    var pinned = false
    /// Artalk: folded by an admin on the live site; carried and counted.
    var collapsed = false
    var likes = 0
    /// Where the row is in the file (`data.Comment[3]`), for the report.
    var place: String

    init(id: String, user: String, body: String, page: String, place: String) {
        (self.id, self.user, self.body, self.page, self.place) = (id, user, body, page, place)
    }

    /// `pid`/`rid` values that mean "none": missing, empty, `0`, `null`.
    static func reference(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty, text != "0", text != "null" else { return nil }
        return text
    }
}
