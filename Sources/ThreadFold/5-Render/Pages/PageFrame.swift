import Mustache

/// What every page's layout needs: language, site title, the way back to the root, the
/// locale's words, and (with a base URL) canonical and feed links.
struct PageFrame: Sendable {
    let siteTitle: String
    let strings: LocaleStrings
    let baseURL: String?
    let stringsValue: MustacheValue
    let paths: SitePaths
    /// "Times in Asia/Shanghai (UTC+08:00)": a reader sees which zone the times are in.
    let timeZoneNote: String
    /// Pages carry the search box (and `search.js`) only when the site has an index.
    let search: Bool
    /// `og:image`: the config's `image`, made absolute with the base URL when relative.
    let image: String?

    init(config: SiteConfig, strings: LocaleStrings) {
        self.siteTitle = config.title ?? strings["siteTitle"]
        self.strings = strings
        self.baseURL = config.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.stringsValue = .object(strings.values.mapValues { .string($0) })
        self.paths = config.paths
        self.timeZoneNote = strings.format("timesIn", ["zone": config.timeZone.label])
        self.search = config.search
        let base = self.baseURL
        self.image = config.image.map { image in
            guard let base, !image.contains("://") else { return image }
            return base + (image.hasPrefix("/") ? String(image.dropFirst()) : image)
        }
    }

    /// The layout's values for the page at `path`, merged with the page's own; `meta`, what
    /// the page tells search engines and link previews (none for the 404 and search pages).
    func context(path: String, _ page: [String: MustacheValue], meta: PageMeta? = nil) -> MustacheValue {
        let root = SitePaths.root(of: path)
        var object = page
        object["lang"] = .string(strings["lang"])
        if strings["dir"] == "rtl" { object["rtl"] = .bool(true) }
        object["site"] = .object(["title": .string(siteTitle)])
        object["root"] = .string(root)
        object["t"] = stringsValue
        object["timeZoneNote"] = .string(timeZoneNote)
        if search { object["search"] = .bool(true) }
        let canonical = meta?.canonical ?? baseURL.map { $0 + paths.canonical(path) }
        if let canonical { object["canonical"] = .string(canonical) }
        if baseURL != nil { object["feedHref"] = .string(root + "feed.xml") }
        if let meta {
            object["meta"] = meta.value(frame: self, url: canonical)
            if meta.noindex { object["robots"] = .string("noindex") }
            if let script = meta.structuredData { object["structuredData"] = .string(script) }
        }
        return .object(object)
    }
}
