/// Path helpers shared by the tests.
enum WatchTestPaths {
    /// Collapses the double slash NSTemporaryDirectory's trailing slash leaves behind,
    /// so expected paths match the watcher's normalized ones.
    static func normalized(_ path: String) -> String {
        var result = path
        while result.contains("//") {
            result = result.replacingOccurrences(of: "//", with: "/")
        }
        return result
    }
}
