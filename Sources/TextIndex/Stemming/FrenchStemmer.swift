/// The Snowball French stemmer (snowballstem.org/algorithms/french), on a lower-case word:
/// `continuellement` gives `continuel`. `I`, `U`, `Y` (capitals) mark an i, u or y the
/// algorithm treats as a consonant, and `H` a diaeresis (ë as He), until the end.
enum FrenchStemmer {
    typealias Word = [Unicode.Scalar]
    fileprivate typealias S = SpanishStemmer

    static func stem(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: stem(Array(word.unicodeScalars)))
        return String(scalars)
    }

    static func isVowel(_ c: Unicode.Scalar) -> Bool { "aeiouyâàëéêèïîôûù".unicodeScalars.contains(c) }

    struct Regions {
        var rv: Int
        var r1: Int
        var r2: Int
    }

    static func stem(_ input: Word) -> Word {
        var w = prelude(elided(input))
        let r1 = after(w, from: 0)
        let r = Regions(rv: rv(w), r1: r1, r2: after(w, from: r1))
        if standardSuffix(&w, r) || iVerbSuffix(&w, r) || verbSuffix(&w, r) {
            if w.last == "Y" {
                w[w.count - 1] = "i"
            } else if w.last == "ç" {
                w[w.count - 1] = "c"
            }
        } else {
            residualSuffix(&w, r)
        }
        if ["enn", "onn", "ett", "ell", "eill"].contains(where: { S.endsWith(w, $0) }) { w.removeLast() }
        unAccent(&w)
        return postlude(w)
    }

    private static func elided(_ w: Word) -> Word {
        if w.count > 2 && w[1] == "'" && "cdjlmnstz".unicodeScalars.contains(w[0]) { return Array(w[2...]) }
        if w.count > 3 && w[0] == "q" && w[1] == "u" && w[2] == "'" { return Array(w[3...]) }
        return w
    }

    private static func prelude(_ input: Word) -> Word {
        var w = input
        var c = 0
        while c < w.count {
            let next: Unicode.Scalar? = c + 1 < w.count ? w[c + 1] : nil
            let afterNext: Unicode.Scalar? = c + 2 < w.count ? w[c + 2] : nil
            // `goto` leaves the cursor where the match began: the same letter is tried again
            // (ëu…), and the next match may start at the very next one (jouaient: oUa, aIe).
            if isVowel(w[c]), let n = next, (n == "u" || n == "i") && afterNext.map(isVowel) == true {
                w[c + 1] = n == "u" ? "U" : "I"
            } else if isVowel(w[c]) && next == "y" {
                w[c + 1] = "Y"
            } else if w[c] == "ë" || w[c] == "ï" {
                w.replaceSubrange(c...c, with: ["H", w[c] == "ë" ? "e" : "i"])
            } else if w[c] == "y" && next.map(isVowel) == true {
                w[c] = "Y"
            } else if w[c] == "q" && next == "u" {
                w[c + 1] = "U"
            } else {
                c += 1
            }
        }
        return w
    }

    private static func after(_ w: Word, from start: Int) -> Int {
        var k = start
        while k < w.count && !isVowel(w[k]) { k += 1 }
        while k < w.count && isVowel(w[k]) { k += 1 }
        return min(k + 1, w.count)
    }

    private static func rv(_ w: Word) -> Int {
        if w.count >= 3 && isVowel(w[0]) && isVowel(w[1]) { return 3 }
        if ["par", "col", "tap"].contains(where: { w.starts(with: $0.unicodeScalars) }) { return 3 }
        if w.starts(with: "ni".unicodeScalars) && w.count > 2 && isVowel(w[2]) { return 3 }
        var k = 1
        while k < w.count && !isVowel(w[k]) { k += 1 }
        return min(k + 1, w.count)
    }

    private static func postlude(_ w: Word) -> Word {
        var out: Word = []
        var k = 0
        while k < w.count {
            switch w[k] {
            case "I": out.append("i")
            case "U": out.append("u")
            case "Y": out.append("y")
            case "H":
                if k + 1 < w.count && (w[k + 1] == "e" || w[k + 1] == "i") {
                    out.append(w[k + 1] == "e" ? "ë" : "ï")
                    k += 1
                }
            default: out.append(w[k])
            }
            k += 1
        }
        return out
    }

    /// The word ends with (é or è) then one or more non-vowels: that é or è becomes e.
    private static func unAccent(_ w: inout Word) {
        var k = w.count
        while k > 0 && !isVowel(w[k - 1]) { k -= 1 }
        if k < w.count && k > 0 && (w[k - 1] == "é" || w[k - 1] == "è") { w[k - 1] = "e" }
    }

    private static func residualSuffix(_ w: inout Word, _ r: Regions) {
        if w.last == "s", w.count >= 2, S.endsWith(Array(w.dropLast()), "Hi") || !"aiouès".unicodeScalars.contains(w[w.count - 2]) {
            w.removeLast()
        }
        let region = Array(w[min(r.rv, w.count)...])
        guard let s = S.longest(region, ["ion", "ier", "ière", "Ier", "Ière", "e"]) else { return }
        let start = w.count - S.length(s)
        switch s {
        case "ion":
            if start >= r.r2 && start - 1 >= r.rv && (w[start - 1] == "s" || w[start - 1] == "t") { w.removeLast(3) }
        case "e": w.removeLast()
        default:
            w.removeLast(S.length(s))
            w.append("i")
        }
    }
}

