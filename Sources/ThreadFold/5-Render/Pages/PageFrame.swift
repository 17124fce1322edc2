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

    init(config: SiteConfig, strings: LocaleStrings) {
        self.siteTitle = config.title ?? strings["siteTitle"]
        self.strings = strings
        self.baseURL = config.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.stringsValue = .object(strings.values.mapValues { .string($0) })
        self.paths = config.paths
        self.timeZoneNote = strings.format("timesIn", ["zone": config.timeZone.label])
        self.search = config.search
    }

    /// The layout's values for the page at `path`, merged with the page's own.
    func context(path: String, _ page: [String: MustacheValue]) -> MustacheValue {
        let root = SitePaths.root(of: path)
        var object = page
        object["lang"] = .string(strings["lang"])
        if strings["dir"] == "rtl" { object["rtl"] = .bool(true) }
        object["site"] = .object(["title": .string(siteTitle)])
        object["root"] = .string(root)
        object["t"] = stringsValue
        object["timeZoneNote"] = .string(timeZoneNote)
        if search { object["search"] = .bool(true) }
        if let baseURL {
            object["canonical"] = .string(baseURL + paths.canonical(path))
            object["feedHref"] = .string(root + "feed.xml")
        }
        return .object(object)
    }
}
