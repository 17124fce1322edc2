import Foundation
import Mustache

/// What a page tells search engines and link previews, beside its title: the layout's
/// `<meta name="description">`, robots, Open Graph and Twitter card tags, and the page's
/// structured data (`PageFrame.context` turns it into the layout's `meta` values).
struct PageMeta: Sendable {
    /// `og:title`: the thread's title as readers see it, or the site's.
    var title: String
    /// About 155 characters of plain text (see `Description`).
    var description: String?
    /// `og:type`: `article` for a thread, `website` for the index.
    var type = "website"
    /// A canonical URL other than the page's own (`"canonical": "original"`).
    var canonical: String?
    /// `<meta name="robots" content="noindex">`.
    var noindex = false
    /// A finished `<script type="application/ld+json">` element.
    var structuredData: String?

    /// The layout's `meta` object (`url`: the canonical URL, when there is one).
    func value(frame: PageFrame, url: String?) -> MustacheValue {
        var object: [String: MustacheValue] = [
            "title": .string(title), "type": .string(type), "siteName": .string(frame.siteTitle),
            // A locale of the user's own may lack `ogLocale`: its language tag, `_` for `-`.
            "locale": .string(frame.strings.values["ogLocale"] ?? frame.strings["lang"].replacingOccurrences(of: "-", with: "_")),
            "card": .string(frame.image == nil ? "summary" : "summary_large_image"),
        ]
        if let description, !description.isEmpty { object["description"] = .string(description) }
        if let url { object["url"] = .string(url) }
        if let image = frame.image { object["image"] = .string(image) }
        return .object(object)
    }
}
