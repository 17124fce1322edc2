import TestSupport

/// The injection checks every generated page must pass: the only script elements are the
/// theme's external `threadfold.js` and at most one JSON-LD block (checked by
/// `StructuredDataBlocks`, then taken out), no attribute is an event handler, no attribute
/// holds a `javascript:` URL. Returns one line per problem.
enum PageSafety {
    static func problems(in tree: HTMLTree, raw: String, page: String) -> [String] {
        let split = StructuredDataBlocks.split(raw)
        var problems = split.problems.map { "\(page): \($0)" }
        if split.blocks.count > 1 { problems.append("\(page): \(split.blocks.count) JSON-LD blocks; expected at most one") }
        let tree = split.blocks.isEmpty ? tree : HTMLTree(html: split.rest)
        let raw = split.rest
        var scripts = 0
        for index in tree.elements {
            let node = tree[index]
            if node.tag == "script" {
                scripts += 1
                let src = node.attribute("src") ?? ""
                if !src.hasSuffix("threadfold.js") || !tree.text(index).isEmpty {
                    problems.append(
                        "\(page): a script element that is not the theme's: src=\"\(src)\" text=\"\(tree.text(index).prefix(60))\"")
                }
            }
            for attribute in node.attributes {
                if attribute.name.lowercased().hasPrefix("on") {
                    problems.append(
                        "\(page): event-handler attribute \(attribute.name)=\"\(attribute.value.prefix(60))\" on <\(node.tag ?? "")>")
                }
                if isScriptURL(attribute.value) {
                    problems.append("\(page): script URL in \(attribute.name)=\"\(attribute.value.prefix(60))\" on <\(node.tag ?? "")>")
                }
            }
        }
        if scripts != 1 { problems.append("\(page): \(scripts) script elements; expected exactly the theme's one") }
        let rawScripts = raw.lowercased().components(separatedBy: "<script").count - 1
        if rawScripts != 1 { problems.append("\(page): '<script' occurs \(rawScripts) times in the raw HTML; expected 1") }
        return problems
    }

    /// Browsers ignore ASCII whitespace and control characters inside a URL scheme.
    static func isScriptURL(_ value: String) -> Bool {
        let squeezed = String(String.UnicodeScalarView(value.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
        return squeezed.hasPrefix("javascript:") || squeezed.hasPrefix("vbscript:")
    }
}
