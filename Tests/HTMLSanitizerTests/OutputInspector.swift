import Foundation

/// Reads sanitiser output the way an HTML validator and an attacker would care about:
/// which tags and attributes it holds, whether they nest properly, what text is visible.
/// It is deliberately independent of the sanitiser's code (its own small tokenizer).
struct OutputInspector {
    static let allowedTags: Set<String> = [
        "p", "br", "em", "strong", "code", "pre", "blockquote", "ul", "ol", "li", "a", "s", "del", "sub", "sup",
    ]
    static let phrasingOnly: Set<String> = ["p", "em", "strong", "code", "pre", "a", "s", "del", "sub", "sup"]
    static let blocks: Set<String> = ["p", "pre", "blockquote", "ul", "ol", "li"]

    let html: String
    private(set) var tags: [ScannedTag] = []
    private(set) var text = ""

    init(_ html: String) {
        self.html = html
        scan()
    }

    var visibleText: String {
        decodeEntities(text).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every problem found: unknown tags or attributes, unsafe URLs, bad nesting.
    func problems() -> [String] {
        var problems: [String] = []
        var stack: [String] = []
        for tag in tags {
            problems += attributeProblems(tag)
            if !Self.allowedTags.contains(tag.name) { problems.append("tag not on the allow-list: <\(tag.name)>") }
            if tag.isEnd {
                if stack.last == tag.name {
                    stack.removeLast()
                } else {
                    problems.append("</\(tag.name)> closes \(stack.last ?? "nothing")")
                }
                continue
            }
            problems += nestingProblems(tag.name, inside: stack)
            if tag.name != "br" { stack.append(tag.name) }
        }
        if !stack.isEmpty { problems.append("left open: \(stack)") }
        if html.contains("<p></p>") { problems.append("empty <p></p>") }
        return problems
    }

    private func nestingProblems(_ name: String, inside stack: [String]) -> [String] {
        var problems: [String] = []
        if Self.blocks.contains(name), let parent = stack.last(where: Self.phrasingOnly.contains) {
            problems.append("<\(name)> inside <\(parent)>")
        }
        if name == "li", !["ul", "ol"].contains(stack.last ?? "") { problems.append("<li> outside a list") }
        if name == "a", stack.contains("a") { problems.append("<a> inside <a>") }
        return problems
    }

    private func attributeProblems(_ tag: ScannedTag) -> [String] {
        var problems: [String] = []
        for (name, value) in tag.attributes {
            if name.hasPrefix("on") { problems.append("event handler \(name) on <\(tag.name)>") }
            guard tag.name == "a", name == "href" || name == "rel" else {
                problems.append("attribute \(name) on <\(tag.name)>")
                continue
            }
            if name == "href", !Self.isSafeURL(decodeEntities(value)) { problems.append("unsafe href \(value)") }
        }
        if tag.name == "a", !tag.isEnd, tag.attributes["href"] == nil { problems.append("<a> without href") }
        return problems
    }

    /// A browser strips C0 controls and spaces around a URL and tabs/newlines inside it.
    static func isSafeURL(_ url: String) -> Bool {
        let squeezed = url.unicodeScalars.filter { $0.value > 0x20 }.map(String.init).joined().lowercased()
        return ["http:", "https:", "mailto:"].contains { squeezed.hasPrefix($0) }
    }

    private mutating func scan() {
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else {
                text += rest[open...]
                return
            }
            tags.append(Self.parseTag(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        text += rest
    }

    private static func parseTag(_ body: Substring) -> ScannedTag {
        let isEnd = body.hasPrefix("/")
        let content = isEnd ? body.dropFirst() : body
        let name = content.prefix { $0.isLetter || $0.isNumber }.lowercased()
        var attributes: [String: String] = [:]
        var rest = content.dropFirst(name.count)
        while let match = rest.firstMatch(of: #/\s*([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/#) {
            let value = match.2 ?? match.3 ?? match.4 ?? ""
            attributes[match.1.lowercased()] = String(value)
            rest = rest[match.range.upperBound...]
        }
        return ScannedTag(name: name, isEnd: isEnd, attributes: attributes)
    }
}

/// Enough entity decoding to read text and URLs the sanitiser wrote (it only writes these).
func decodeEntities(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&amp;", with: "&")
}

/// One tag found in sanitiser output by `OutputInspector`.
struct ScannedTag: Equatable {
    let name: String
    let isEnd: Bool
    let attributes: [String: String]
}
