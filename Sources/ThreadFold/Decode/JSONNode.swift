/// One value on a `JSONTape`. Containers are followed by their descendants in pre-order,
/// so a tape is a flat array: no recursive enum, nothing that a deep document can use to
/// overflow the stack when it is built, walked or freed.
struct JSONNode: Sendable {
    enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    var kind: Kind
    /// Strings only: the content contains backslash escapes and must be decoded.
    var hasEscapes: Bool = false
    /// Byte offset of the value's first byte in the document (for errors).
    var offset: Int
    /// Strings and numbers: the byte range of the content (strings without quotes).
    /// Containers: `end` is the tape index just past the last descendant.
    var start: Int
    var end: Int
    /// Containers: number of elements (arrays) or members (objects; a member is a key
    /// node followed by its value).
    var count: Int = 0
}
