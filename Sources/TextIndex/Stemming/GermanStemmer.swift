/// The Snowball German stemmer (snowballstem.org/algorithms/german), on a lower-case word:
/// `häuser` and `hauser` give `haus`. Worked on as Unicode scalars; `U` and `Y` (capitals)
/// mark a `u` or `y` between vowels, and are lowered again at the end, with the umlauts.
enum GermanStemmer {
    typealias Word = [Unicode.Scalar]

    static func stem(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: stem(Array(word.unicodeScalars)))
        return String(scalars)
    }

    static func stem(_ input: Word) -> Word {
        var w = prelude(input)
        let (p1, p2) = regions(w)
        step1(&w, p1: p1)
        step2(&w, p1: p1)
        step3(&w, p1: p1, p2: p2)
        step4(&w)
        return w.map { c in
            switch c {
            case "Y": "y"
            case "U", "ü": "u"
            case "ä": "a"
            case "ö": "o"
            default: c
            }
        }
    }

    static func isVowel(_ c: Unicode.Scalar) -> Bool { "aeiouyäöü".unicodeScalars.contains(c) }

    private static func endsWith(_ w: Word, _ suffix: String) -> Bool {
        let s = Array(suffix.unicodeScalars)
        return w.count >= s.count && w[(w.count - s.count)...].elementsEqual(s)
    }

    /// The longest of `suffixes` that `w` ends with.
    private static func longest(_ w: Word, _ suffixes: [String]) -> String? {
        suffixes.filter { endsWith(w, $0) }.max { $0.unicodeScalars.count < $1.unicodeScalars.count }
    }

    private static func drop(_ w: inout Word, _ suffix: String) { w.removeLast(suffix.unicodeScalars.count) }

    /// `u` and `y` between vowels marked (`U`, `Y`); ß, ae, oe and ue (but not after q)
    /// as ss, ä, ö and ü.
    private static func prelude(_ input: Word) -> Word {
        var w = input
        var c = 0
        while c + 2 < w.count {
            if isVowel(w[c]) && (w[c + 1] == "u" || w[c + 1] == "y") && isVowel(w[c + 2]) {
                w[c + 1] = w[c + 1] == "u" ? "U" : "Y"
            }
            // `goto` leaves the cursor where the match began.
            c += 1
        }
        var out: Word = []
        var k = 0
        while k < w.count {
            let next: Unicode.Scalar? = k + 1 < w.count ? w[k + 1] : nil
            if w[k] == "ß" {
                out += ["s", "s"]
            } else if next == "e" && (w[k] == "a" || w[k] == "o" || w[k] == "u") {
                out.append(w[k] == "a" ? "ä" : w[k] == "o" ? "ö" : "ü")
                k += 1
            } else if w[k] == "q" && next == "u" {
                out += ["q", "u"]
                k += 1
            } else {
                out.append(w[k])
            }
            k += 1
        }
        return out
    }

    private static func regions(_ w: Word) -> (Int, Int) {
        guard w.count >= 3 else { return (w.count, w.count) }
        let p1 = after(w, from: 0)
        return (max(p1, 3), after(w, from: p1))
    }

    /// After the first non-vowel that follows a vowel, from `start`.
    private static func after(_ w: Word, from start: Int) -> Int {
        var k = start
        while k < w.count && !isVowel(w[k]) { k += 1 }
        while k < w.count && isVowel(w[k]) { k += 1 }
        return min(k + 1, w.count)
    }

    private static func step1(_ w: inout Word, p1: Int) {
        let suffixes = ["em", "ern", "er", "erin", "erinnen", "e", "en", "es", "s", "ln", "lns"]
        guard let s = longest(w, suffixes), w.count - s.unicodeScalars.count >= p1 else { return }
        let start = w.count - s.unicodeScalars.count
        switch s {
        case "em": if !endsWith(Array(w[..<start]), "syst") { drop(&w, s) }
        case "ern", "er", "erin", "erinnen": drop(&w, s)
        case "e", "en", "es":
            drop(&w, s)
            if endsWith(w, "niss") { w.removeLast() }
        case "s": if start > 0 && "bdfghklmnrt".unicodeScalars.contains(w[start - 1]) { drop(&w, s) }
        default:
            drop(&w, s)
            w.append("l")
        }
    }

    private static func step2(_ w: inout Word, p1: Int) {
        guard let s = longest(w, ["en", "er", "est", "st", "et"]), w.count - s.unicodeScalars.count >= p1 else { return }
        let start = w.count - s.unicodeScalars.count
        let before = Array(w[..<start])
        switch s {
        case "st": if start >= 4 && "bdfghklmnt".unicodeScalars.contains(w[start - 1]) { drop(&w, s) }
        case "et":
            guard start > 0, "dfgklmnrstUzä".unicodeScalars.contains(w[start - 1]) else { return }
            if !["geordn", "intern", "plan", "tick", "tr"].contains(where: { endsWith(before, $0) }) { drop(&w, s) }
        default: drop(&w, s)
        }
    }

    private static func step3(_ w: inout Word, p1: Int, p2: Int) {
        guard let s = longest(w, ["end", "ung", "ig", "ik", "isch", "lich", "heit", "keit"]) else { return }
        let start = w.count - s.unicodeScalars.count
        guard start >= p2 else { return }
        let afterE = start > 0 && w[start - 1] == "e"
        switch s {
        case "end", "ung":
            drop(&w, s)
            if endsWith(w, "ig") && w.count - 2 >= p2 && !(w.count > 2 && w[w.count - 3] == "e") { w.removeLast(2) }
        case "ig", "ik", "isch": if !afterE { drop(&w, s) }
        case "lich", "heit":
            drop(&w, s)
            if (endsWith(w, "er") || endsWith(w, "en")) && w.count - 2 >= p1 { w.removeLast(2) }
        default:
            drop(&w, s)
            if let t = longest(w, ["lich", "ig"]), w.count - t.unicodeScalars.count >= p2 { drop(&w, t) }
        }
    }

    /// 's, 'sch and ' after two letters or more.
    private static func step4(_ w: inout Word) {
        guard let s = longest(w, ["'s", "'sch", "'"]), w.count - s.unicodeScalars.count >= 2 else { return }
        drop(&w, s)
    }
}
