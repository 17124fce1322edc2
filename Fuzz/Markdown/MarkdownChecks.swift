/// What safe mode promises of cmark's HTML; a violation traps.
enum MarkdownChecks {
    static func check(_ html: String) {
        let lower = html.lowercased()
        // Raw HTML is omitted in safe mode: no tag of the input's own comes through.
        for tag in ["<script", "<iframe", "<style", "<img src=\"javascript:", "<object", "<svg"] where lower.contains(tag) {
            fatalError("\(tag) in the output: \(html.prefix(300))")
        }
        // Dangerous URLs are emptied.
        for scheme in ["href=\"javascript:", "href=\"vbscript:", "href=\"data:text/html", "src=\"javascript:"]
        where lower.contains(scheme) {
            fatalError("\(scheme) in the output: \(html.prefix(300))")
        }
        if html.utf8.contains(0) { fatalError("a NUL byte in the output") }
    }
}
