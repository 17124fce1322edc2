/// Splits a template's bytes into text and tags, following set-delimiter tags as it goes.
struct Tokenizer {
    private let source: SourceText
    private var bytes: [UInt8] { source.bytes }
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    private var tokens: [Token] = []

    init(source: SourceText) {
        self.source = source
    }

    static func tokenize(_ source: SourceText) throws(MustacheError) -> [Token] {
        var tokenizer = Tokenizer(source: source)
        try tokenizer.run()
        return tokenizer.tokens
    }

    private mutating func run() throws(MustacheError) {
        var position = 0
        while position < bytes.count {
            guard let tagStart = find(openDelimiter, from: position) else {
                appendText(position..<bytes.count)
                return
            }
            appendText(position..<tagStart)
            position = try readTag(at: tagStart)
        }
    }

    /// Reads the tag starting at `tagStart`, appends it, and returns the offset after it.
    private mutating func readTag(at tagStart: Int) throws(MustacheError) -> Int {
        var cursor = skipBlanks(from: tagStart + openDelimiter.count)
        let (kind, closing, sigilLength) = classify(sigil: cursor < bytes.count ? bytes[cursor] : nil)
        cursor += sigilLength
        guard let closeAt = find(closing, from: cursor) else {
            let unclosed = MustacheError.Kind.unclosedTag(expected: text(closing))
            if kind == .setDelimiters {
                throw source.error(
                    unclosed, at: source.location(of: tagStart),
                    "this set-delimiter tag is never "
                        + "closed: it ends with '\(text(closing))', e.g. {{=<% %>=}}")
            }
            throw source.error(
                unclosed, at: source.location(of: tagStart),
                "this tag is never closed: add "
                    + "'\(text(closing))', or change delimiters (e.g. {{=<% %>=}}) to write "
                    + "'\(text(openDelimiter))' literally")
        }
        let content = text(bytes[cursor..<closeAt]).trimmingBlanks()
        let location = source.location(of: tagStart)
        if kind == .setDelimiters {
            try changeDelimiters(content, at: location)
        }
        if let tag = try makeTag(kind: kind, content: content, at: location) {
            tokens.append(.tag(tag))
        }
        return closeAt + closing.count
    }

    /// The tag kind for a sigil, the closing sequence to look for, and the sigil's length.
    private func classify(sigil: UInt8?) -> (TagKind, [UInt8], Int) {
        switch sigil {
        case UInt8(ascii: "{"): return (.variable(escaped: false), Array("}".utf8) + closeDelimiter, 1)
        case UInt8(ascii: "&"): return (.variable(escaped: false), closeDelimiter, 1)
        case UInt8(ascii: "#"): return (.section, closeDelimiter, 1)
        case UInt8(ascii: "^"): return (.invertedSection, closeDelimiter, 1)
        case UInt8(ascii: "/"): return (.close, closeDelimiter, 1)
        case UInt8(ascii: "!"): return (.comment, closeDelimiter, 1)
        case UInt8(ascii: "="): return (.setDelimiters, Array("=".utf8) + closeDelimiter, 1)
        case UInt8(ascii: ">"): return (.partial, closeDelimiter, 1)
        case UInt8(ascii: "<"): return (.parent, closeDelimiter, 1)
        case UInt8(ascii: "$"): return (.block, closeDelimiter, 1)
        default: return (.variable(escaped: true), closeDelimiter, 0)
        }
    }

    private func makeTag(kind: TagKind, content: String, at location: SourceLocation) throws(MustacheError) -> Tag? {
        switch kind {
        case .comment, .setDelimiters:
            // Kept as tokens: they still make their line standalone.
            return Tag(kind: kind, name: "", isDynamic: false, location: location)
        case .partial, .parent:
            guard content.hasPrefix("*") else { fallthrough }
            let name = String(content.dropFirst()).trimmingBlanks()
            try validate(name: name, kind: kind, at: location)
            return Tag(kind: kind, name: name, isDynamic: true, location: location)
        default:
            try validate(name: content, kind: kind, at: location)
            return Tag(kind: kind, name: content, isDynamic: false, location: location)
        }
    }

    private func validate(name: String, kind: TagKind, at location: SourceLocation) throws(MustacheError) {
        if name.isEmpty {
            throw source.error(
                .missingName, at: location,
                "this tag has no name: write a name between the delimiters, e.g. {{title}}")
        }
        if name.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
            throw source.error(
                .nameWithWhitespace(name), at: location,
                "tag name '\(name)' contains whitespace: "
                    + "names are one word (use dots for nesting, e.g. {{author.name}}); is a closing delimiter missing?")
        }
        let usesKeyPath = kind != .partial && kind != .parent && kind != .block
        if usesKeyPath, name != ".", name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            throw source.error(
                .invalidDottedName(name), at: location,
                "'\(name)' is not a valid dotted name: "
                    + "use {{.}} for the current item or names joined by single dots, e.g. {{author.name}}")
        }
    }

    private mutating func changeDelimiters(_ content: String, at location: SourceLocation) throws(MustacheError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw source.error(
                .invalidDelimiters, at: location,
                "a set-delimiter tag needs two delimiters without '=' "
                    + "separated by a space, e.g. {{=<% %>=}}")
        }
        openDelimiter = Array(parts[0].utf8)
        closeDelimiter = Array(parts[1].utf8)
    }

    /// Appends text split after each newline, so standalone analysis sees whole lines.
    private mutating func appendText(_ range: Range<Int>) {
        var start = range.lowerBound
        for index in range where bytes[index] == UInt8(ascii: "\n") {
            tokens.append(.text(Array(bytes[start...index])))
            start = index + 1
        }
        if start < range.upperBound {
            tokens.append(.text(Array(bytes[start..<range.upperBound])))
        }
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    private func skipBlanks(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return index
    }

    private func text<S: Sequence<UInt8>>(_ bytes: S) -> String {
        String(decoding: Array(bytes), as: UTF8.self)
    }
}

extension String {
    /// Trims spaces, tabs and line breaks: the padding the spec allows inside tags.
    fileprivate func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
