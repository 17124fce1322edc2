import CGumbo

/// What the renderer does with one source element.
enum ElementRule: Sendable {
    /// Allow-listed: written as this tag (if the context allows it; otherwise unwrapped).
    case keep(OutputTag)
    /// Unknown inline element: children kept, the tag is not.
    case unwrap
    /// Unknown block element (`div`, `h1`, `table`, …): children kept, separated from the text
    /// around them by a paragraph or line break so words do not run together.
    case separate
    /// Script-capable or invisible: dropped together with everything inside it.
    case drop
    /// `img`: dropped, its `alt` text kept so an image-only comment is not blank.
    case altText

    static func of(_ tag: GumboTag) -> ElementRule {
        let index = Int(tag.rawValue)
        return index < table.count ? table[index] : .unwrap
    }

    private static let table: [ElementRule] = {
        var table = [ElementRule](repeating: .unwrap, count: Int(GUMBO_TAG_LAST.rawValue) + 1)
        let kept: [(GumboTag, OutputTag)] = [
            (GUMBO_TAG_P, .paragraph), (GUMBO_TAG_BR, .lineBreak), (GUMBO_TAG_EM, .emphasis),
            (GUMBO_TAG_I, .emphasis), (GUMBO_TAG_STRONG, .strong), (GUMBO_TAG_B, .strong),
            (GUMBO_TAG_CODE, .code), (GUMBO_TAG_PRE, .preformatted), (GUMBO_TAG_BLOCKQUOTE, .blockquote),
            (GUMBO_TAG_UL, .unorderedList), (GUMBO_TAG_OL, .orderedList), (GUMBO_TAG_LI, .listItem),
            (GUMBO_TAG_A, .link), (GUMBO_TAG_S, .strikethrough), (GUMBO_TAG_STRIKE, .strikethrough),
            (GUMBO_TAG_DEL, .deleted), (GUMBO_TAG_SUB, .subscript), (GUMBO_TAG_SUP, .superscript),
            // Obsolete preformatted elements whose text browsers still show.
            (GUMBO_TAG_XMP, .preformatted), (GUMBO_TAG_LISTING, .preformatted),
            (GUMBO_TAG_PLAINTEXT, .preformatted),
        ]
        for (tag, output) in kept { table[Int(tag.rawValue)] = .keep(output) }
        for tag in droppedTags { table[Int(tag.rawValue)] = .drop }
        for tag in separatingTags { table[Int(tag.rawValue)] = .separate }
        table[Int(GUMBO_TAG_IMG.rawValue)] = .altText
        table[Int(GUMBO_TAG_IMAGE.rawValue)] = .altText
        return table
    }()

    private static let droppedTags: [GumboTag] = [
        GUMBO_TAG_HEAD, GUMBO_TAG_TITLE, GUMBO_TAG_BASE, GUMBO_TAG_LINK, GUMBO_TAG_META,
        GUMBO_TAG_STYLE, GUMBO_TAG_SCRIPT, GUMBO_TAG_NOSCRIPT, GUMBO_TAG_TEMPLATE,
        GUMBO_TAG_IFRAME, GUMBO_TAG_EMBED, GUMBO_TAG_OBJECT, GUMBO_TAG_PARAM, GUMBO_TAG_APPLET,
        GUMBO_TAG_VIDEO, GUMBO_TAG_AUDIO, GUMBO_TAG_SOURCE, GUMBO_TAG_TRACK, GUMBO_TAG_CANVAS,
        GUMBO_TAG_MAP, GUMBO_TAG_AREA, GUMBO_TAG_MATH, GUMBO_TAG_SVG, GUMBO_TAG_FORM,
        GUMBO_TAG_INPUT, GUMBO_TAG_SELECT, GUMBO_TAG_DATALIST,
        GUMBO_TAG_OPTGROUP, GUMBO_TAG_OPTION, GUMBO_TAG_TEXTAREA, GUMBO_TAG_KEYGEN,
        GUMBO_TAG_OUTPUT, GUMBO_TAG_PROGRESS, GUMBO_TAG_METER, GUMBO_TAG_FRAME,
        GUMBO_TAG_FRAMESET, GUMBO_TAG_NOFRAMES, GUMBO_TAG_NOEMBED, GUMBO_TAG_ISINDEX,
        GUMBO_TAG_BGSOUND, GUMBO_TAG_MENUITEM, GUMBO_TAG_COL, GUMBO_TAG_COLGROUP, GUMBO_TAG_WBR,
    ]

    private static let separatingTags: [GumboTag] = [
        GUMBO_TAG_DIV, GUMBO_TAG_H1, GUMBO_TAG_H2, GUMBO_TAG_H3, GUMBO_TAG_H4, GUMBO_TAG_H5,
        GUMBO_TAG_H6, GUMBO_TAG_HGROUP, GUMBO_TAG_SECTION, GUMBO_TAG_ARTICLE, GUMBO_TAG_ASIDE,
        GUMBO_TAG_NAV, GUMBO_TAG_HEADER, GUMBO_TAG_FOOTER, GUMBO_TAG_MAIN, GUMBO_TAG_ADDRESS,
        GUMBO_TAG_HR, GUMBO_TAG_DL, GUMBO_TAG_DT, GUMBO_TAG_DD, GUMBO_TAG_FIGURE,
        GUMBO_TAG_FIGCAPTION, GUMBO_TAG_TABLE, GUMBO_TAG_CAPTION, GUMBO_TAG_TR, GUMBO_TAG_TD,
        GUMBO_TAG_TH, GUMBO_TAG_CENTER, GUMBO_TAG_DETAILS, GUMBO_TAG_SUMMARY, GUMBO_TAG_FIELDSET,
        GUMBO_TAG_LEGEND, GUMBO_TAG_MENU, GUMBO_TAG_DIR, GUMBO_TAG_MULTICOL,
    ]
}
