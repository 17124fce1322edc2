import Foundation

/// A widget's page key, and the one key its variants share: `/a`, `/a/` and
/// `/a/index.html` are one page (the widgets key by `location.pathname`, which a theme's
/// links and the server's redirects spell either way), as are `%E4%B8%AD` and `中`.
struct WidgetPage: Sendable, Equatable {
    /// `https://host` when the page was given as a URL (or made one), else nil.
    var origin: String?
    /// The path as given (without its fragment).
    var path: String

    init(_ raw: String, siteURL: String?, origin rowOrigin: String?) {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        if let split = Self.splitURL(text) {
            (origin, path) = (split.origin, split.path)
        } else {
            path = text.hasPrefix("/") || text.isEmpty ? (text.isEmpty ? "/" : text) : "/" + text
            origin = siteURL.map(Self.trimmedOrigin) ?? rowOrigin.flatMap { Self.splitURL($0)?.origin }
        }
    }

    /// The key variants share: lower-cased host, percent-decoded path without `index.html`
    /// or a trailing slash.
    var key: String {
        var path = path.removingPercentEncoding ?? path
        for index in ["index.html", "index.htm"] where path.hasSuffix("/" + index) {
            path.removeLast(index.count)
        }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return (origin?.lowercased() ?? "") + path
    }

    /// The page as a link: absolute when its origin is known, else the path.
    var url: String { (origin ?? "") + path }

    /// `https://host` and `/path?query` of an absolute URL; nil for a path.
    private static func splitURL(_ text: String) -> (origin: String, path: String)? {
        guard let scheme = text.range(of: "://"), text[..<scheme.lowerBound].allSatisfy(\.isLetter) else { return nil }
        let rest = text[scheme.upperBound...]
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let path = String(rest[slash...])
        return (String(text[..<slash]), path.isEmpty ? "/" : path)
    }

    /// `https://blog.example/` → `https://blog.example` (a site URL with a path keeps it).
    private static func trimmedOrigin(_ site: String) -> String {
        var site = site.trimmingCharacters(in: .whitespaces)
        while site.hasSuffix("/") { site.removeLast() }
        return site
    }
}
