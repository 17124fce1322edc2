/// One value on a `JSONTape`. Containers are followed by their descendants in pre-order,
/// so a tape is a flat array: no recursive enum, nothing that a deep document can use to
/// overflow the stack when it is built, walked or freed.
///
/// 16 bytes a node (positions as `Int32`, files are limited to 2 GiB): a 400 MB site dump
/// has tens of millions of nodes, and the tape's size is most of a build's memory.
public struct JSONNode: Sendable {
    public enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null
    }

    public var kind: Kind
    /// Strings only: the content contains backslash escapes and must be decoded.
    public var hasEscapes: Bool = false
    private var start32: Int32
    private var end32: Int32
    private var count32: Int32 = 0

    public init(kind: Kind, hasEscapes: Bool = false, start: Int, end: Int) {
        self.kind = kind
        self.hasEscapes = hasEscapes
        self.start32 = Int32(truncatingIfNeeded: start)
        self.end32 = Int32(truncatingIfNeeded: end)
    }

    /// Strings and numbers: the byte range of the content (strings without quotes).
    /// Containers: `start` is the opening bracket; `end` is the tape index just past the
    /// last descendant.
    public var start: Int {
        get { Int(start32) }
        set { start32 = Int32(truncatingIfNeeded: newValue) }
    }

    public var end: Int {
        get { Int(end32) }
        set { end32 = Int32(truncatingIfNeeded: newValue) }
    }

    /// Containers: number of elements (arrays) or members (objects; a member is a key
    /// node followed by its value).
    public var count: Int {
        get { Int(count32) }
        set { count32 = Int32(truncatingIfNeeded: newValue) }
    }

    /// Byte offset of the value's first byte in the document (for errors): a string's
    /// opening quote sits just before its content.
    public var offset: Int { kind == .string ? start - 1 : start }
}
