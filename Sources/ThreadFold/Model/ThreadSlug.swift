import Foundation

/// Thread ids become file and folder names. An id that is already safe (ASCII letters,
/// digits, `_` and `-`, at most 100 characters, not starting with `-`) is used as it is;
/// any other id (a URL, Chinese text, `../x`) becomes its ASCII words joined by `-`,
/// lowercased (after percent-decoding) and cut to 60 characters, plus `-` and 8 hex digits of a hash of the whole
/// id. The hash keeps slugs stable across builds and distinct for distinct ids.
public enum ThreadSlug {
    public static func make(_ id: String) -> String {
        if isSafe(id) { return id }
        var words: [UInt8] = []
        let readable = withoutScheme(id).removingPercentEncoding ?? String(withoutScheme(id))
        for byte in readable.utf8 {
            if isSafeByte(byte) && byte != UInt8(ascii: "-") {
                words.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            } else if let last = words.last, last != UInt8(ascii: "-") {
                words.append(UInt8(ascii: "-"))
            }
            if words.count >= 60 { break }
        }
        while words.last == UInt8(ascii: "-") { words.removeLast() }
        let stem = words.isEmpty ? "thread" : String(decoding: words, as: UTF8.self)
        return stem + "-" + hashHex(id)
    }

    public static func isSafe(_ id: String) -> Bool {
        let bytes = id.utf8
        guard let first = bytes.first, first != UInt8(ascii: "-"), bytes.count <= 100 else { return false }
        return bytes.allSatisfy(isSafeByte)
    }

    static func isSafeByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }

    private static func withoutScheme(_ id: String) -> Substring {
        if let range = id.range(of: "://") { return id[range.upperBound...] }
        return id[...]
    }

    /// FNV-1a, 32 bits: tiny, stable across runs and platforms (unlike `Hasher`).
    static func hashHex(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
