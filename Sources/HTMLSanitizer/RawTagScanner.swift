/// A small HTML tokenizer over raw bytes for the pre-passes (nesting cap, wpautop). It only
/// finds tag boundaries the way the HTML5 tokenizer does; gumbo does the real parse later.
struct RawTagScanner {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> RawToken? {
        guard position < bytes.count else { return nil }
        let start = position
        guard bytes[start] == UInt8(ascii: "<") else { return text(from: start, skipping: 0) }
        let following = byte(at: start + 1)
        if following == UInt8(ascii: "!") { return markup(from: start) }
        if following == UInt8(ascii: "?") { return bogusComment(from: start) }
        if following == UInt8(ascii: "/") { return endTag(from: start) }
        if following.map(ByteClass.isLetter) == true { return tag(from: start, nameStart: start + 1, isEnd: false) }
        return text(from: start, skipping: 1)
    }

    /// After a raw-text element's start tag (`script`, `style`, `textarea`, …) everything up
    /// to its matching end tag is text to the HTML tokenizer, tags included.
    mutating func skipRawText(endTagName name: Range<Int>) -> Range<Int> {
        let start = position
        var index = start
        while let lessThan = firstIndex(of: UInt8(ascii: "<"), from: index) {
            if byte(at: lessThan + 1) == UInt8(ascii: "/"), matchesName(name, at: lessThan + 2) {
                position = lessThan
                return start..<lessThan
            }
            index = lessThan + 1
        }
        position = bytes.count
        return start..<bytes.count
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func firstIndex(of target: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == target { return index }
            index += 1
        }
        return nil
    }

    private mutating func text(from start: Int, skipping count: Int) -> RawToken {
        position = firstIndex(of: UInt8(ascii: "<"), from: start + count) ?? bytes.count
        return .text(start..<position)
    }

    private mutating func markup(from start: Int) -> RawToken {
        let isComment = byte(at: start + 2) == UInt8(ascii: "-") && byte(at: start + 3) == UInt8(ascii: "-")
        guard isComment else { return bogusComment(from: start) }
        var index = start + 2
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"),
                bytes[index + 2] == UInt8(ascii: ">")
            {
                position = index + 3
                return .markup(start..<position)
            }
            index += 1
        }
        position = bytes.count
        return .markup(start..<position)
    }

    private mutating func bogusComment(from start: Int) -> RawToken {
        position = (firstIndex(of: UInt8(ascii: ">"), from: start) ?? bytes.count - 1) + 1
        return .markup(start..<position)
    }

    private mutating func endTag(from start: Int) -> RawToken {
        if byte(at: start + 2).map(ByteClass.isLetter) == true {
            return tag(from: start, nameStart: start + 2, isEnd: true)
        }
        if byte(at: start + 2) == UInt8(ascii: ">") {
            position = start + 3
            return .markup(start..<position)
        }
        return bogusComment(from: start)
    }

    private mutating func tag(from start: Int, nameStart: Int, isEnd: Bool) -> RawToken {
        var nameEnd = nameStart
        while let byte = byte(at: nameEnd), !ByteClass.isSpace(byte),
            byte != UInt8(ascii: "/"), byte != UInt8(ascii: ">")
        {
            nameEnd += 1
        }
        guard let close = closingBracket(from: nameEnd) else {
            position = bytes.count
            return .unterminatedTag(start..<bytes.count)
        }
        position = close + 1
        return .tag(range: start..<position, name: nameStart..<nameEnd, isEnd: isEnd)
    }

    /// Finds the `>` ending a tag; a quote right after `=` opens an attribute value, in which
    /// `>` does not end the tag (so `title="a>b"` is one tag, as in a browser).
    private func closingBracket(from start: Int) -> Int? {
        var index = start
        var afterEquals = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return index }
            if afterEquals, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let end = firstIndex(of: byte, from: index + 1) else { return nil }
                index = end + 1
                afterEquals = false
                continue
            }
            if byte == UInt8(ascii: "=") {
                afterEquals = true
            } else if !ByteClass.isSpace(byte) {
                afterEquals = false
            }
            index += 1
        }
        return nil
    }

    private func matchesName(_ name: Range<Int>, at start: Int) -> Bool {
        guard start + name.count <= bytes.count else { return false }
        for offset in 0..<name.count
        where ByteClass.lowercased(bytes[start + offset]) != ByteClass.lowercased(bytes[name.lowerBound + offset]) {
            return false
        }
        let after = byte(at: start + name.count)
        return after.map { ByteClass.isSpace($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ">") } ?? true
    }
}

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
