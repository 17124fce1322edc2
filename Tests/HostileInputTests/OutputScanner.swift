import Foundation
import TestSupport

/// A static scan of generated pages for anything executable that input could have put
/// there: script elements other than the theme's, `on*` attributes, dangerous URL schemes,
/// and document-level tags. Tags are found with a quote-aware pattern over `<…>`.
enum OutputScanner {
    private static let tagPattern = try! NSRegularExpression(pattern: #"<([a-zA-Z][a-zA-Z0-9:-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>"#)
    private static let attributePattern = try! NSRegularExpression(pattern: #"([^\s=/>"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?"#)
    /// The theme's own script: an external relative `threadfold.js`, deferred.
    private static let themeScript = try! NSRegularExpression(pattern: #"^\s+src="(\.\./)*threadfold\.js"\s+defer\s*$"#)
    static let urlAttributes: Set<String> = ["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background", "srcdoc"]
    static let forbiddenTags: Set<String> = ["base", "iframe", "object", "embed", "frame", "frameset", "applet", "form"]

    /// The pages and feeds of a built site (`TemporaryFolder.tree`), scanned: every finding
    /// as "file: tag — reason", and whether the payloads reached some page as text (else a
    /// clean scan proves little).
    static func scanSite(_ tree: [String: [UInt8]]) -> (pages: Int, payloadsShownAsText: Bool, findings: [String]) {
        let pages = tree.filter { $0.key.hasSuffix(".html") || $0.key.hasSuffix(".xml") }.sorted { $0.key < $1.key }
        let texts = pages.map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }
        let shown = texts.contains { $0.1.contains("&lt;script&gt;alert(1)&lt;/script&gt;") }
        return (pages.count, shown, texts.flatMap { name, text in findings(in: text).map { "\(name): \($0)" } })
    }

    /// Every finding in one file, as "tag — reason"; its JSON-LD block checked and taken
    /// out first (`StructuredDataBlocks`).
    static func findings(in page: String) -> [String] {
        let split = StructuredDataBlocks.split(page)
        var found = split.problems
        if split.blocks.count > 1 { found.append("\(split.blocks.count) JSON-LD blocks — at most one is the theme's") }
        let html = split.rest
        let text = html as NSString
        for match in tagPattern.matches(in: html, range: NSRange(location: 0, length: text.length)) {
            let tag = text.substring(with: match.range)
            let name = text.substring(with: match.range(at: 1)).lowercased()
            let attributes = text.substring(with: match.range(at: 2))
            if let reason = reason(name: name, attributes: attributes) {
                found.append("\(tag.prefix(160)) — \(reason)")
            }
        }
        return found
    }

    private static func reason(name: String, attributes: String) -> String? {
        if name == "script" && !matches(themeScript, attributes) { return "a script element that is not the theme's" }
        if forbiddenTags.contains(name) { return "a <\(name)> tag" }
        let text = attributes as NSString
        for match in attributePattern.matches(in: attributes, range: NSRange(location: 0, length: text.length)) {
            let attribute = text.substring(with: match.range(at: 1)).lowercased()
            // An attribute named so, not the words in another's value (a description may quote them).
            if name == "meta" && attribute == "http-equiv" { return "<meta http-equiv>" }
            guard match.range(at: 2).location != NSNotFound else { continue }
            if attribute.hasPrefix("on") { return "an event-handler attribute \(attribute)" }
            let value = unquoted(text.substring(with: match.range(at: 2)))
            if urlAttributes.contains(attribute), let scheme = dangerousScheme(value, attribute: attribute) {
                return "a \(scheme) URL in \(attribute)"
            }
        }
        return nil
    }

    /// The scheme a browser would see after decoding entities and dropping the control
    /// characters and whitespace it ignores, when that scheme can run code.
    static func dangerousScheme(_ value: String, attribute: String) -> String? {
        let decoded = EntityDecoder.decode(value)
        let squeezed = String(decoded.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }.map(Character.init)).lowercased()
        for scheme in ["javascript:", "vbscript:", "file:"] where squeezed.hasPrefix(scheme) { return scheme }
        if squeezed.hasPrefix("data:") {
            let harmlessImage = attribute == "src" && squeezed.hasPrefix("data:image/") && !squeezed.hasPrefix("data:image/svg")
            return harmlessImage ? nil : "data:"
        }
        return nil
    }

    private static func unquoted(_ value: String) -> String {
        guard let first = value.first, first == "\"" || first == "'", value.count >= 2 else { return value }
        return String(value.dropFirst().dropLast())
    }

    private static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }
}
