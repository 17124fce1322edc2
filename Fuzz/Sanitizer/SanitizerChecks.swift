/// The sanitiser's promises, checked on its output: only allow-listed tags, written exactly
/// as the sanitiser writes them, properly nested; links only to http(s)/mailto; and
/// sanitising the output again changes nothing.
enum SanitizerChecks {
    static let plainTags: Set<String> = [
        "p", "br", "em", "strong", "code", "pre", "blockquote", "ul", "ol", "li", "s", "del", "sub", "sup",
    ]
    static let linkTail = "\" rel=\"nofollow ugc noopener\">"

    static func check(_ html: String) {
        let output = HTMLSanitizer.sanitize(html)
        checkMarkup(output)
        let again = HTMLSanitizer.sanitize(output)
        guard again == output else {
            fatalError("not a fixed point:\n\(output.debugDescription)\n->\n\(again.debugDescription)")
        }
        checkMarkup(HTMLSanitizer.renderPlainText(html))
    }

    /// Walks the output tag by tag: anything but the exact forms the sanitiser writes is an
    /// injection or a bug. Text may hold no raw `<` or `>`: the sanitiser escapes both.
    static func checkMarkup(_ output: String) {
        let bytes = Array(output.utf8)
        var open: [String] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { fail("raw > in text", output) }
            guard byte == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { fail("unterminated tag", output) }
            let tag = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            if tag.contains("<") { fail("< inside a tag", output) }
            track(tag, open: &open, output: output)
            index = end + 1
        }
        if !open.isEmpty { fail("unclosed elements \(open)", output) }
    }

    private static func track(_ tag: String, open: inout [String], output: String) {
        if tag.hasPrefix("/") {
            let name = String(tag.dropFirst())
            guard open.last == name else { fail("</\(name)> closes \(open.last ?? "nothing")", output) }
            open.removeLast()
        } else if tag.hasPrefix("a href=\"") {
            checkLink(tag, output: output)
            open.append("a")
        } else if plainTags.contains(tag) {
            if tag != "br" { open.append(tag) }
        } else {
            fail("tag <\(tag)> is not one the sanitiser writes", output)
        }
    }

    private static func checkLink(_ tag: String, output: String) {
        guard (tag + ">").hasSuffix(linkTail) else { fail("link with other attributes: <\(tag)>", output) }
        let href = tag.dropFirst("a href=\"".count).dropLast(linkTail.count - 1)
        if href.contains("\"") { fail("quote inside href: <\(tag)>", output) }
        let lower = href.lowercased()
        guard lower.hasPrefix("http:") || lower.hasPrefix("https:") || lower.hasPrefix("mailto:") else {
            fail("link to a scheme outside the allow-list: <\(tag)>", output)
        }
    }

    private static func fail(_ what: String, _ output: String) -> Never {
        fatalError("sanitiser output: \(what):\n\(output.debugDescription)")
    }
}
