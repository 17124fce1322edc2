/// A `{{$name}}…{{/name}}` block where it is expanded: overridable, with default content.
struct BlockSite: Sendable {
    let name: String
    let defaultContent: [Node]
    /// Indentation given to overriding content when the block stands alone on its line(s).
    var indent: [UInt8]
    /// Set when the block opens and closes on one standalone line: that line's ending,
    /// restored after overriding content that does not end its own last line.
    let sameLineEnding: [UInt8]?
    let location: SourceLocation
}
