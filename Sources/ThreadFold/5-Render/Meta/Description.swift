/// A page's `<meta name="description">`: the opening of a text, about `limit` characters,
/// cut where a reader would cut it: at a space, or between two CJK characters (which
/// have no spaces), never inside a word; `…` marks a cut.
enum Description {
    static let limit = 155

    static func cut(_ text: String, limit: Int = limit) -> String {
        let characters = Array(text)
        guard characters.count > limit else { return text }
        // The last place at or before `limit` where a cut splits no word.
        var cutAt = 0
        for index in 1...limit where isBreak(before: index, in: characters) { cutAt = index }
        // A single word longer than the limit is cut at the limit.
        if cutAt == 0 { cutAt = limit }
        var kept = String(characters[..<cutAt])
        while let last = kept.last, last.isWhitespace || ",;:，、；：".contains(last) { kept.removeLast() }
        return kept + "…"
    }

    /// Between `characters[index - 1]` and `characters[index]`.
    private static func isBreak(before index: Int, in characters: [Character]) -> Bool {
        let before = characters[index - 1]
        let after = characters[index]
        if after.isWhitespace || before.isWhitespace { return true }
        return isCJK(before) || isCJK(after)
    }

    /// Han, kana, Hangul and CJK punctuation: scripts written without spaces between words.
    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x303F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
            0xFF00...0xFFEF, 0x20000...0x2FA1F:
            return true
        default: return false
        }
    }
}
