import HTMLSanitizer

/// The GitHub-backed widget (`embed --live giscus|utterances`) whose script takes over
/// from the archived comments: the fragments stand where the widget draws, so without
/// scripts (and for crawlers) the archive shows, and once the widget loads only it does.
///
/// - giscus's `client.js` looks for the first `.giscus` element, removes its children and
///   puts its iframe there (it makes a `.giscus` after the script only when none exists):
///   the fragments go inside `div.giscus`, the script after it.
/// - utterances' `client.js` inserts `div.utterances` right after its own script element
///   and removes the script; it removes nothing else. The script goes before the
///   fragments, and `threadfold.css` hides a fragment that follows `.utterances`.
///
/// Every attribute is written `data-NAME`: giscus reads only `script.dataset`, and
/// utterances drops the `data-` of each attribute's name, so no user-given name can be an
/// event handler or another real attribute of the script.
public struct LiveWidget: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case giscus, utterances

        /// The widget's own client script.
        var defaultSource: String {
            self == .giscus ? "https://giscus.app/client.js" : "https://utteranc.es/client.js"
        }

        /// What the widget cannot work without, as its configuration pages name them.
        var required: [[String]] {
            self == .giscus ? [["repo"], ["repo-id"], ["category-id"]] : [["repo"], ["issue-term", "issue-number"]]
        }
    }

    public let kind: Kind
    /// The client script's URL: the widget's own, or (`src=`) a self-hosted copy.
    public let source: String
    /// `data-` attribute names (without `data-`) and values, in the order given.
    public let attributes: [Attribute]

    public struct Attribute: Sendable, Equatable {
        public let name: String
        public let value: String
    }

    /// `pairs` are `NAME=VALUE` as given to `--live-attr`; `NAME` may carry `data-`.
    /// Throws a message naming what is wrong: a malformed pair, a name used twice, a
    /// `src` that is not a web address or a root-relative path, a required name missing.
    public init(kind: Kind, pairs: [String]) throws(LiveWidgetError) {
        var source = kind.defaultSource
        var attributes: [Attribute] = []
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "=") else { throw LiveWidgetError("--live-attr needs NAME=VALUE, not '\(pair)'") }
            var name = String(pair[..<equals]).lowercased()
            let value = String(pair[pair.index(after: equals)...])
            if name.hasPrefix("data-") { name.removeFirst(5) }
            guard !name.isEmpty, name.utf8.allSatisfy({ Self.nameBytes.contains($0) }) else {
                throw LiveWidgetError("--live-attr '\(pair)': the name may hold only a-z, 0-9 and '-'")
            }
            if name == "src" {
                guard Self.isScriptSource(value) else {
                    throw LiveWidgetError("--live-attr src= needs an http(s) URL or a path from the site's root, not '\(value)'")
                }
                source = value
            } else if attributes.contains(where: { $0.name == name }) {
                throw LiveWidgetError("--live-attr \(name) is given twice")
            } else {
                attributes.append(Attribute(name: name, value: value))
            }
        }
        for names in kind.required where !attributes.contains(where: { names.contains($0.name) }) {
            throw LiveWidgetError(
                "--live \(kind.rawValue) needs --live-attr \(names.map { $0 + "=…" }.joined(separator: " or ")) (from the widget's configuration page)"
            )
        }
        self.kind = kind
        self.source = source
        self.attributes = attributes
    }

    private static let nameBytes = Set("abcdefghijklmnopqrstuvwxyz0123456789-".utf8)

    private static func isScriptSource(_ value: String) -> Bool {
        if SafeURL.web(value) == value { return true }
        return value.hasPrefix("/") && !value.hasPrefix("//") && SafeURL.web("https://host" + value) != nil
    }

    /// The widget's script element, every value escaped for a quoted attribute (by the
    /// sanitiser's escape, which also drops control characters no attribute may hold).
    var script: String {
        let data = attributes.map { " data-\($0.name)=\"\(HTMLSanitizer.escape($0.value))\"" }.joined()
        return "<script src=\"\(HTMLSanitizer.escape(source))\"\(data) crossorigin=\"anonymous\" async></script>"
    }

    /// What stands before the fragments of a page: the container, and for utterances the
    /// script that inserts its frame right after itself.
    public var before: String {
        let open = "<div class=\"threadfold-live\" data-live=\"\(kind.rawValue)\">\n"
        return kind == .giscus ? open + "<div class=\"giscus\">\n" : open + script + "\n"
    }

    /// What closes them: for giscus the `.giscus` container and then its script.
    public var after: String {
        kind == .giscus ? "</div>\n" + script + "\n</div>\n" : "</div>\n"
    }

    /// The fragments of one page inside the widget's markup.
    public func wrap(_ fragments: String) -> String {
        before + fragments + after
    }
}

/// A `--live`/`--live-attr` problem, said in the user's terms (the CLI exits 64).
public struct LiveWidgetError: Error, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }
}
