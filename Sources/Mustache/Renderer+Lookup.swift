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
                if case .object(let fields) = frames[index], let value = fields[key] { return value }
                index -= 1
            }
        }
        if case .object(let fields) = stack.root { return fields[key] }
        return nil
    }

    private func follow(_ start: MustacheValue, _ path: Range<Int>) -> MustacheValue {
        var value = start
        for index in path {
            guard case .object(let fields) = value, let next = fields[keys[index]] else { return .null }
            value = next
        }
        return value
    }
}
