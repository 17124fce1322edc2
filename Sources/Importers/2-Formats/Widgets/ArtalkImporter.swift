/// Artalk's interchange format, Artrans (the admin panel's 导出 / Export, `.artrans`): a
/// JSON array of comments whose values are all strings. Read: `id`, `rid` (the comment
/// answered; `0` for none), `content` (markdown), `nick`, `page_key`, `page_title`,
/// `site_name`, `site_urls` (the origin of relative page keys), `created_at`,
/// `is_pending` (not carried), `is_collapsed` (carried, counted), `is_pinned`, `vote_up`.
/// Never read: `email`, `link`, `ua`, `ip`, `password`, `badge_name`, `badge_color`,
/// `vote_down`.
enum ArtalkImporter {
    static let unreadFields = "email, link, ua, ip, password, badge_name, badge_color, vote_down of each comment"

    static func rows(_ bytes: [UInt8], path: String) throws(ImportError) -> [WidgetRow] {
        try WidgetJSON.rows(bytes, path: path, what: "an Artrans export (Artalk)").map { (json) throws(ImportError) in
            try row(json, path: path)
        }
    }

    private static func row(_ json: WidgetJSON.Row, path: String) throws(ImportError) -> WidgetRow {
        var row = WidgetRow(
            id: try WidgetJSON.id(json, ["id"], path: path),
            user: try WidgetJSON.text(json, "nick", path: path) ?? "",
            body: try WidgetJSON.text(json, "content", path: path) ?? "",
            page: try WidgetJSON.text(json, "page_key", path: path) ?? "/", place: json.place)
        // Artalk's `rid` is the comment answered: the pid of the other widgets.
        row.pid = try WidgetJSON.text(json, "rid", path: path)
        row.pageTitle = try WidgetJSON.text(json, "page_title", path: path)
        row.site = try WidgetJSON.text(json, "site_name", path: path).flatMap { $0.isEmpty ? nil : $0 }
        row.origin = try WidgetJSON.text(json, "site_urls", path: path)?.split(separator: ",").first.map(String.init)
        let time = WidgetJSON.time(json, ["created_at", "date"])
        (row.createdAt, row.unreadableTime) = (time.iso, time.unreadable)
        if WidgetJSON.flag(json, "is_pending") { row.status = .dropped(.unapproved, detail: "is_pending") }
        row.collapsed = WidgetJSON.flag(json, "is_collapsed")
        row.pinned = WidgetJSON.flag(json, "is_pinned")
        row.likes = WidgetJSON.count(json, ["vote_up"])
        return row
    }
}
