import Foundation

/// The path of the blog page a thread belongs to, in the one form threads and pages are
/// matched by: scheme and host dropped, query and fragment ignored, percent-escapes
/// decoded, `index.html` and a trailing slash dropped (`https://b.example/a/b/index.html?x#c`
/// and `/a/b/` are both `/a/b`; the root is `/`).
public struct PagePath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let value: String

    public init(normalising text: String) {
        var rest = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
        if let scheme = rest.range(of: "://") {
            let afterHost = rest[scheme.upperBound...]
            rest = afterHost.firstIndex(of: "/").map { afterHost[$0...] } ?? ""
        } else if rest.hasPrefix("//") {
            let afterHost = rest.dropFirst(2)
            rest = afterHost.firstIndex(of: "/").map { afterHost[$0...] } ?? ""
        }
        // A malformed escape leaves the path as written: it can still match a page that
        // writes it the same way.
        var path = String(rest).removingPercentEncoding ?? String(rest)
        if !path.hasPrefix("/") { path = "/" + path }
        for suffix in ["/index.html", "/index.htm"] where path.hasSuffix(suffix) {
            path.removeLast(suffix.count - 1)
        }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        value = path
    }

    public var description: String { value }

    public static func < (a: PagePath, b: PagePath) -> Bool { a.value < b.value }

    /// The forms a generator's permalink for this page may take: as it is, with a
    /// trailing slash, and percent-encoded (Hugo and Jekyll encode non-ASCII paths).
    public var permalinkForms: [String] {
        var forms = [value]
        if value != "/" { forms.append(value + "/") }
        let encoded = forms.map(Self.percentEncoded)
        for form in encoded where !forms.contains(form) { forms.append(form) }
        return forms
    }

    /// Bytes outside the characters a path keeps as they are, written `%XX` (upper case,
    /// as Hugo and Jekyll write them).
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || Self.keptAsIs.contains(scalar)) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }

    private static let keptAsIs = Set("/-._~!$&'()*+,;=:@".unicodeScalars)
}
