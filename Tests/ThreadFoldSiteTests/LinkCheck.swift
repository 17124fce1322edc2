import Foundation
import TestSupport

/// Follows every relative `href` and `src` of every page of a built site, as a browser
/// opening it from `file://` would, and names each that does not reach a file of the site
/// (or climbs above its root). Absolute URLs and same-page `#` links are not followed.
enum LinkCheck {
    static func brokenLinks(in site: SiteTree) -> [String] {
        var broken: [String] = []
        for page in site.htmlPages {
            let tree = HTMLTree(html: page.html)
            for element in tree.elements {
                for name in ["href", "src"] {
                    guard let link = tree[element].attribute(name), isRelative(link) else { continue }
                    if let target = resolve(link, from: page.path), site.files[target] != nil { continue }
                    broken.append("\(page.path): \(name)=\"\(link)\"")
                }
            }
        }
        return broken
    }

    /// Where the relative links of one page go, as site paths.
    static func targets(in site: SiteTree, page: String) -> [String] {
        guard let html = site.text(page) else { return [] }
        let tree = HTMLTree(html: html)
        return tree.elements.compactMap { tree[$0].attribute("href") }.filter(isRelative).compactMap { resolve($0, from: page) }
    }

    /// Not `https:`, `mailto:`, `//host` or a fragment of the same page.
    static func isRelative(_ link: String) -> Bool {
        if link.isEmpty || link.hasPrefix("#") || link.hasPrefix("//") || link.hasPrefix("/") { return false }
        let beforeSlash = link.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforeSlash.contains(":")
    }

    /// `link` taken relative to the folder of `page`; nil when it climbs above the root.
    static func resolve(_ link: String, from page: String) -> String? {
        let path = link.prefix { $0 != "#" && $0 != "?" }
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in (path.removingPercentEncoding ?? String(path)).split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
