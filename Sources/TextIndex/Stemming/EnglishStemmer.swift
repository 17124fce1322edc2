/// The Snowball English stemmer ("Porter2", snowballstem.org/algorithms/english), on a
/// word of lower-case ASCII letters and apostrophes: `upgraded`, `upgrading` and
/// `upgrade` all give `upgrad`. `search.js` holds the same algorithm for queries; both are
/// tested against the Snowball project's vocabulary and output lists.
///
/// The word is worked on as bytes; `Y` (a capital) marks a `y` that is a consonant, as the
/// algorithm's prelude does, and is lowered again at the end.
enum EnglishStemmer {
    typealias Word = [UInt8]

    static func stem(_ word: String) -> String {
        String(decoding: stem(Array(word.utf8)), as: UTF8.self)
    }

    static func stem(_ input: Word) -> Word {
        if let special = exception1(input) { return special }
        guard input.count > 2 else { return input }
        var w = prelude(input)
        let (p1, p2) = regions(w)
        step1a(&w)
        step1b(&w, p1: p1)
        step1c(&w)
        step2(&w, p1: p1)
        step3(&w, p1: p1, p2: p2)
        step4(&w, p2: p2)
        step5(&w, p1: p1, p2: p2)
        for k in w.indices where w[k] == y { w[k] = lowerY }
        return w
    }

    // MARK: Letters

    private static let y = UInt8(ascii: "Y")
    private static let lowerY = UInt8(ascii: "y")
    private static let apostrophe = UInt8(ascii: "'")

