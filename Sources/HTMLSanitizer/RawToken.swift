/// One piece of raw HTML as the pre-pass sees it (byte ranges into the input).
enum RawToken {
    /// Character data, copied as it is.
    case text(Range<Int>)
    /// A start or end tag; `name` is the tag name's bytes.
    case tag(range: Range<Int>, name: Range<Int>, isEnd: Bool)
    /// A comment, doctype or processing instruction: copied, gumbo drops it later.
    case markup(Range<Int>)
    /// `<name …` with no closing `>` before the end: gumbo would swallow it (and the text
    /// after it) as a tag, so the pre-pass turns its `<` into text instead.
    case unterminatedTag(Range<Int>)
}