extension FrenchStemmer {
    /// Replaces the end of `w` from `start` with `text`.
    private static func put(_ w: inout Word, from start: Int, _ text: String) {
        w.removeSubrange(start...)
        w += text.unicodeScalars
    }

    /// Whether `w` ends with `suffix` starting at or after `region`.
    private static func ends(_ w: Word, _ suffix: String, in region: Int) -> Bool {
        S.endsWith(w, suffix) && w.count - S.length(suffix) >= region
    }

    private static let standardRules: [String: Int] = {
        var rules: [String: Int] = [:]
        let groups: [[String]] = [
            ["ance", "iqUe", "isme", "able", "iste", "eux", "ances", "iqUes", "ismes", "ables", "istes"],
            ["atrice", "ateur", "ation", "atrices", "ateurs", "ations"], ["logie", "logies"],
            ["usion", "ution", "usions", "utions"], ["ence", "ences"], ["ement", "ements"], ["ité", "ités"],
            ["if", "ive", "ifs", "ives"], ["eaux"], ["aux"], ["oux"], ["euse", "euses"], ["issement", "issements"], ["amment"],
            ["emment"], ["ment", "ments"],
        ]
        for (rule, group) in groups.enumerated() { for suffix in group { rules[suffix] = rule } }
        return rules
    }()

    /// Whether a standard suffix came off (amment, emment and ment change the word and say
    /// no, so that the verb suffixes are tried next).
    static func standardSuffix(_ w: inout Word, _ r: Regions) -> Bool {
        guard let s = S.longest(w, Array(standardRules.keys)), let rule = standardRules[s] else { return false }
        let start = w.count - S.length(s)
        switch rule {
        case 0:
            guard start >= r.r2 else { return false }
            w.removeSubrange(start...)
        case 1:
            guard start >= r.r2 else { return false }
            w.removeSubrange(start...)
            if ends(w, "ic", in: r.r2) { w.removeLast(2) } else if S.endsWith(w, "ic") { put(&w, from: w.count - 2, "iqU") }
        case 2:
            guard start >= r.r2 else { return false }
            put(&w, from: start, "log")
        case 3:
            guard start >= r.r2 else { return false }
            put(&w, from: start, "u")
        case 4:
            guard start >= r.r2 else { return false }
            put(&w, from: start, "ent")
        case 5:
            guard start >= r.rv else { return false }
            w.removeSubrange(start...)
            afterEment(&w, r)
        case 6:
            guard start >= r.r2 else { return false }
            w.removeSubrange(start...)
            afterIte(&w, r)
        case 7:
            guard start >= r.r2 else { return false }
            w.removeSubrange(start...)
            if ends(w, "at", in: r.r2) {
                w.removeLast(2)
                if ends(w, "ic", in: r.r2) { w.removeLast(2) } else if S.endsWith(w, "ic") { put(&w, from: w.count - 2, "iqU") }
            }
        default: return otherStandard(&w, s, rule: rule, start: start, r)
        }
        return true
    }

