/// The five characters HTML escapes in text and quoted attribute values, and the entity
/// written for each. The template engine (`{{name}}`) and the sanitiser (text it rebuilds)
/// both escape with this table, so a name and a body on one page are escaped alike
/// (`'` as `&#39;` in both) and the two engines need not depend on each other.
public enum HTMLEntities {
    /// Whether `byte` is one of the five. Inlined into each engine's scan: one shift and
    /// mask per byte (bit n set for byte n: `"` 34, `&` 38, `'` 39, `<` 60, `>` 62) keeps the
    /// scan of long comment bodies cheap.
    @inlinable @inline(__always)
    public static func escapes(_ byte: UInt8) -> Bool {
        let mask: UInt64 = 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62
        return byte < 64 && mask >> UInt64(byte) & 1 == 1
    }

    /// The entity for one of the five; nil for any other byte.
    @inlinable
    public static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
