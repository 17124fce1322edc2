/// The content types the brief requires, as expected values written out by hand
/// (not read back from the server's table).
enum ContentTypeFixture {
    static let files: [String: String] = [
        "page.html": "text/html; charset=utf-8",
        "style.css": "text/css; charset=utf-8",
        "app.js": "text/javascript; charset=utf-8",
        "logo.svg": "image/svg+xml; charset=utf-8",
        "photo.png": "image/png",
        "photo.jpg": "image/jpeg",
        "photo.JPEG": "image/jpeg",
        "photo.webp": "image/webp",
        "anim.gif": "image/gif",
        "favicon.ico": "image/x-icon",
        "data.json": "application/json; charset=utf-8",
        "feed.xml": "application/xml; charset=utf-8",
        "notes.txt": "text/plain; charset=utf-8",
        "font.woff2": "font/woff2",
        "archive.bin": "application/octet-stream",
        "noextension": "application/octet-stream",
    ]
}
