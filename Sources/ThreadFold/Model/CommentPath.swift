/// Where a comment is in its file, as a JSON path, stored so that a row of a large file
/// costs no allocation: `comments[123456]` is 16 bytes, one more than fits in a `String`
/// without a heap buffer, and a million rows made that 64 MB. Rows (the common case) keep
/// only their index; paths below them keep their text. Compared and hashed by text.
public struct CommentPath: Sendable, Hashable, CustomStringConvertible {
    private enum Storage: Sendable {
        case text(String)
        /// `[i]`: an element of a bare array.
        case element(Int)
        /// `comments[i]`: an element of the root object's `comments`.
        case commentsElement(Int)
        /// `line n`: an NDJSON row.
        case line(Int)
    }

    private var storage: Storage

    public init(_ text: String) {
        storage = .text(text)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// `array[index]`, compact when `array` is the document itself or its `comments`.
    static func element(of array: String, _ index: Int) -> CommentPath {
        switch array {
        case "": CommentPath(storage: .element(index))
        case "comments": CommentPath(storage: .commentsElement(index))
        default: CommentPath("\(array)[\(index)]")
        }
    }

    static func line(_ number: Int) -> CommentPath {
        CommentPath(storage: .line(number))
    }

    public var text: String {
        switch storage {
        case .text(let text): text
        case .element(let index): "[\(index)]"
        case .commentsElement(let index): "comments[\(index)]"
        case .line(let number): "line \(number)"
        }
    }

    public var description: String { text }

    public static func == (lhs: CommentPath, rhs: CommentPath) -> Bool {
        lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}
