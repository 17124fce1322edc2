extension Renderer {
    /// Appends the value at `keys[path]`, as `{{name}}` (escaped) or `{{{name}}}` shows it.
    /// A one-component name (most of them) is appended straight from the dictionary that
    /// holds it, borrowed through its index, instead of being copied out first.
    mutating func appendVariable(path: Range<Int>, escaped: Bool) {
        guard path.count == 1 else {
            output.appendInterpolation(lookup(path), escaped: escaped)
            return
        }
        let key = keys[path.lowerBound]
        if let frames = stack.frames {
            var index = stack.count - 1
            while index >= 0 {
                if case .object(let fields) = frames[index], let position = fields.index(forKey: key) {
                    output.appendInterpolation(fields.values[position], escaped: escaped)
                    return
                }
                index -= 1
            }
        }
        if case .object(let fields) = stack.root, let position = fields.index(forKey: key) {
            output.appendInterpolation(fields.values[position], escaped: escaped)
        }
    }
}
