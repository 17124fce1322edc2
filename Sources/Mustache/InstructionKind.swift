/// What an `Instruction` does; the meaning of its operands depends on this.
enum InstructionKind: UInt8, Sendable {
    /// Copies `text[a ..< a + b]` of the program's text pool to the output.
    case text
    /// Emits the current indentation (nothing when there is none).
    case lineStart
    /// Interpolates `paths[a]`; `b` is 1 when HTML-escaped.
    case variable
    /// `{{#paths[a]}}` (`b` is 1 for `{{^…}}`); its body runs up to instruction `c`.
    case section
    /// `{{>…}}` or `{{<…}}`: `includes[a]`; a parent's argument bodies run up to `c`.
    case include
    /// `{{$…}}`: `blocks[a]`; its default body runs up to instruction `c`.
    case block
}
