import Foundation

/// The JSON-LD blocks of a page (`<script type="application/ld+json">…</script>`, the one
/// script element besides the theme's that pages may hold), taken out so the page's other
/// checks can run on the rest: each block's text must hold no `<` (so nothing in it can end
/// the element or open a comment) and must parse as JSON.
public enum StructuredDataBlocks {
    public static let openTag = "<script type=\"application/ld+json\">"

    public struct Split {
        /// The page without its blocks.
        public var rest: String
        /// Each block's JSON, parsed.
        public var blocks: [Any]
        public var problems: [String]
    }

    public static func split(_ html: String) -> Split {
        var rest = ""
        var blocks: [Any] = []
        var problems: [String] = []
        var remaining = Substring(html)
        while let open = remaining.range(of: openTag) {
            rest += remaining[..<open.lowerBound]
            let after = remaining[open.upperBound...]
            guard let close = after.range(of: "</script", options: .caseInsensitive) else {
                problems.append("a JSON-LD block without its end")
                remaining = after
                break
            }
            let json = after[..<close.lowerBound]
            if json.contains("<") { problems.append("a JSON-LD block holds '<': \(json.prefix(120))") }
            if json.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" }) {
                problems.append("a JSON-LD block holds a raw U+2028/U+2029")
            }
            do {
                blocks.append(try JSONSerialization.jsonObject(with: Data(json.utf8), options: []))
            } catch {
                problems.append("a JSON-LD block that is not JSON (\(error)): \(json.prefix(120))")
            }
            remaining = after[close.lowerBound...]
            guard let end = remaining.firstIndex(of: ">") else { break }
            remaining = remaining[remaining.index(after: end)...]
        }
        rest += remaining
        return Split(rest: rest, blocks: blocks, problems: problems)
    }
}
