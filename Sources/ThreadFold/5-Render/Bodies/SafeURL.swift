import Foundation

/// URLs that came from input and will sit in an `href`: only web addresses pass.
enum SafeURL {
    /// The URL when it is `http:` or `https:` (any case, after trimming), else nil:
    /// `javascript:`, `data:` and relative paths never reach a page.
    static func web(_ url: String?) -> String? {
        guard let url else { return nil }
        // Foundation's trimming and a lowercased copy of the whole URL cost more than the
        // rest of a thread's header; the scheme is checked on its bytes.
        let trimmed =
            url.first?.isWhitespace == true || url.last?.isWhitespace == true
            ? url.trimmingCharacters(in: .whitespacesAndNewlines) : url
        guard hasWebScheme(trimmed),
            !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == " " || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "\\" })
        else { return nil }
        return trimmed
    }

    private static func hasWebScheme(_ url: String) -> Bool {
        let lowered = url.utf8.prefix(8).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return lowered.starts(with: "http://".utf8) || lowered.starts(with: "https://".utf8)
    }
}
