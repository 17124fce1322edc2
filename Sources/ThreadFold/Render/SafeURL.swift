import Foundation

/// URLs that came from input and will sit in an `href`: only web addresses pass.
enum SafeURL {
    /// The URL when it is `http:` or `https:` (any case, after trimming), else nil:
    /// `javascript:`, `data:` and relative paths never reach a page.
    static func web(_ url: String?) -> String? {
        guard let url else { return nil }
        let trimmed = url.trimmingCharacters(in: .whitespacesAndNewlines)
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://"),
              !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "\\" }) else { return nil }
        return trimmed
    }
}
