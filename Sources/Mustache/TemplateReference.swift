/// A partial or parent tag's target, and where the tag stands.
struct TemplateReference: Sendable {
    /// The template name, or for dynamic names (`{{>*path}}`) the key path holding it.
    let name: String
    let isDynamic: Bool
    /// Indentation of a standalone tag, prepended to every line of the included template.
    var indent: [UInt8]
    let location: SourceLocation

    /// The key path a dynamic name is resolved with.
    var keyPath: [String] { KeyPath.components(of: name) }
}
