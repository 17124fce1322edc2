/// The HTML id of a category's section on the index (`cat-<anchor>`), so thread pages
/// can link back to it.
enum CategoryID {
    static func make(_ name: String) -> String {
        "cat-" + Anchor.make(name)
    }
}
