extension ScriptCounts {
    /// Counts `text` (a title or a body, Markdown or HTML).
    public mutating func add(_ text: some StringProtocol) {
        var word: [UInt32] = []
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
            if (v == 0x2F && previous == 0x3A) || v == 0x40 || (v == 0x2E && word == Self.www) {
                // The scheme or the name before "@" was counted as it came: take it back.
                letters[.latin, default: 0] -= word.count
                word.removeAll()
                skippingToken = true
                continue
            }
            previous = v
            count(v, word: &word)
        }
        finishWord(&word)
    }

    private static let www: [UInt32] = [0x77, 0x77, 0x77]

    private static func isSpace(_ v: UInt32) -> Bool { v == 0x20 || v == 0x0A || v == 0x09 || v == 0x0D || v == 0x3000 }

    private mutating func count(_ v: UInt32, word: inout [UInt32]) {
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F:
            letters[.latin, default: 0] += 1
            word.append(v | (v < 0x80 ? 0x20 : 0))
            return
        case 0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D:
            // The long-vowel mark and the middle dot sit in the katakana block but Chinese uses the dot too.
            if v != 0x30FB { letters[.kana, default: 0] += 1 }
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF:
            letters[.han, default: 0] += 1
            if ChineseVariants.simplifiedOnly.contains(v) { simplified += 1 }
            if ChineseVariants.traditionalOnly.contains(v) { traditional += 1 }
        case 0xAC00...0xD7AF, 0x1100...0x11FF, 0x3130...0x318F:
            letters[.hangul, default: 0] += 1
        case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFDFF, 0xFE70...0xFEFF:
            if (0x0621...0x064A).contains(v) || v >= 0x0671 { letters[.arabic, default: 0] += 1 }
        case 0x0400...0x04FF:
            letters[.cyrillic, default: 0] += 1
        // A colon keeps the word: "https:" is taken back when "//" follows.
        case 0x3A: return
        default: break
        }
        finishWord(&word)
    }

    private mutating func finishWord(_ word: inout [UInt32]) {
        guard !word.isEmpty else { return }
        if word.count <= 5, let language = FunctionWords.language(of: word) {
            functionWords[language, default: 0] += 1
        }
        word.removeAll(keepingCapacity: true)
    }
}
