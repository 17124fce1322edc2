/// A template's place in a program.
struct CompiledTemplate: Sendable {
    let name: String
    /// The path (or name) errors about this template point at.
    let file: String
    let body: CompiledBody
}
