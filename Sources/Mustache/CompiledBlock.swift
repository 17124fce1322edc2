/// A compiled `{{$name}}…{{/name}}` site: its default body follows its instruction.
struct CompiledBlock: Sendable {
    /// The block's name as an index into `Program.blockNames`.
    let name: Int32
    let indent: TextRange
    /// When the block opens and closes on one standalone line: that line's ending.
    let sameLineEnding: TextRange?
    let location: SourceLocation
}
