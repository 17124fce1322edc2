/// One step of a compiled template. Plain data (no references), so walking a template
/// costs no reference counting; sections, blocks and parents say where their body ends,
/// which lets the renderer skip or repeat it by index.
struct Instruction: Sendable {
    let kind: InstructionKind
    let a: Int32
    let b: Int32
    var c: Int32

    init(_ kind: InstructionKind, _ a: Int32 = 0, _ b: Int32 = 0, _ c: Int32 = 0) {
        self.kind = kind
        self.a = a
        self.b = b
        self.c = c
    }
}
