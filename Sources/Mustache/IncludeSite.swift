/// A compiled `{{>name}}` or `{{<name}}…{{/name}}`: its target resolved to a template
/// index at load time, so rendering never looks a template up by name.
struct IncludeSite: Sendable {
    /// Index into `Program.templates`; `nil` for a missing name (rendered as empty) or
    /// a dynamic one.
    let template: Int?
    /// For `{{>*path}}`: the range of `Program.keys` holding the name's key path.
    let dynamicPath: Range<Int>?
    /// Index into `Program.argumentSets` for a parent's block overrides; `nil` for a partial.
    let arguments: Int?
    let indent: TextRange
    let location: SourceLocation
}
