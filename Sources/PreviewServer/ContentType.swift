/// Content types by file extension, for the handful of files a built site holds.
enum ContentType {
    static let fallback = "application/octet-stream"

    private static let table: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "svg": "image/svg+xml; charset=utf-8",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "webp": "image/webp",
        "gif": "image/gif",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
    ]

    /// The type for a file name, by its lowercased extension.
    static func forFile(named name: String) -> String {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return fallback }
        let ext = name[name.index(after: dot)...].lowercased()
        return table[ext] ?? fallback
    }

    static func isHTML(_ type: String) -> Bool {
        type.hasPrefix("text/html")
    }
}
