extension Renderer {
    /// Appends the value at `keys[path]`, as `{{name}}` (escaped) or `{{{name}}}` shows it.
    mutating func appendVariable(path: Range<Int>, escaped: Bool) {
        output.appendInterpolation(lookup(path), escaped: escaped)
    }
}
