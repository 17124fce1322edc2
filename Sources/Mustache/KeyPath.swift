/// Dotted names (`author.name`) as key components; `.` is the empty path.
enum KeyPath {
    static func components(of name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
