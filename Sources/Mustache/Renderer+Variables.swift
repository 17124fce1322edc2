extension Renderer {
    /// Appends the value at `paths[path]`, as `{{name}}` (escaped) or `{{{name}}}` shows it.
    mutating func appendVariable(path: Int, escaped: Bool) {
        output.appendInterpolation(lookup(program.paths[path]), escaped: escaped)
    }
}
