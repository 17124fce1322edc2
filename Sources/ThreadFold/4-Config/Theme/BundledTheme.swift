/// The default theme (Templates/ and Public/), compiled into the binary by
/// `Scripts/embed-theme.py`.
public enum BundledTheme {
    /// Files whose path starts with `prefix`, keyed by the rest of the path.
    public static func files(under prefix: String) -> [String: String] {
        var result: [String: String] = [:]
        for (path, text) in all where path.hasPrefix(prefix) {
            result[String(path.dropFirst(prefix.count))] = text
        }
        return result
    }

    /// The bundled locales' names (`en`, `zh-Hans`).
    public static var locales: [String] {
        files(under: "Templates/locales/").keys.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// A bundled locale's words, for commands that write text without a theme (import).
    public static func strings(locale: String) -> LocaleStrings? {
        guard let text = files(under: "Templates/locales/")[locale + ".json"] else { return nil }
        return try? LocaleStrings.parse(Array(text.utf8), identifier: locale, file: locale + ".json")
    }
}