    static func isVowel(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "y"): true
        default: false
        }
    }

    private static func bytes(_ s: String) -> Word { Array(s.utf8) }

    private static func endsWith(_ w: Word, _ suffix: Word) -> Bool {
        w.count >= suffix.count && w[(w.count - suffix.count)...].elementsEqual(suffix)
    }

    /// The same for a literal (its UTF-8 is read in place: no array made per call).
    private static func endsWith(_ w: Word, _ suffix: String) -> Bool {
        let count = suffix.utf8.count
        return w.count >= count && w[(w.count - count)...].elementsEqual(suffix.utf8)
    }

    private static func same(_ suffix: Word, _ literal: String) -> Bool { suffix.elementsEqual(literal.utf8) }

    /// The longest of `suffixes` that `w` ends with, and its replacement.
    private static func longest(_ w: Word, _ suffixes: [(Word, Word)]) -> (suffix: Word, replacement: Word)? {
        var best: (Word, Word)?
        for entry in suffixes where endsWith(w, entry.0) && entry.0.count > (best?.0.count ?? -1) { best = entry }
        return best
    }

    private static func replace(_ w: inout Word, suffix length: Int, with replacement: Word) {
        w.removeLast(length)
        w += replacement
    }

    // MARK: Words the rules get wrong

    private static let exceptions: [Word: Word] = {
        var table: [Word: Word] = [:]
        let changed: [(String, String)] = [
            ("skis", "ski"), ("skies", "sky"), ("idly", "idl"),
            ("gently", "gentl"), ("ugly", "ugli"), ("early", "earli"), ("only", "onli"), ("singly", "singl"),
        ]
        for (word, stem) in changed { table[bytes(word)] = bytes(stem) }
        for word in ["sky", "news", "howe", "atlas", "cosmos", "bias", "andes"] { table[bytes(word)] = bytes(word) }
        return table
    }()

    private static func exception1(_ w: Word) -> Word? { exceptions[w] }

    // MARK: Prelude and regions

    private static func prelude(_ input: Word) -> Word {
        var w = input.first == apostrophe ? Array(input.dropFirst()) : input
        if w.first == lowerY { w[0] = y }
        for k in w.indices.dropFirst() where w[k] == lowerY && isVowel(w[k - 1]) { w[k] = y }
        return w
    }

    /// Where R1 starts after these (generous, universal, internal…), not after the first syllable.
    private static let regionPrefixes: [Word] = [
        "gener", "commun", "arsen", "past", "univers", "later", "emerg", "organ", "inter",
    ].map(bytes)

    /// R1 and R2's starts: each after the first non-vowel that follows a vowel (R1 after a
    /// listed prefix when the word starts with one).
    private static func regions(_ w: Word) -> (Int, Int) {
        let p1 = regionPrefixes.first { w.starts(with: $0) }?.count ?? regionStart(w, from: 0)
        return (p1, regionStart(w, from: p1))
    }

    static func regionStart(_ w: Word, from start: Int) -> Int {
        var k = start
        while k < w.count && !isVowel(w[k]) { k += 1 }
        while k < w.count && isVowel(w[k]) { k += 1 }
        return min(k + 1, w.count)
    }

    /// Whether `w[..<end]` ends in a short syllable: a non-vowel other than w, x or Y
    /// after a vowel after a non-vowel, or a vowel at the start then a non-vowel.
    private static func endsShort(_ w: Word, _ end: Int) -> Bool {
        if end >= 3 && !isVowel(w[end - 1]) && !"wxY".utf8.contains(w[end - 1]) && isVowel(w[end - 2]) && !isVowel(w[end - 3]) {
            return true
        }
        if end == 2 && isVowel(w[0]) && !isVowel(w[1]) { return true }
        // pasted, pasting: paste.
        return end >= 4 && w[(end - 4)..<end].elementsEqual("past".utf8)
    }

    private static func hasVowel(_ w: Word, before end: Int) -> Bool { end > 0 && w[..<end].contains(where: isVowel) }

    // MARK: Steps

    private static let apostropheSuffixes: [(Word, Word)] = [(bytes("'"), []), (bytes("'s'"), []), (bytes("'s"), [])]
    private static let step1aSuffixes: [(Word, Word)] = [
        (bytes("sses"), bytes("ss")), (bytes("ied"), []), (bytes("ies"), []), (bytes("s"), []), (bytes("us"), []),
        (bytes("ss"), []),
    ]

    private static func step1a(_ w: inout Word) {
        if let (suffix, _) = longest(w, apostropheSuffixes) { w.removeLast(suffix.count) }
        guard let (suffix, replacement) = longest(w, step1aSuffixes) else { return }
        if same(suffix, "sses") {
            replace(&w, suffix: 4, with: replacement)
        } else if same(suffix, "ied") || same(suffix, "ies") {
            replace(&w, suffix: 3, with: w.count > 4 ? bytes("i") : bytes("ie"))
        } else if same(suffix, "s") && hasVowel(w, before: w.count - 2) {
            w.removeLast()
        }
    }

    private static let step1bSuffixes: [(Word, Word)] = [
        (bytes("eed"), bytes("ee")), (bytes("eedly"), bytes("ee")), (bytes("ed"), []), (bytes("edly"), []),
        (bytes("ing"), []), (bytes("ingly"), []),
    ]
    private static let doubles: [Word] = ["bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"].map(bytes)
    /// Words `-eed` and `-ing` leave alone: proceed, inning, evening.
    private static let keptBeforeEed: Set<Word> = Set(["proc", "exc", "succ"].map(bytes))
    private static let keptBeforeIng: Set<Word> = Set(["inn", "out", "cann", "herr", "earr", "even"].map(bytes))

    private static func step1b(_ w: inout Word, p1: Int) {
        guard let (suffix, replacement) = longest(w, step1bSuffixes) else { return }
        let start = w.count - suffix.count
        if !replacement.isEmpty {
            if start >= p1 && !keptBeforeEed.contains(Array(w[..<start])) { replace(&w, suffix: suffix.count, with: replacement) }
            return
        }
        if same(suffix, "ing") {
            // dying, lying, tying, vying: -ie.
            if start == 2 && w[1] == lowerY && !isVowel(w[0]) {
                replace(&w, suffix: 4, with: bytes("ie"))
                return
            }
            if keptBeforeIng.contains(Array(w[..<start])) { return }
        }
        guard hasVowel(w, before: start) else { return }
        w.removeLast(suffix.count)
        if endsWith(w, "at") || endsWith(w, "bl") || endsWith(w, "iz") {
            w.append(UInt8(ascii: "e"))
        } else if doubles.contains(where: { endsWith(w, $0) }) {
            // add, ebb, err, off keep their double.
            if !(w.count == 3 && "aeo".utf8.contains(w[0])) { w.removeLast() }
        } else if w.count == p1 && endsShort(w, w.count) {
            w.append(UInt8(ascii: "e"))
        }
    }

    private static func step1c(_ w: inout Word) {
        guard w.count > 2, w.last == lowerY || w.last == y, !isVowel(w[w.count - 2]) else { return }
        w[w.count - 1] = UInt8(ascii: "i")
    }

    private static let step2Suffixes: [(Word, Word)] = [
        ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("abli", "able"), ("entli", "ent"), ("izer", "ize"),
        ("ization", "ize"), ("ational", "ate"), ("ation", "ate"), ("ator", "ate"), ("alli", "al"), ("alism", "al"),
        ("aliti", "al"), ("fulness", "ful"), ("ousli", "ous"), ("ousness", "ous"), ("iveness", "ive"), ("iviti", "ive"),
        ("biliti", "ble"), ("bli", "ble"), ("ogist", "og"), ("ogi", "og"), ("fulli", "ful"), ("lessli", "less"), ("li", ""),
    ].map { (bytes($0.0), bytes($0.1)) }

    private static func step2(_ w: inout Word, p1: Int) {
        guard let (suffix, replacement) = longest(w, step2Suffixes), w.count - suffix.count >= p1 else { return }
        let before = w.count - suffix.count - 1
        if same(suffix, "ogi") {
            if before >= 0 && w[before] == UInt8(ascii: "l") { replace(&w, suffix: 3, with: replacement) }
        } else if same(suffix, "li") {
            if before >= 0 && "cdeghkmnrt".utf8.contains(w[before]) { w.removeLast(2) }
        } else {
            replace(&w, suffix: suffix.count, with: replacement)
        }
    }

    private static let step3Suffixes: [(Word, Word)] = [
        ("tional", "tion"), ("ational", "ate"), ("alize", "al"), ("icate", "ic"), ("iciti", "ic"), ("ical", "ic"),
        ("ful", ""), ("ness", ""), ("ative", ""),
    ].map { (bytes($0.0), bytes($0.1)) }

    private static func step3(_ w: inout Word, p1: Int, p2: Int) {
        guard let (suffix, replacement) = longest(w, step3Suffixes), w.count - suffix.count >= p1 else { return }
        if same(suffix, "ative") && w.count - suffix.count < p2 { return }
        replace(&w, suffix: suffix.count, with: replacement)
    }

    private static let step4Suffixes: [(Word, Word)] = [
        "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate", "iti", "ous", "ive",
        "ize", "ion",
    ].map { (bytes($0), []) }

    private static func step4(_ w: inout Word, p2: Int) {
        guard let (suffix, _) = longest(w, step4Suffixes), w.count - suffix.count >= p2 else { return }
        if same(suffix, "ion") {
            let before = w.count - 4
            guard before >= 0, w[before] == UInt8(ascii: "s") || w[before] == UInt8(ascii: "t") else { return }
        }
        w.removeLast(suffix.count)
    }

    private static func step5(_ w: inout Word, p1: Int, p2: Int) {
        let end = w.count - 1
        if w.last == UInt8(ascii: "e") {
            if end >= p2 || (end >= p1 && !endsShort(w, end)) { w.removeLast() }
        } else if w.last == UInt8(ascii: "l") {
            if end >= p2 && end > 0 && w[end - 1] == UInt8(ascii: "l") { w.removeLast() }
        }
    }
}
