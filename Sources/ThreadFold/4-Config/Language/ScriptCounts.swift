/// How much of a text is in each script, and the locale that share points to: what
/// `"locale": "auto"` and a thread's own `lang` are chosen by.
///
/// The signals, in order:
/// - Letters are counted by script, outside HTML tags, URLs and e-mail addresses; a Han,
///   kana or Hangul character counts 3 (one such character carries about what three Latin
///   letters do), so "the share" compares text, not bytes.
/// - The script with the largest share decides: Han or kana → `ja` when kana are at least
///   a tenth of those characters (Japanese writes its endings in kana; Chinese has none),
///   else `zh-Hant` when characters only Traditional Chinese uses outnumber those only
///   Simplified uses (這/这, 說/说, 們/们 …), else `zh-Hans`; Hangul → `ko`; Arabic → `ar`;
///   Cyrillic → `ru`.
/// - Latin → `en`, unless one of es, fr, de, pt-BR is clearly detected: its common short
///   words (function words such as "der", "und", "les", "não") occur at least 8 times and
///   at least twice as often as English ones.
public struct ScriptCounts: Sendable, Equatable {
    public enum Script: String, Sendable, CaseIterable {
        case latin = "Latin"
        case han = "Han"
        case kana
        case hangul = "Hangul"
        case arabic = "Arabic"
        case cyrillic = "Cyrillic"
    }

    /// Letters per script, in `Script.allCases` order (plain counters: this runs for every
    /// character of every thread under `auto`).
    var latin = 0, han = 0, kana = 0, hangul = 0, arabic = 0, cyrillic = 0
    var simplified = 0
    var traditional = 0
    /// Function-word hits per Latin-script language.
    var functionWords: [String: Int] = [:]

    /// Letters per script (scripts with none are absent).
    public var letters: [Script: Int] {
        let all: [(Script, Int)] = [
            (.latin, latin), (.han, han), (.kana, kana), (.hangul, hangul), (.arabic, arabic), (.cyrillic, cyrillic),
        ]
        return Dictionary(uniqueKeysWithValues: all.filter { $0.1 > 0 })
    }

    public init() {}

    /// Weighted letters in all: the amount of text seen.
    public var total: Int { Script.allCases.reduce(0) { $0 + weighted($1) } }

    func weighted(_ script: Script) -> Int {
        switch script {
        case .latin: return latin
        case .han: return han * 3
        case .kana: return kana * 3
        case .hangul: return hangul * 3
        case .arabic: return arabic
        case .cyrillic: return cyrillic
        }
    }

    public mutating func add(_ other: ScriptCounts) {
        latin += other.latin
        han += other.han
        kana += other.kana
        hangul += other.hangul
        arabic += other.arabic
        cyrillic += other.cyrillic
        simplified += other.simplified
        traditional += other.traditional
        functionWords.merge(other.functionWords, uniquingKeysWith: +)
    }

    /// The bundled locale the text is in, or nil when there are fewer than `minimum`
    /// weighted letters to go on.
    /// With `clearLatin`, Latin-script text gives a language only when its function words
    /// clearly lead (English included), else nil.
    public func locale(minimum: Int = 1, clearLatin: Bool = false) -> String? {
        guard total >= minimum, total > 0 else { return nil }
        let cjk = weighted(.han) + weighted(.kana)
        let others: [(String, Int)] = [
            ("ko", weighted(.hangul)), ("ar", weighted(.arabic)), ("ru", weighted(.cyrillic)), ("latin", weighted(.latin)),
        ]
        let best = others.max { $0.1 < $1.1 }!
        if cjk >= best.1 {
            if kana * 10 >= han + kana { return "ja" }
            return traditional > simplified ? "zh-Hant" : "zh-Hans"
        }
        guard best.0 == "latin" else { return best.0 }
        return clearLatin ? clearLatinLanguage : (clearLatinLanguage.flatMap { $0 == "en" ? nil : $0 } ?? "en")
    }

    /// Locales written in the Latin script.
    public static let latinLocales: Set<String> = ["en", "es", "fr", "de", "pt-BR"]

    /// The Latin-script language whose function words occur at least 8 times and twice as
    /// often as any other's, or nil.
    var clearLatinLanguage: String? {
        let ranked = functionWords.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
        guard let leader = ranked.first, leader.value >= 8 else { return nil }
        let runnerUp = ranked.dropFirst().first?.value ?? 0
        return leader.value >= runnerUp * 2 ? leader.key : nil
    }

    /// "Han 91%, Latin 9%": the shares behind a choice, largest first.
    public var summary: String {
        let all = total
        guard all > 0 else { return "no text" }
        let shares = Script.allCases.map { ($0, (weighted($0) * 100 + all / 2) / all) }.filter { $0.1 > 0 }
        return shares.sorted { $0.1 > $1.1 }.prefix(3).map { "\($0.0.rawValue) \($0.1)%" }.joined(separator: ", ")
    }
}
