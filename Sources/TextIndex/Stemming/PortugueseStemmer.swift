/// The Snowball Portuguese stemmer (snowballstem.org/algorithms/portuguese), on a
/// lower-case word: `canções` and `canção` give `canção`… and `atividades` `ativ`. `ã`
/// and `õ` are worked on as `a~` and `o~`, as the algorithm does.
enum PortugueseStemmer {
    typealias Word = [Unicode.Scalar]
    private typealias S = SpanishStemmer

    static func stem(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: stem(Array(word.unicodeScalars)))
        return String(scalars)
    }

    static func isVowel(_ c: Unicode.Scalar) -> Bool { "aeiouáéíóúâêô".unicodeScalars.contains(c) }

    static func stem(_ input: Word) -> Word {
        var w: Word = input.flatMap { c -> Word in c == "ã" ? ["a", "~"] : c == "õ" ? ["o", "~"] : [c] }
        let r1 = after(w, from: 0)
        let regions = SpanishStemmer.Regions(rv: rv(w), r1: r1, r2: after(w, from: r1))
        if standardSuffix(&w, regions) || verbSuffix(&w, regions) {
            if S.endsWith(w, "ci") && w.count - 1 >= regions.rv { w.removeLast() }
        } else if let s = S.longest(w, ["os", "a", "i", "o", "á", "í", "ó"]) {
            S.remove(&w, s, from: regions.rv)
        }
        residualForm(&w, regions)
        var out: Word = []
        for c in w {
            if c == "~", let last = out.last, last == "a" || last == "o" {
                out[out.count - 1] = last == "a" ? "ã" : "õ"
            } else {
                out.append(c)
            }
        }
        return out
    }

    private static func after(_ w: Word, from start: Int) -> Int {
        var k = start
        while k < w.count && !isVowel(w[k]) { k += 1 }
        while k < w.count && isVowel(w[k]) { k += 1 }
        return min(k + 1, w.count)
    }

    private static func pastVowel(_ w: Word, from start: Int) -> Int {
        var k = start
        while k < w.count && !isVowel(w[k]) { k += 1 }
        return k < w.count ? k + 1 : w.count
    }

    private static func rv(_ w: Word) -> Int {
        guard w.count >= 2 else { return w.count }
        if isVowel(w[0]) {
            if !isVowel(w[1]) { return pastVowel(w, from: 2) }
            var k = 2
            while k < w.count && isVowel(w[k]) { k += 1 }
            return k < w.count ? k + 1 : w.count
        }
        return !isVowel(w[1]) ? pastVowel(w, from: 2) : min(3, w.count)
    }

    private static let standard: [String: Int] = {
        var rules: [String: Int] = [:]
        let groups: [[String]] = [
            [
                "eza", "ezas", "ico", "ica", "icos", "icas", "ismo", "ismos", "ável", "ível", "ista", "istas", "oso", "osa", "osos",
                "osas", "amento", "amentos", "imento", "imentos", "adora", "ador", "aça~o", "adoras", "adores", "aço~es", "ante",
                "antes", "ância",
            ],
            ["logia", "logias"], ["uça~o", "uço~es"], ["ência", "ências"], ["amente"], ["mente"], ["idade", "idades"],
            ["iva", "ivo", "ivas", "ivos"], ["ira", "iras"],
        ]
        for (rule, group) in groups.enumerated() { for suffix in group { rules[suffix] = rule } }
        return rules
    }()

    private static func standardSuffix(_ w: inout Word, _ r: SpanishStemmer.Regions) -> Bool {
        guard let s = S.longest(w, Array(standard.keys)), let rule = standard[s] else { return false }
        let start = w.count - S.length(s)
        if rule == 8 {
            guard start >= r.rv, start > 0, w[start - 1] == "e" else { return false }
            w.removeLast(S.length(s))
            w += "ir".unicodeScalars
            return true
        }
        guard start >= (rule == 4 ? r.r1 : r.r2) else { return false }
        w.removeLast(S.length(s))
        switch rule {
        case 1: w += "log".unicodeScalars
        case 2: w.append("u")
        case 3: w += "ente".unicodeScalars
        case 4:
            if let t = S.longest(w, ["iv", "os", "ic", "ad"]), S.remove(&w, t, from: r.r2), t == "iv" { S.remove(&w, "at", from: r.r2) }
        case 5: if let t = S.longest(w, ["ante", "avel", "ível"]) { S.remove(&w, t, from: r.r2) }
        case 6: if let t = S.longest(w, ["abil", "ic", "iv"]) { S.remove(&w, t, from: r.r2) }
        case 7: S.remove(&w, "at", from: r.r2)
        default: break
        }
        return true
    }

    private static let verbEndings: [String] = [
        "ada", "ida", "ia", "aria", "eria", "iria", "ará", "ara", "erá", "era", "irá", "ava", "asse", "esse", "isse", "aste",
        "este", "iste", "ei", "arei", "erei", "irei", "am", "iam", "ariam", "eriam", "iriam", "aram", "eram", "iram", "avam", "em",
        "arem", "erem", "irem", "assem", "essem", "issem", "ado", "ido", "ando", "endo", "indo", "ara~o", "era~o", "ira~o", "ar",
        "er", "ir", "as", "adas", "idas", "ias", "arias", "erias", "irias", "arás", "aras", "erás", "eras", "irás", "avas", "es",
        "ardes", "erdes", "irdes", "ares", "eres", "ires", "asses", "esses", "isses", "astes", "estes", "istes", "is", "ais", "eis",
        "íeis", "aríeis", "eríeis", "iríeis", "áreis", "areis", "éreis", "ereis", "íreis", "ireis", "ásseis", "ésseis", "ísseis",
        "áveis", "ados", "idos", "ámos", "amos", "íamos", "aríamos", "eríamos", "iríamos", "áramos", "éramos", "íramos", "ávamos",
        "emos", "aremos", "eremos", "iremos", "ássemos", "êssemos", "íssemos", "imos", "armos", "ermos", "irmos", "eu", "iu", "ou",
        "ira", "iras",
    ]

    private static func verbSuffix(_ w: inout Word, _ r: SpanishStemmer.Regions) -> Bool {
        guard let s = S.longest(Array(w[min(r.rv, w.count)...]), verbEndings) else { return false }
        w.removeLast(S.length(s))
        return true
    }

    private static func residualForm(_ w: inout Word, _ r: SpanishStemmer.Regions) {
        if w.last == "ç" {
            w[w.count - 1] = "c"
            return
        }
        guard let s = S.longest(w, ["e", "é", "ê"]), S.remove(&w, s, from: r.rv) else { return }
        if (S.endsWith(w, "gu") || S.endsWith(w, "ci")) && w.count - 1 >= r.rv { w.removeLast() }
    }
}
