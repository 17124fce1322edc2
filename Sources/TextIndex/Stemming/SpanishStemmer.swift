/// The Snowball Spanish stemmer (snowballstem.org/algorithms/spanish), on a lower-case
/// word: `canciones` and `canción` give `cancion`.
enum SpanishStemmer {
    typealias Word = [Unicode.Scalar]

    static func stem(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: stem(Array(word.unicodeScalars)))
        return String(scalars)
    }

    static func isVowel(_ c: Unicode.Scalar) -> Bool { "aeiouáéíóúü".unicodeScalars.contains(c) }

    struct Regions {
        var rv: Int
        var r1: Int
        var r2: Int
    }

    static func stem(_ input: Word) -> Word {
        var w = input
        let regions = Regions(rv: rv(w), r1: after(w, from: 0), r2: after(w, from: after(w, from: 0)))
        attachedPronoun(&w, regions)
        if !standardSuffix(&w, regions) && !yVerbSuffix(&w, regions) { verbSuffix(&w, regions) }
        residualSuffix(&w, regions)
        return w.map { c in
            switch c {
            case "á": "a"
            case "é": "e"
            case "í": "i"
            case "ó": "o"
            case "ú": "u"
            default: c
            }
        }
    }

    /// After the first non-vowel that follows a vowel, from `start`.
    static func after(_ w: Word, from start: Int) -> Int {
        var k = start
        while k < w.count && !isVowel(w[k]) { k += 1 }
        while k < w.count && isVowel(w[k]) { k += 1 }
        return min(k + 1, w.count)
    }

    /// After the next vowel from `start` (nil when there is none).
    private static func pastVowel(_ w: Word, from start: Int) -> Int? {
        var k = start
        while k < w.count && !isVowel(w[k]) { k += 1 }
        return k < w.count ? k + 1 : nil
    }

    private static func rv(_ w: Word) -> Int {
        guard w.count >= 2 else { return w.count }
        if isVowel(w[0]) {
            if !isVowel(w[1]) { return pastVowel(w, from: 2) ?? w.count }
            var k = 2
            while k < w.count && isVowel(w[k]) { k += 1 }
            return k < w.count ? k + 1 : w.count
        }
        if !isVowel(w[1]) { return pastVowel(w, from: 2) ?? w.count }
        return min(3, w.count)
    }

    static func endsWith(_ w: Word, _ suffix: String) -> Bool {
        let s = Array(suffix.unicodeScalars)
        return w.count >= s.count && w[(w.count - s.count)...].elementsEqual(s)
    }

    static func longest(_ w: Word, _ suffixes: [String]) -> String? {
        suffixes.filter { endsWith(w, $0) }.max { $0.unicodeScalars.count < $1.unicodeScalars.count }
    }

    static func length(_ s: String) -> Int { s.unicodeScalars.count }

    /// Removes `suffix` when it starts at or after `region`; whether it did.
    @discardableResult
    static func remove(_ w: inout Word, _ suffix: String, from region: Int) -> Bool {
        guard endsWith(w, suffix), w.count - length(suffix) >= region else { return false }
        w.removeLast(length(suffix))
        return true
    }

    private static func attachedPronoun(_ w: inout Word, _ r: Regions) {
        let pronouns = ["me", "se", "sela", "selo", "selas", "selos", "la", "le", "lo", "las", "les", "los", "nos"]
        guard let p = longest(w, pronouns) else { return }
        let before = Array(w[..<(w.count - length(p))])
        let endings = ["iéndo", "ándo", "ár", "ér", "ír", "ando", "iendo", "ar", "er", "ir", "yendo"]
        guard let e = longest(before, endings), before.count - length(e) >= r.rv else { return }
        switch e {
        case "iéndo", "ándo", "ár", "ér", "ír":
            let plain: [Unicode.Scalar] = e.unicodeScalars.map { $0 == "é" ? "e" : $0 == "á" ? "a" : $0 == "í" ? "i" : $0 }
            w = Array(before.dropLast(length(e))) + plain
        case "yendo":
            if before.count > length(e) && before[before.count - length(e) - 1] == "u" { w = before }
        default: w = before
        }
    }

    private static let standard: [String: Int] = {
        var rules: [String: Int] = [:]
        let groups: [[String]] = [
            [
                "anza", "anzas", "ico", "ica", "icos", "icas", "ismo", "ismos", "able", "ables", "ible", "ibles", "ista", "istas",
                "oso", "osa", "osos", "osas", "amiento", "amientos", "imiento", "imientos",
            ],
            ["adora", "ador", "ación", "adoras", "adores", "aciones", "ante", "antes", "ancia", "ancias", "acion"],
            ["logía", "logías"], ["ución", "uciones", "ucion"], ["encia", "encias"], ["amente"], ["mente"], ["idad", "idades"],
            ["iva", "ivo", "ivas", "ivos"],
        ]
        for (rule, group) in groups.enumerated() { for suffix in group { rules[suffix] = rule } }
        return rules
    }()

    private static func standardSuffix(_ w: inout Word, _ r: Regions) -> Bool {
        guard let s = longest(w, Array(standard.keys)), let rule = standard[s] else { return false }
        let start = w.count - length(s)
        guard start >= (rule == 5 ? r.r1 : r.r2) else { return false }
        w.removeLast(length(s))
        switch rule {
        case 1: remove(&w, "ic", from: r.r2)
        case 2: w += "log".unicodeScalars
        case 3: w.append("u")
        case 4: w += "ente".unicodeScalars
        case 5:
            if let t = longest(w, ["iv", "os", "ic", "ad"]), remove(&w, t, from: r.r2), t == "iv" { remove(&w, "at", from: r.r2) }
        case 6: if let t = longest(w, ["ante", "able", "ible"]) { remove(&w, t, from: r.r2) }
        case 7: if let t = longest(w, ["abil", "ic", "iv"]) { remove(&w, t, from: r.r2) }
        case 8: remove(&w, "at", from: r.r2)
        default: break
        }
        return true
    }

    private static func yVerbSuffix(_ w: inout Word, _ r: Regions) -> Bool {
        let suffixes = ["ya", "ye", "yan", "yen", "yeron", "yendo", "yo", "yó", "yas", "yes", "yais", "yamos"]
        guard let s = longest(Array(w[min(r.rv, w.count)...]), suffixes) else { return false }
        let start = w.count - length(s)
        guard start > 0, w[start - 1] == "u" else { return false }
        w.removeLast(length(s))
        return true
    }

    private static let verbEndings: [String] = [
        "arían", "arías", "arán", "arás", "aríais", "aría", "aréis", "aríamos", "aremos", "ará", "aré", "erían", "erías", "erán",
        "erás", "eríais", "ería", "eréis", "eríamos", "eremos", "erá", "eré", "irían", "irías", "irán", "irás", "iríais", "iría",
        "iréis", "iríamos", "iremos", "irá", "iré", "aba", "ada", "ida", "ía", "ara", "iera", "ad", "ed", "id", "ase", "iese",
        "aste", "iste", "an", "aban", "ían", "aran", "ieran", "asen", "iesen", "aron", "ieron", "ado", "ido", "ando", "iendo",
        "ió", "ar", "er", "ir", "as", "abas", "adas", "idas", "ías", "aras", "ieras", "ases", "ieses", "ís", "áis", "abais",
        "íais", "arais", "ierais", "aseis", "ieseis", "asteis", "isteis", "ados", "idos", "amos", "ábamos", "íamos", "imos",
        "áramos", "iéramos", "iésemos", "ásemos",
    ]

    private static func verbSuffix(_ w: inout Word, _ r: Regions) {
        let rv = Array(w[min(r.rv, w.count)...])
        guard let s = longest(rv, verbEndings + ["en", "es", "éis", "emos"]) else { return }
        w.removeLast(length(s))
        if ["en", "es", "éis", "emos"].contains(s) && endsWith(w, "gu") { w.removeLast() }
    }

    private static func residualSuffix(_ w: inout Word, _ r: Regions) {
        guard let s = longest(w, ["os", "a", "o", "á", "í", "ó", "e", "é"]), w.count - length(s) >= r.rv else { return }
        w.removeLast(length(s))
        if (s == "e" || s == "é") && endsWith(w, "gu") && w.count - 1 >= r.rv { w.removeLast() }
    }
}
