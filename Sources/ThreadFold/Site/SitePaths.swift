/// Where pages go in the site and how pages link to each other. Every link is relative
/// and names `index.html` explicitly, so the site works from `file://` and under any path.
public enum SitePaths {
    /// `index.html`, `index-2.html`, …
    public static func indexPage(_ number: Int) -> String {
        number <= 1 ? "index.html" : "index-\(number).html"
    }

    /// `t/<slug>/index.html`, `t/<slug>/2.html`, …
    public static func threadPage(slug: String, number: Int) -> String {
        "t/\(slug)/" + (number <= 1 ? "index.html" : "\(number).html")
    }

    /// From a thread page, the file name of another page of the same thread.
    public static func siblingThreadPage(_ number: Int) -> String {
        number <= 1 ? "index.html" : "\(number).html"
    }

    /// The prefix that leads from a page back to the site root (`../../` for thread pages).
    public static func root(of page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }
}
