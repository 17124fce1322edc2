/// The elements the sanitiser writes: the allow-list after `i`→`em`, `b`→`strong`,
/// `strike`→`s`.
enum OutputTag: Sendable {
    case paragraph, lineBreak, emphasis, strong, code, preformatted, blockquote
    case unorderedList, orderedList, listItem, link, strikethrough, deleted, `subscript`, superscript

    var openTag: StaticString {
        switch self {
        case .paragraph: "<p>"
        case .lineBreak: "<br>"
        case .emphasis: "<em>"
        case .strong: "<strong>"
        case .code: "<code>"
        case .preformatted: "<pre>\n"  // the parser eats one newline after <pre>; keep the text's own
        case .blockquote: "<blockquote>"
        case .unorderedList: "<ul>"
        case .orderedList: "<ol>"
        case .listItem: "<li>"
        case .link: "<a"
        case .strikethrough: "<s>"
        case .deleted: "<del>"
        case .subscript: "<sub>"
        case .superscript: "<sup>"
        }
    }

    var closeTag: StaticString {
        switch self {
        case .paragraph: "</p>"
        case .lineBreak: ""
        case .emphasis: "</em>"
        case .strong: "</strong>"
        case .code: "</code>"
        case .preformatted: "</pre>"
        case .blockquote: "</blockquote>"
        case .unorderedList: "</ul>"
        case .orderedList: "</ol>"
        case .listItem: "</li>"
        case .link: "</a>"
        case .strikethrough: "</s>"
        case .deleted: "</del>"
        case .subscript: "</sub>"
        case .superscript: "</sup>"
        }
    }

    /// Holds phrasing content only: a block element may not open inside it.
    var isPhrasingContainer: Bool {
        switch self {
        case .blockquote, .unorderedList, .orderedList, .listItem: false
        default: true
        }
    }

    var isList: Bool { self == .unorderedList || self == .orderedList }

    /// Inline text placed directly here is wrapped in an implicit `<p>` (HN's
    /// `text<p>more` becomes two paragraphs).
    var wantsParagraphs: Bool { self == .blockquote }

    /// Flow elements are removed when they hold no visible text; inline ones survive holding a
    /// `<br>` alone, because that break separates the text around them.
    var isInline: Bool {
        switch self {
        case .emphasis, .strong, .code, .link, .strikethrough, .deleted, .subscript, .superscript: true
        default: false
        }
    }
}
