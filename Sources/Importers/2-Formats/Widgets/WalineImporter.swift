/// Waline's admin-panel export: `{"type": "waline", "version": 1, "data": {"Comment":
/// [...], "Counter": [...], "Users": [...]}}`. Read from each comment: `objectId`, `nick`,
/// `comment` (markdown or rendered HTML), `url`, `pid`, `rid`, `insertedAt` (else
/// `createdAt`), `status`, `sticky`, `like`. Never read: `mail`, `ip`, `ua`, `link`,
/// `user_id`, and the `Counter` and `Users` tables.
enum WalineImporter {
    static let unreadFields = "mail, ip, ua, link, user_id of each comment; the Counter and Users tables"

    static func rows(_ bytes: [UInt8], path: String) throws(ImportError) -> [WidgetRow] {
        let root = try JSONLookup.parse(bytes, path: path)
        if root is [Any] {
            throw ImportError(
                path: path, message: "a JSON array, not Waline's export object; a LeanCloud Comment class export is read by `import valine`"
            )
        }
        guard let object = root as? [String: Any] else {
            throw ImportError(path: path, message: "expected Waline's export: {\"type\": \"waline\", \"data\": {\"Comment\": [...]}}")
        }
        if let type = object["type"] as? String, type != "waline" {
            throw ImportError(path: path, message: "type: \"\(type)\", not \"waline\"; is this a Waline export?")
        }
        guard let data = object["data"] as? [String: Any] else {
            throw ImportError(path: path, message: "data: missing or not an object; expected {\"Comment\": [...], …}")
        }
        guard let comments = data["Comment"] as? [Any] else {
            throw ImportError(path: path, message: "data.Comment: missing or not an array of comments")
        }
        return try WidgetJSON.objects(comments, prefix: "data.Comment", path: path).map { (row) throws(ImportError) in
            try self.row(row, path: path)
        }
    }

    /// One Comment object. Also what Valine rows are (Waline grew out of Valine): read the
    /// same way, LeanCloud's date objects included.
    static func row(_ json: WidgetJSON.Row, path: String) throws(ImportError) -> WidgetRow {
        var row = WidgetRow(
            id: try WidgetJSON.id(json, ["objectId", "id", "_id"], path: path),
            user: try WidgetJSON.text(json, "nick", path: path) ?? "",
            body: try WidgetJSON.text(json, "comment", path: path) ?? "",
            page: try WidgetJSON.text(json, "url", path: path) ?? "/", place: json.place)
        row.pid = try WidgetJSON.text(json, "pid", path: path)
        row.rid = try WidgetJSON.text(json, "rid", path: path)
        let time = WidgetJSON.time(json, ["insertedAt", "createdAt"])
        (row.createdAt, row.unreadableTime) = (time.iso, time.unreadable)
        row.status = try status(json, path: path)
        row.pinned = WidgetJSON.flag(json, "sticky")
        row.likes = WidgetJSON.count(json, ["like"])
        return row
    }

    /// `approved` (and no status at all: Valine-era rows) is carried; `waiting` and `spam`
    /// are not; Valine's `isSpam` is spam.
    private static func status(_ json: WidgetJSON.Row, path: String) throws(ImportError) -> SourceComment.Status {
        if WidgetJSON.flag(json, "isSpam") { return .dropped(.spam, detail: "isSpam") }
        switch try WidgetJSON.text(json, "status", path: path)?.lowercased() {
        case nil, "", "approved": return .carried
        case "spam": return .dropped(.spam, detail: "status spam")
        case "waiting": return .dropped(.unapproved, detail: "status waiting")
        case let other?: return .dropped(.unapproved, detail: "status \(other)")
        }
    }
}
