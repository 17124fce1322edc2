/// What an `Instruction` does; the meaning of its operands depends on this.
/// Key paths are `keys[a ..< a + b]` of the program; bodies run up to instruction `c`.
enum InstructionKind: UInt8, Sendable {
    /// Copies `text[a ..< a + b]` of the program's text pool to the output.
    case text
    /// Emits the current indentation (nothing when there is none).
    case lineStart
    /// `{{name}}`.
    case escapedVariable
    /// `{{{name}}}` and `{{&name}}`.
    case rawVariable
    /// `{{#name}}`.
    case section
    /// `{{^name}}`.
    case invertedSection
    /// `{{>…}}` or `{{<…}}`: `includes[a]`; a parent's argument bodies lie before `c`.
    case include
    /// `{{$…}}`: `blocks[a]`; its default body lies before `c`.
    case block
}
