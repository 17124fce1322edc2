extension Renderer {
    /// Resolves the key path `keys[path]` against the context stack, per spec: the first
    /// component is searched from the innermost context outwards; the rest must follow
    /// from there. A miss anywhere yields `.null` (an empty path is `{{.}}`).
    func lookup(_ path: Range<Int>) -> MustacheValue {
        guard !path.isEmpty else { return stack.top }
        guard let found = findInStack(keys[path.lowerBound]) else { return .null }
        return path.count == 1 ? found : follow(found, path.dropFirst())
    }

    private func findInStack(_ key: String) -> MustacheValue? {
        if let frames = stack.frames {
            var index = stack.count - 1
            while index >= 0 {
                if let value = Self.field(key, of: frames[index]) { return value }
                index -= 1
            }
        }
        return Self.field(key, of: stack.root)
    }

    private func follow(_ start: MustacheValue, _ path: Range<Int>) -> MustacheValue {
        var value = start
        for index in path {
            guard let next = Self.field(keys[index], of: value) else { return .null }
            value = next
        }
        return value
    }

    /// The field `key` of an object value; nil for a miss and for values without fields.
    @inline(__always)
    static func field(_ key: String, of value: MustacheValue) -> MustacheValue? {
        switch value {
        case .object(let fields): return fields[key]
        case .fields(let object): return object.field(key)
        default: return nil
        }
    }
}
