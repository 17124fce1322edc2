extension Renderer {
    /// Appends the value at `keys[path]`, as `{{name}}` (escaped) or `{{{name}}}` shows it.
    /// A one-component name (most of them) found in a dictionary is appended straight from
    /// the dictionary that holds it, borrowed through its index, instead of being copied
    /// out first.
    mutating func appendVariable(path: Range<Int>, escaped: Bool) {
        guard path.count == 1 else {
            output.appendInterpolation(lookup(path), escaped: escaped)
            return
        }
        let key = keys[path.lowerBound]
        if let frames = stack.frames {
            var index = stack.count - 1
            while index >= 0 {
                if appendField(key, of: frames[index], escaped: escaped) { return }
                index -= 1
            }
        }
        _ = appendField(key, of: stack.root, escaped: escaped)
    }

    /// Appends field `key` of `value` when it has one; false when it has none.
    private mutating func appendField(_ key: String, of value: borrowing MustacheValue, escaped: Bool) -> Bool {
        switch value {
        case .object(let fields):
            guard let position = fields.index(forKey: key) else { return false }
            output.appendInterpolation(fields.values[position], escaped: escaped)
            return true
        case .fields(let object):
            guard let field = object.field(key) else { return false }
            output.appendInterpolation(field, escaped: escaped)
            return true
        default:
            return false
        }
    }
}
