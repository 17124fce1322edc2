import CGumbo

/// The raw-string pass before gumbo: caps tag nesting (gumbo recurses over deep trees and is
/// quadratic on deep end tags: 100,000 nested `<div>`s overflow a 512 KiB stack and take
/// minutes), turns an unterminated trailing `<tag` into text, and applies wpautop.
struct Preprocessor {
    /// Deeper start tags are removed (their text stays). Real comments nest a handful deep.
    static let maximumDepth = 100
    /// Start tags past this count are removed: the backstop for nesting the depth count cannot
    /// see (formatting elements reopened by the parser, tags inside misnested raw text).
    static let maximumStartTags = 4_000

    let input: [UInt8]
    private let autoParagraph: Bool
    private(set) var output: [UInt8] = []
    private var openTags: [GumboTag] = []
    private var startTagCount = 0

    static func prepare(_ html: String) -> [UInt8] {
        var preprocessor = Preprocessor(Array(html.utf8))
        return preprocessor.run()
    }

    private init(_ input: [UInt8]) {
        self.input = input
        self.autoParagraph = Self.wantsAutoParagraph(input)
        output.reserveCapacity(input.count + (autoParagraph ? 64 : 0))
    }

    private mutating func run() -> [UInt8] {
        var scanner = RawTagScanner(input)
        if autoParagraph { appendLiteral("<p>") }
        while let token = scanner.next() {
            switch token {
            case .text(let range):
                appendText(range)
            case .markup(let range):
                output.append(contentsOf: input[range])
            case .unterminatedTag(let range):
                appendLiteral("&lt;")
                appendText(range.lowerBound + 1..<range.upperBound)
            case .tag(let range, let name, let isEnd):
                let tag = Self.tag(named: name, in: input)
                guard isEnd || acceptStartTag(tag) else { continue }
                if isEnd { closeTag(tag) }
                output.append(contentsOf: input[range])
                if !isEnd, TagTraits.of(tag).contains(.rawText) {
                    output.append(contentsOf: input[scanner.skipRawText(endTagName: name)])
                }
            }
        }
        if autoParagraph { appendLiteral("</p>") }
        return output
    }

    static func tag(named name: Range<Int>, in bytes: [UInt8]) -> GumboTag {
        bytes[name].withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                gumbo_tagn_enum(characters.baseAddress, UInt32(characters.count))
            }
        }
    }

    private mutating func acceptStartTag(_ tag: GumboTag) -> Bool {
        startTagCount += 1
        guard startTagCount <= Self.maximumStartTags else { return false }
        let traits = TagTraits.of(tag)
        if traits.contains(.void) || traits.contains(.selfLimiting) { return true }
        guard openTags.count < Self.maximumDepth else { return false }
        openTags.append(tag)
        return true
    }

    private mutating func closeTag(_ tag: GumboTag) {
        guard let index = openTags.lastIndex(of: tag) else { return }
        openTags.removeSubrange(index...)
    }

    mutating func appendLiteral(_ literal: StaticString) {
        literal.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    mutating func appendByte(_ byte: UInt8) {
        output.append(byte)
    }

    private mutating func appendText(_ range: Range<Int>) {
        if autoParagraph {
            appendAutoParagraphText(range)
        } else {
            output.append(contentsOf: input[range])
        }
    }
}
