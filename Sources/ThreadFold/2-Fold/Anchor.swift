/// Comment ids become HTML ids and URL fragments (`c-<anchor>`). An id made only of ASCII
/// letters, digits, `_` and `-` is used as it is. Any other id is encoded byte by byte:
/// safe bytes stay, every other UTF-8 byte becomes `.` and two upper-case hex digits
/// (`a b/c` → `a.20b.2Fc`). Safe ids never contain `.`, and every encoded id does, so the
/// two sets cannot collide; the encoding is reversible, so two encoded ids cannot collide
/// either. A later duplicate of an id gets `~2`, `~3`… appended (`~` is encoded too, so
/// this cannot collide with anything).
public enum Anchor {
    public static func make(_ id: String) -> String {
        if id.utf8.allSatisfy(ThreadSlug.isSafeByte) { return id }
        var out: [UInt8] = []
        out.reserveCapacity(id.utf8.count * 3)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in id.utf8 {
            if ThreadSlug.isSafeByte(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "."))
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The anchor for the `occurrence`-th comment (1-based) carrying the same id.
    public static func make(_ id: String, occurrence: Int) -> String {
        occurrence <= 1 ? make(id) : make(id) + "~\(occurrence)"
    }
}