    private static func otherStandard(_ w: inout Word, _ s: String, rule: Int, start: Int, _ r: Regions) -> Bool {
        switch rule {
        case 8: put(&w, from: start, "eau")
        case 9:
            guard start >= r.r1 else { return false }
            put(&w, from: start, "al")
        case 10:
            guard start > 0, "bhjlnp".unicodeScalars.contains(w[start - 1]) else { return false }
            put(&w, from: start, "ou")
        case 11:
            if start >= r.r2 {
                w.removeSubrange(start...)
            } else if start >= r.r1 {
                put(&w, from: start, "eux")
            } else {
                return false
            }
        case 12:
            guard start >= r.r1, start > 0, !isVowel(w[start - 1]) else { return false }
            w.removeSubrange(start...)
        case 13, 14:
            if start >= r.rv { put(&w, from: start, rule == 13 ? "ant" : "ent") }
            return false
        default:
            if start > 0 && isVowel(w[start - 1]) && start - 1 >= r.rv { w.removeSubrange(start...) }
            return false
        }
        return true
    }

    private static func afterEment(_ w: inout Word, _ r: Regions) {
        guard let t = S.longest(w, ["iv", "eus", "abl", "iqU", "ièr", "Ièr"]) else { return }
        let start = w.count - S.length(t)
        switch t {
        case "iv":
            guard start >= r.r2 else { return }
            w.removeSubrange(start...)
            if ends(w, "at", in: r.r2) { w.removeLast(2) }
        case "eus":
            if start >= r.r2 { w.removeSubrange(start...) } else if start >= r.r1 { put(&w, from: start, "eux") }
        case "abl", "iqU": if start >= r.r2 { w.removeSubrange(start...) }
        default: if start >= r.rv { put(&w, from: start, "i") }
        }
    }

    private static func afterIte(_ w: inout Word, _ r: Regions) {
        guard let t = S.longest(w, ["abil", "ic", "iv"]) else { return }
        let start = w.count - S.length(t)
        if start >= r.r2 {
            w.removeSubrange(start...)
        } else if t != "iv" {
            put(&w, from: start, t == "abil" ? "abl" : "iqU")
        }
    }

    private static let iVerbEndings = [
        "îmes", "ît", "îtes", "i", "ie", "ies", "ir", "ira", "irai", "iraIent", "irais", "irait", "iras", "irent", "irez", "iriez",
        "irions", "irons", "iront", "is", "issaIent", "issais", "issait", "issant", "issante", "issantes", "issants", "isse",
        "issent", "isses", "issez", "issiez", "issions", "issons", "it",
    ]

    static func iVerbSuffix(_ w: inout Word, _ r: Regions) -> Bool {
        guard let s = S.longest(Array(w[min(r.rv, w.count)...]), iVerbEndings) else { return false }
        let start = w.count - S.length(s)
        guard start - 1 >= r.rv, w[start - 1] != "H", !isVowel(w[start - 1]) else { return false }
        w.removeSubrange(start...)
        return true
    }

    private static let verbRules: [String: Int] = {
        var rules: [String: Int] = ["ions": 0, "eais": 3]
        for s in [
            "é", "ée", "ées", "és", "èrent", "er", "era", "erai", "eraIent", "erais", "erait", "eras", "erez", "eriez", "erions",
            "erons", "eront", "ez", "iez",
        ] { rules[s] = 1 }
        for s in [
            "âmes", "ât", "âtes", "a", "ai", "aIent", "ait", "ant", "ante", "antes", "ants", "as", "asse", "assent", "asses",
            "assiez", "assions",
        ] { rules[s] = 2 }
        for s in ["ais", "aise", "aises"] { rules[s] = 4 }
        return rules
    }()

    static func verbSuffix(_ w: inout Word, _ r: Regions) -> Bool {
        guard let s = S.longest(Array(w[min(r.rv, w.count)...]), Array(verbRules.keys)), let rule = verbRules[s] else { return false }
        let start = w.count - S.length(s)
        switch rule {
        case 0:
            guard start >= r.r2 else { return false }
            w.removeSubrange(start...)
        case 2:
            w.removeSubrange(start...)
            if w.last == "e" && w.count - 1 >= r.rv { w.removeLast() }
        case 4:
            let before = Array(w[..<start])
            if (before.count == 3 && S.endsWith(before, "al")) || S.endsWith(before, "auv") || S.endsWith(before, "épl") { return false }
            w.removeSubrange(start...)
        default: w.removeSubrange(start...)
        }
        return true
    }
}
