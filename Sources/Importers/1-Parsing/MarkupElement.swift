import Foundation

/// An XML element as the importers need it: qualified name as written (`dsq:id`,
/// `wp:comment`), attributes, child elements and its own text (CDATA included).
struct MarkupElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [MarkupElement] = []
    var text = ""

    func first(_ name: String) -> MarkupElement? {
        children.first { $0.name == name }
    }

    func all(_ name: String) -> [MarkupElement] {
        children.filter { $0.name == name }
    }

    /// The text of the first child so named, or "" (exports leave fields out freely).
    func text(of name: String) -> String {
        first(name)?.text ?? ""
    }

    func trimmedText(of name: String) -> String {
        text(of: name).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
