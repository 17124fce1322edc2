extension Renderer {
    /// Resolves the key path `keys[path]` against the context stack, per spec: the first
    /// component is searched from the innermost context outwards; the rest must follow
    /// from there. A miss anywhere yields `.null` (an empty path is `{{.}}`).
    func lookup(_ path: Range<Int>) -> MustacheValue {
        let frames = stack.base
        guard !path.isEmpty else { return stack.count > 0 ? frames[stack.count - 1] : .null }
        let first = keys[path.lowerBound]
        var index = stack.count - 1
        while index >= 0 {
            if case .object(let fields) = frames[index], let value = fields[first] {
                return path.count == 1 ? value : follow(value, path.dropFirst())
            }
            index -= 1
        }
        return .null
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
