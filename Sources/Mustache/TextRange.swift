/// A run of bytes in a program's text pool.
struct TextRange: Sendable {
    static let empty = TextRange(start: 0, count: 0)

    let start: Int32
    let count: Int32
}
