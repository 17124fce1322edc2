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
        func mark(_ tags: [GumboTag], _ traits: TagTraits) {
            for tag in tags { table[Int(tag.rawValue)].formUnion(traits) }
        }
        mark(
            [
                GUMBO_TAG_AREA, GUMBO_TAG_BASE, GUMBO_TAG_BR, GUMBO_TAG_COL, GUMBO_TAG_EMBED,
                GUMBO_TAG_HR, GUMBO_TAG_IMG, GUMBO_TAG_IMAGE, GUMBO_TAG_INPUT, GUMBO_TAG_LINK,
                GUMBO_TAG_META, GUMBO_TAG_PARAM, GUMBO_TAG_SOURCE, GUMBO_TAG_TRACK, GUMBO_TAG_WBR,
                GUMBO_TAG_KEYGEN, GUMBO_TAG_BASEFONT, GUMBO_TAG_BGSOUND, GUMBO_TAG_FRAME,
                GUMBO_TAG_ISINDEX, GUMBO_TAG_MENUITEM,
            ], .void)
        mark(
            [
                GUMBO_TAG_P, GUMBO_TAG_LI, GUMBO_TAG_DD, GUMBO_TAG_DT, GUMBO_TAG_OPTION,
                GUMBO_TAG_OPTGROUP, GUMBO_TAG_TR, GUMBO_TAG_TD, GUMBO_TAG_TH, GUMBO_TAG_TBODY,
                GUMBO_TAG_THEAD, GUMBO_TAG_TFOOT, GUMBO_TAG_RB, GUMBO_TAG_RT, GUMBO_TAG_RP,
                GUMBO_TAG_RTC, GUMBO_TAG_CAPTION, GUMBO_TAG_COLGROUP, GUMBO_TAG_HTML,
                GUMBO_TAG_HEAD, GUMBO_TAG_BODY,
            ], .selfLimiting)
        mark(
            [
                GUMBO_TAG_SCRIPT, GUMBO_TAG_STYLE, GUMBO_TAG_TEXTAREA, GUMBO_TAG_TITLE,
                GUMBO_TAG_XMP, GUMBO_TAG_IFRAME, GUMBO_TAG_NOEMBED, GUMBO_TAG_NOFRAMES,
                GUMBO_TAG_PLAINTEXT,
            ], .rawText)
        mark(
            [
                GUMBO_TAG_P, GUMBO_TAG_DIV, GUMBO_TAG_BLOCKQUOTE, GUMBO_TAG_PRE, GUMBO_TAG_UL,
                GUMBO_TAG_OL, GUMBO_TAG_LI, GUMBO_TAG_H1, GUMBO_TAG_H2, GUMBO_TAG_H3, GUMBO_TAG_H4,
                GUMBO_TAG_H5, GUMBO_TAG_H6, GUMBO_TAG_TABLE, GUMBO_TAG_TR, GUMBO_TAG_TD,
                GUMBO_TAG_DL, GUMBO_TAG_DD, GUMBO_TAG_DT, GUMBO_TAG_HR, GUMBO_TAG_SECTION,
                GUMBO_TAG_ARTICLE, GUMBO_TAG_ASIDE, GUMBO_TAG_HEADER, GUMBO_TAG_FOOTER,
                GUMBO_TAG_ADDRESS, GUMBO_TAG_FIGURE, GUMBO_TAG_CENTER, GUMBO_TAG_LISTING,
                GUMBO_TAG_PLAINTEXT, GUMBO_TAG_XMP,
            ], .block)
        return table
    }()
}
