/// A 1-based line and column in a template's source.
struct SourceLocation: Sendable, Equatable {
    let line: Int
    let column: Int
}
