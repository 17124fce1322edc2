/// Where pages go in the site and how pages link to each other. Every link is relative
/// and names its file (`index.html` too), so the site works from `file://` and under any path.
public struct SitePaths: Sendable, Equatable {
    public var style: URLStyle

    public init(style: URLStyle) {
        self.style = style
    }

    /// `index.html`, `index-2.html`, … (the same in every style).
    public static func indexPage(_ number: Int) -> String {
        number <= 1 ? "index.html" : "index-\(number).html"
    }

    /// `t/<slug>.html`, `t/<slug>.2.html`, … (files) or `t/<slug>/index.html`,
    /// `t/<slug>/2.html`, … (folders). Slugs never hold a `.`, so `<slug>.2` cannot be
    /// another thread's slug.
    public func threadPage(slug: String, number: Int) -> String {
        switch style {
        case .files: return "t/\(slug)" + (number <= 1 ? "" : ".\(number)") + ".html"
        case .folders: return "t/\(slug)/" + (number <= 1 ? "index.html" : "\(number).html")
        }
    }

    /// From a thread page, the href of another page of the same thread: its file name,
    /// since in both styles a thread's pages share one folder.
    public func siblingThreadPage(slug: String, number: Int) -> String {
        let path = threadPage(slug: slug, number: number)
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// What to delete to take a thread's `pages` pages off the site: its folder (folders),
    /// or each page file by name (files; matching by prefix would also take `t/a-b.html`
    /// when removing thread `a`).
    public func threadRemovals(slug: String, pages: Int) -> [String] {
        switch style {
        case .files: return (1...max(1, pages)).map { threadPage(slug: slug, number: $0) }
        case .folders: return ["t/\(slug)"]
        }
    }

    /// The thread folder a page is in (`t/<slug>` for `t/<slug>/2.html`), so `watch` can
    /// remove it once empty; nil for other pages and in files style, which has none.
    public func threadFolder(of page: String) -> String? {
        guard style == .folders else { return nil }
        let parts = page.split(separator: "/")
        return parts.count == 3 && parts[0] == "t" ? "t/" + parts[1] : nil
    }

    /// A page's address as a web server gives it: the home page is its folder, and so is a
    /// thread's first page in folders style (`t/<slug>/`). In files style `t/index.html` is
    /// the page of a thread whose id is `index`, not a folder's.
    public func canonical(_ page: String) -> String {
        if page == "index.html" { return "" }
        return style == .folders && page.hasPrefix("t/") && page.hasSuffix("/index.html") ? String(page.dropLast(10)) : page
    }

    /// The prefix that leads from a page back to the site root (`../` for a thread page
    /// in files style, `../../` in folders style).
    public static func root(of page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }
}
