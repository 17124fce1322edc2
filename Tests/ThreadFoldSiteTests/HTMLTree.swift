import CGumbo

/// A parsed HTML page as flat Swift arrays (gumbo's tree is copied out and freed at once),
/// so tests can ask about elements, classes, ancestors and text without C pointers.
/// Built and walked without recursion: deep input cannot overflow the stack.
struct HTMLTree {
    struct Node {
        /// Lower-case tag name; nil for a text node.
        var tag: String?
        var attributes: [(name: String, value: String)] = []
        var text = ""
        var parent: Int?
        var children: [Int] = []

        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        func hasClass(_ name: String) -> Bool {
            (attribute("class") ?? "").split(separator: " ").contains { $0 == name }
        }
    }

    private(set) var nodes: [Node] = []

    init(html: String) {
        let bytes = Array(html.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                var options = kGumboDefaultOptions
                guard let output = gumbo_parse_with_options(&options, characters.baseAddress, characters.count) else { return }
                defer { gumbo_destroy_output(&options, output) }
                if let root = output.pointee.root { copy(root) }
            }
        }
    }

    /// Copies gumbo's tree depth-first (document order) with an explicit stack.
    private mutating func copy(_ root: UnsafeMutablePointer<GumboNode>) {
        var stack: [(node: UnsafeMutablePointer<GumboNode>, parent: Int?)] = [(root, nil)]
        while let (pointer, parent) = stack.popLast() {
            guard let index = append(pointer.pointee, parent: parent) else { continue }
            guard pointer.pointee.type == GUMBO_NODE_ELEMENT || pointer.pointee.type == GUMBO_NODE_TEMPLATE else { continue }
            let children = pointer.pointee.v.element.children
            var childPointers: [UnsafeMutablePointer<GumboNode>] = []
            for i in 0..<Int(children.length) {
                if let raw = children.data[i] { childPointers.append(raw.assumingMemoryBound(to: GumboNode.self)) }
            }
            for child in childPointers.reversed() { stack.append((child, index)) }
        }
    }

    /// Adds one node (comments and the document node are skipped); returns its index.
    private mutating func append(_ node: GumboNode, parent: Int?) -> Int? {
        var copied = Node(parent: parent)
        switch node.type {
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE:
            copied.tag = Self.tagName(node.v.element)
            let attributes = node.v.element.attributes
            for i in 0..<Int(attributes.length) {
                guard let raw = attributes.data[i] else { continue }
                let attribute = raw.assumingMemoryBound(to: GumboAttribute.self).pointee
                copied.attributes.append((String(cString: attribute.name), String(cString: attribute.value)))
            }
        case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
            copied.text = node.v.text.text.map { String(cString: $0) } ?? ""
        default:
            return nil
        }
        let index = nodes.count
        nodes.append(copied)
        if let parent { nodes[parent].children.append(index) }
        return index
    }

    private static func tagName(_ element: GumboElement) -> String {
        if element.tag != GUMBO_TAG_UNKNOWN, let name = gumbo_normalized_tagname(element.tag) {
            return String(cString: name)
        }
        var original = element.original_tag
        gumbo_tag_from_original_text(&original)
        guard let data = original.data, original.length > 0 else { return "" }
        let bytes = UnsafeRawBufferPointer(start: data, count: original.length)
        return String(decoding: bytes, as: UTF8.self).lowercased()
    }

    // MARK: queries

    /// Indices of every element, in document order.
    var elements: [Int] { nodes.indices.filter { nodes[$0].tag != nil } }

    subscript(index: Int) -> Node { nodes[index] }

    /// Element children of `index`.
    func elementChildren(_ index: Int) -> [Int] {
        nodes[index].children.filter { nodes[$0].tag != nil }
    }

    /// The nearest ancestor of `index` that satisfies `match`.
    func ancestor(of index: Int, where match: (Node) -> Bool) -> Int? {
        var current = nodes[index].parent
        while let candidate = current {
            if match(nodes[candidate]) { return candidate }
            current = nodes[candidate].parent
        }
        return nil
    }

    /// All the text under `index`, in document order.
    func text(_ index: Int) -> String {
        var result = ""
        var stack = [index]
        while let current = stack.popLast() {
            result += nodes[current].text
            stack.append(contentsOf: nodes[current].children.reversed())
        }
        return result
    }
}
