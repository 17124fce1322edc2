extension ScriptCounts {
    /// Counts `text` (a title or a body, Markdown or HTML).
    public mutating func add(_ text: some StringProtocol) {
        var word = PackedWord()
        var inTag = false
        var skippingToken = false
        var previous: UInt32 = 0x20
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if inTag {
                if v == 0x3E { inTag = false }
                continue
            }
            if v == 0x3C {
                inTag = true
                finishWord(&word)
                continue
            }
            if skippingToken {
                if Self.isSpace(v) { skippingToken = false }
                previous = v
                continue
            }
            // "http://…", "www.…", "a@b.c": a URL or address is no one's language.
            if (v == 0x2F && previous == 0x3A) || v == 0x40 || (v == 0x2E && word == PackedWord.www) {
                // The scheme or the name before "@" was counted as it came: take it back.
                latin -= word.count
                word = PackedWord()
                skippingToken = true
                continue
            }
            previous = v
            count(v, word: &word)
        }
        finishWord(&word)
    }

    private static func isSpace(_ v: UInt32) -> Bool { v == 0x20 || v == 0x0A || v == 0x09 || v == 0x0D || v == 0x3000 }

    private mutating func count(_ v: UInt32, word: inout PackedWord) {
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F:
            latin += 1
            word.append(v | (v < 0x80 ? 0x20 : 0))
            return
        case 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D:
            // The long-vowel mark and the middle dot sit in the katakana block but Chinese uses the dot too.
            if v != 0x30FB { kana += 1 }
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF:
            han += 1
            if ChineseVariants.simplifiedOnly.contains(v) { simplified += 1 }
            if ChineseVariants.traditionalOnly.contains(v) { traditional += 1 }
        case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F:
            hangul += 1
        case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            if (0x0621...0x064A).contains(v) || v >= 0x0671 { arabic += 1 }
        case 0x0400...0x04FF:
            cyrillic += 1
        // A colon keeps the word: "https:" is taken back when "//" follows.
        case 0x3A: return
        default: break
        }
        finishWord(&word)
    }

    private mutating func finishWord(_ word: inout PackedWord) {
        guard word.count > 0 else { return }
        if word.count <= PackedWord.capacity, let language = FunctionWords.index[word.bits] {
            functionWords[language, default: 0] += 1
        }
        word = PackedWord()
    }
}

/// A word of up to five Latin letters (below U+0400) packed 10 bits a letter into one
/// integer: function words are looked up without an allocation per word.
struct PackedWord: Equatable {
    static let capacity = 5
    static let www = PackedWord("www")
    private(set) var bits: UInt64 = 0
    private(set) var count = 0

    init() {}

    init(_ text: String) {
        for scalar in text.unicodeScalars { append(scalar.value) }
    }

    mutating func append(_ v: UInt32) {
        count += 1
        if count <= Self.capacity { bits = bits << 10 | UInt64(v & 0x3FF) }
    }
}
