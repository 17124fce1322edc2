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
}
