import CGumbo

/// What the pre-passes need to know about a tag name, looked up by gumbo's tag enum so that
/// names match case-insensitively exactly as the parser will match them.
struct TagTraits: OptionSet, Sendable {
    let rawValue: UInt8

    /// Has no content and no end tag: never deepens the tree.
    static let void = TagTraits(rawValue: 1 << 0)
    /// Closes an open sibling of its kind (`p`, `li`, table cells…), so it cannot nest by itself.
    static let selfLimiting = TagTraits(rawValue: 1 << 1)
    /// Its content is raw text up to its end tag (`script`, `style`, `textarea`, …).
    static let rawText = TagTraits(rawValue: 1 << 2)
    /// Block-level: its presence means the body is real HTML, not wpautop text.
    static let block = TagTraits(rawValue: 1 << 3)

    static func of(_ tag: GumboTag) -> TagTraits {
        let index = Int(tag.rawValue)
        return index < table.count ? table[index] : []
    }

    private static let table: [TagTraits] = {
        var table = [TagTraits](repeating: [], count: Int(GUMBO_TAG_LAST.rawValue) + 1)
        for (traits, names) in named {
            for name in names.split(separator: " ") {
                let tag = gumbo_tag_enum(String(name))
                precondition(tag != GUMBO_TAG_UNKNOWN, "gumbo knows no <\(name)>")
                table[Int(tag.rawValue)].formUnion(traits)
            }
        }
        return table
    }()

    /// Each trait's tags by the names HTML gives them, turned into gumbo's enum once.
    private static let named: [(TagTraits, String)] = [
        (
            .void,
            "area base br col embed hr img image input link meta param source track wbr keygen basefont bgsound frame isindex menuitem"
        ),
        (.selfLimiting, "p li dd dt option optgroup tr td th tbody thead tfoot rb rt rp rtc caption colgroup html head body"),
        (.rawText, "script style textarea title xmp iframe noembed noframes plaintext"),
        (
            .block,
            "p div blockquote pre ul ol li h1 h2 h3 h4 h5 h6 table tr td dl dd dt hr section article aside header footer address "
                + "figure center listing plaintext xmp"
        ),
    ]
}
