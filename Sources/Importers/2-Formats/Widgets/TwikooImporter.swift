/// Twikoo's comment collection as its admin panel exports it (导出: a JSON array of
/// documents), or as `mongoexport` writes it (one document a line, `{"$oid": …}` ids and
/// `{"$date": …}` times). Read: `_id`, `nick`, `comment` (HTML), `url` (the page's path),
/// `href` (its address, for the site's origin), `pid`, `rid`, `created` (epoch
/// milliseconds), `isSpam` (spam, or waiting for the owner's review: Twikoo hides both the
/// same way), `top`, `ups`/`like` (who liked it: counted). Never read: `mail`, `mailMd5`,
/// `avatar`, `ip`, `ua`, `uid`, `link`, `master`.
enum TwikooImporter {
    static let unreadFields = "mail, mailMd5, avatar, ip, ua, uid, link, master of each comment"

    static func rows(_ bytes: [UInt8], path: String) throws(ImportError) -> [WidgetRow] {
        try WidgetJSON.rows(bytes, path: path, what: "Twikoo's comment export").map { (json) throws(ImportError) in
            try row(json, path: path)
        }
    }

    private static func row(_ json: WidgetJSON.Row, path: String) throws(ImportError) -> WidgetRow {
        var row = WidgetRow(
            id: try WidgetJSON.id(json, ["_id", "id"], path: path),
            user: try WidgetJSON.text(json, "nick", path: path) ?? "",
            body: try WidgetJSON.text(json, "comment", path: path) ?? "",
            page: try WidgetJSON.text(json, "url", path: path) ?? "/", place: json.place)
        row.origin = try WidgetJSON.text(json, "href", path: path)
        if let href = row.origin, (try WidgetJSON.text(json, "url", path: path)) == nil { row.page = href }
        row.pid = try WidgetJSON.text(json, "pid", path: path)
        row.rid = try WidgetJSON.text(json, "rid", path: path)
        let time = WidgetJSON.time(json, ["created"])
        (row.createdAt, row.unreadableTime) = (time.iso, time.unreadable)
        if WidgetJSON.flag(json, "isSpam") { row.status = .dropped(.spam, detail: "isSpam: spam, or waiting for review") }
        row.pinned = WidgetJSON.flag(json, "top")
        row.likes = WidgetJSON.count(json, ["ups", "like"])
        return row
    }
}
