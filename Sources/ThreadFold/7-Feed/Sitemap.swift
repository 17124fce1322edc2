/// `sitemap.xml`: every index page and every thread page, as absolute URLs, a thread's
/// pages with `lastmod` its latest comment; threads marked `noindex` left out. And the
/// `robots.txt` that names it.
enum Sitemap {
    static func xml(baseURL: String, paths: SitePaths, entries: [IndexPageRenderer.Entry], pagesPerThread: [String: Int], indexPages: Int)
        -> [UInt8]
    {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        func add(_ path: String, _ time: Timestamp?) {
            xml += "<url><loc>\(XMLText.escape(baseURL + path))</loc>"
            if let time { xml += "<lastmod>\(TimeText(Timestamp(instant: time.instant)).iso)</lastmod>" }
            xml += "</url>\n"
        }
        for number in 1...max(1, indexPages) { add(SitePaths.indexPage(number), nil) }
        for entry in entries where !entry.noindex {
            for number in 1...max(1, pagesPerThread[entry.slug] ?? 1) {
                add(paths.threadPage(slug: entry.slug, number: number), entry.lastActivity)
            }
        }
        xml += "</urlset>\n"
        return Array(xml.utf8)
    }

    /// Crawlers read `robots.txt` only at a host's root: a site published under a path
    /// needs the host's own file to name the sitemap too.
    static func robots(baseURL: String) -> [UInt8] {
        Array("User-agent: *\nAllow: /\n\nSitemap: \(baseURL)sitemap.xml\n".utf8)
    }
}
