/// wpautop: WordPress stores comments as text with a little inline HTML and shows blank lines
/// as paragraphs and single newlines as line breaks. Done on the raw string, text runs only
/// (tags are copied untouched, so a newline inside `<a\nhref=…>` is not turned into `<br>`);
/// gumbo then repairs inline elements that a paragraph break cuts through.
extension Preprocessor {
    static func wantsAutoParagraph(_ bytes: [UInt8]) -> Bool {
        guard bytes.contains(UInt8(ascii: "\n")) || bytes.contains(UInt8(ascii: "\r")) else { return false }
        var scanner = RawTagScanner(bytes)
        while let token = scanner.next() {
            guard case .tag(_, let name, _) = token else { continue }
            if TagTraits.of(tag(named: name, in: bytes)).contains(.block) { return false }
        }
        return true
    }

    mutating func appendAutoParagraphText(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = input[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else {
                appendByte(byte)
                index += 1
                continue
            }
            index = appendLineBreak(from: index, upTo: range.upperBound)
        }
    }

    /// Consumes a run of whitespace holding newlines; two or more newlines end a paragraph.
    private mutating func appendLineBreak(from start: Int, upTo end: Int) -> Int {
        var index = start
        var newlines = 0
        while index < end, ByteClass.isSpace(input[index]) {
            let isCRLF = input[index] == UInt8(ascii: "\r") && index + 1 < end && input[index + 1] == UInt8(ascii: "\n")
            if input[index] == UInt8(ascii: "\n") || (input[index] == UInt8(ascii: "\r") && !isCRLF) {
                newlines += 1
            }
            index += 1
        }
        appendLiteral(newlines >= 2 ? "</p>\n<p>" : "<br>\n")
        return index
    }
}
