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
            return .block(BlockSite(name: site.name, defaultContent: content, indent: site.indent,
                                    sameLineEnding: site.sameLineEnding, location: site.location))
        }
    }

    private static func dropping(_ prefix: [UInt8], from bytes: [UInt8]) -> [UInt8] {
        let common = zip(prefix, bytes).prefix(while: { $0 == $1 }).count
        return Array(bytes.dropFirst(common))
    }
}
