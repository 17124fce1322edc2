/// The parsed form of a template: built once, rendered many times.
enum Node: Sendable {
    case text([UInt8])
    /// Start of a rendered line: emits the current partial indentation, if any.
    case lineStart
    /// `{{name}}`, `{{{name}}}`, `{{&name}}`; an empty key path is `{{.}}`.
    case variable(path: [String], escaped: Bool)
    case section(path: [String], inverted: Bool, children: [Node])
    case partial(TemplateReference)
    /// `{{<name}}…{{/name}}`: the named template, with these blocks overridden.
    case parent(TemplateReference, arguments: [String: [Node]])
    case block(BlockSite)
}

/// A `{{$name}}…{{/name}}` block where it is expanded: overridable, with default content.
struct BlockSite: Sendable {
    let name: String
    let defaultContent: [Node]
    /// Indentation given to overriding content when the block stands alone on its line(s).
    var indent: [UInt8]
    /// Set when the block opens and closes on one standalone line: that line's ending,
    /// restored after overriding content that does not end its own last line.
    let sameLineEnding: [UInt8]?
    let location: SourceLocation
}

/// A partial or parent tag's target, and where the tag stands.
struct TemplateReference: Sendable {
    /// The template name, or for dynamic names (`{{>*path}}`) the key path holding it.
    let name: String
    let isDynamic: Bool
    /// Indentation of a standalone tag, prepended to every line of the included template.
    var indent: [UInt8]
    let location: SourceLocation

    /// The key path a dynamic name is resolved with.
    var keyPath: [String] { KeyPath.components(of: name) }
}

/// Dotted names (`author.name`) as key components; `.` is the empty path.
enum KeyPath {
    static func components(of name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

extension Node {
    /// Removes `prefix` (or as much of it as is there) from the start of every line of
    /// `nodes`, including the indentation recorded on nested partials and blocks.
    static func dedent(_ nodes: [Node], by prefix: [UInt8]) -> [Node] {
        guard !prefix.isEmpty else { return nodes }
        var result: [Node] = []
        result.reserveCapacity(nodes.count)
        var atLineStart = false
        for node in nodes {
            if atLineStart, case .text(let bytes) = node {
                result.append(.text(dropping(prefix, from: bytes)))
            } else {
                result.append(dedent(node, by: prefix))
            }
            if case .lineStart = node { atLineStart = true } else { atLineStart = false }
        }
        return result
    }

    private static func dedent(_ node: Node, by prefix: [UInt8]) -> Node {
        switch node {
        case .text, .lineStart, .variable:
            return node
        case .section(let path, let inverted, let children):
            return .section(path: path, inverted: inverted, children: dedent(children, by: prefix))
        case .partial(var reference):
            reference.indent = dropping(prefix, from: reference.indent)
            return .partial(reference)
        case .parent(var reference, let arguments):
            reference.indent = dropping(prefix, from: reference.indent)
            // Its arguments were already dedented by their own (absolute) indentation.
            return .parent(reference, arguments: arguments)
        case .block(var site):
            site.indent = dropping(prefix, from: site.indent)
            let content = dedent(site.defaultContent, by: prefix)
            return .block(
                BlockSite(
                    name: site.name, defaultContent: content, indent: site.indent,
                    sameLineEnding: site.sameLineEnding, location: site.location))
        }
    }

    private static func dropping(_ prefix: [UInt8], from bytes: [UInt8]) -> [UInt8] {
        let common = zip(prefix, bytes).prefix(while: { $0 == $1 }).count
        return Array(bytes.dropFirst(common))
    }
}
