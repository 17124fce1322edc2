/// The Snowball Russian stemmer (snowballstem.org/algorithms/russian), on a lower-case
/// word: suffixes are removed from RV (what follows the first vowel) only.
enum RussianStemmer {
    typealias Word = [Unicode.Scalar]

    static func stem(_ word: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: stem(Array(word.unicodeScalars)))
        return String(scalars)
    }

    static func isVowel(_ c: Unicode.Scalar) -> Bool { "аеиоуыэюя".unicodeScalars.contains(c) }

    static func stem(_ input: Word) -> Word {
        let w = input.map { $0 == "ё" ? "е" : $0 }
        guard let first = w.firstIndex(where: isVowel) else { return w }
        let pV = first + 1
        var rv = Array(w[pV...])
        let r2 = region2(w, from: pV) - pV
        if !removeGrouped(&rv, gerund1, gerund2) {
            if let s = longest(rv, reflexive) { rv.removeLast(s.count) }
            if let s = longest(rv, adjective) {
                rv.removeLast(s.count)
                _ = removeGrouped(&rv, participle1, participle2)
            } else if !removeGrouped(&rv, verb1, verb2), let s = longest(rv, noun) {
                rv.removeLast(s.count)
            }
        }
        if rv.last == "и" { rv.removeLast() }
        if let s = longest(rv, derivational), rv.count - s.count >= r2 { rv.removeLast(s.count) }
        if let s = longest(rv, superlative) {
            rv.removeLast(s.count)
            if endsWith(rv, "нн") { rv.removeLast() }
        } else if endsWith(rv, "нн") {
            rv.removeLast()
        } else if rv.last == "ь" {
            rv.removeLast()
        }
        return Array(w[..<pV]) + rv
    }

    /// R2's start: past a non-vowel, a vowel and a non-vowel after RV's start.
    private static func region2(_ w: Word, from start: Int) -> Int {
        var k = start
        while k < w.count && isVowel(w[k]) { k += 1 }
        k += 1
        while k < w.count && !isVowel(w[k]) { k += 1 }
        while k < w.count && isVowel(w[k]) { k += 1 }
        return min(k + 1, w.count)
    }

    private static func endsWith(_ w: Word, _ suffix: Word) -> Bool {
        w.count >= suffix.count && w[(w.count - suffix.count)...].elementsEqual(suffix)
    }

    private static func endsWith(_ w: Word, _ suffix: String) -> Bool { endsWith(w, Array(suffix.unicodeScalars)) }

    private static func longest(_ w: Word, _ suffixes: [Word]) -> Word? {
        suffixes.filter { endsWith(w, $0) }.max { $0.count < $1.count }
    }

    /// Removes the longest suffix of either group, one of the first only after а or я;
    /// false when none is removed.
    private static func removeGrouped(_ w: inout Word, _ afterA: [Word], _ any: [Word]) -> Bool {
        guard let s = longest(w, afterA + any) else { return false }
        if afterA.contains(s) && !any.contains(s) {
            let before = w.count - s.count - 1
            guard before >= 0, w[before] == "а" || w[before] == "я" else { return false }
        }
        w.removeLast(s.count)
        return true
    }

    private static func words(_ list: [String]) -> [Word] { list.map { Array($0.unicodeScalars) } }

    private static let gerund1 = words(["в", "вши", "вшись"])
    private static let gerund2 = words(["ив", "ивши", "ившись", "ыв", "ывши", "ывшись"])
    private static let adjective = words([
        "ее", "ие", "ые", "ое", "ими", "ыми", "ей", "ий", "ый", "ой", "ем", "им", "ым", "ом", "его", "ого", "ему", "ому", "их",
        "ых", "ую", "юю", "ая", "яя", "ою", "ею",
    ])
    private static let participle1 = words(["ем", "нн", "вш", "ющ", "щ"])
    private static let participle2 = words(["ивш", "ывш", "ующ"])
    private static let reflexive = words(["ся", "сь"])
    private static let derivational = words(["ост", "ость"])
    private static let superlative = words(["ейш", "ейше"])
    private static let verb1 = words([
        "ла", "на", "ете", "йте", "ли", "й", "л", "ем", "н", "ло", "но", "ет", "ют", "ны", "ть", "ешь", "нно",
    ])
    private static let verb2 = words([
        "ила", "ыла", "ена", "ейте", "уйте", "ите", "или", "ыли", "ей", "уй", "ил", "ыл", "им", "ым", "ен", "ило", "ыло", "ено",
        "ят", "ует", "уют", "ит", "ыт", "ены", "ить", "ыть", "ишь", "ую", "ю",
    ])
    private static let noun = words([
        "а", "ев", "ов", "ие", "ье", "е", "иями", "ями", "ами", "еи", "ии", "и", "ией", "ей", "ой", "ий", "й", "иям", "ям", "ием",
        "ем", "ам", "ом", "о", "у", "ах", "иях", "ях", "ы", "ь", "ию", "ью", "ю", "ия", "ья", "я",
    ])
}
