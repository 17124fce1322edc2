/// Valine's comments as LeanCloud exports its `Comment` class (the console's data export,
/// or the REST API's `{"results": [...]}`): a JSON array, that object, or one object a
/// line. Read from each: `objectId`, `nick`, `comment` (HTML as Valine stored it, or
/// markdown), `url`, `pid`, `rid`, `insertedAt` (else `createdAt`; LeanCloud's
/// `{"__type": "Date", "iso": …}` or text), `isSpam`, and `status` where a Waline server
/// wrote one. Never read: `mail`, `ip`, `ua`, `QQAvatar`, `link`, `ACL`.
enum ValineImporter {
    static let unreadFields = "mail, ip, ua, QQAvatar, link, ACL of each comment"

    static func rows(_ bytes: [UInt8], path: String) throws(ImportError) -> [WidgetRow] {
        try WidgetJSON.rows(bytes, path: path, what: "a LeanCloud export of Valine's Comment class").map { (row) throws(ImportError) in
            try WalineImporter.row(row, path: path)
        }
    }
}
