extension Renderer {
    /// Resolves a key path against the context stack, per spec: the first component is
    /// searched from the innermost context outwards; the rest must follow from there.
    /// A miss anywhere yields `.null` (an empty path is `{{.}}`, the innermost context).
    func lookup(_ path: [String]) -> MustacheValue {
        guard let first = path.first else { return stackTop }
        guard var value = findInStack(first) else { return .null }
        for key in path.dropFirst() {
            guard case .object(let fields) = value, let next = fields[key] else { return .null }
            value = next
        }
        return value
    }

    private var stackTop: MustacheValue { stack.last ?? .null }

    private func findInStack(_ key: String) -> MustacheValue? {
        for frame in stack.reversed() {
            if case .object(let fields) = frame, let value = fields[key] { return value }
        }
        return nil
    }
}
