/// Which Snowball stemmer (English, French, German, Russian, Spanish or Portuguese) an index
/// applies to its words (`meta.js` names it as `stem`, and `search.js` stems queries with the
/// same one). Only words the stemmer's alphabet spells are stemmed, as the index folds them
/// (`café` is `cafe`); digits, CJK bigrams and other scripts are left as they are. Each is
/// tested against the Snowball project's lists.
public enum Stemmer: String, Sendable, CaseIterable {
    case english = "en"
    case german = "de"
    case russian = "ru"
    case spanish = "es"
    case portuguese = "pt"
    case french = "fr"

    /// The stemmer for a site's locale (`en`, `de-AT`, `pt-BR`, `zh-Hans`…): its language's
    /// when there is one, else English (the Latin words of a Chinese archive are mostly
    /// English ones).
    public static func forLocale(_ locale: String) -> Stemmer {
        let language = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return Stemmer(rawValue: language) ?? .english
    }

    /// The term a stem is indexed under: `~` and the stem, which no word's term starts with.
    public static let prefix = UInt8(ascii: "~")

    /// The stem of a folded word, or nil when this stemmer leaves the word alone (not its
    /// alphabet, or the stem is the word itself).
    public func stem(_ word: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        if self == .english {
            guard word.count > 2, word.count < 64, word.allSatisfy({ $0 &- UInt8(ascii: "a") < 26 }) else { return nil }
            let stem = EnglishStemmer.stem(Array(word))
            return stem.elementsEqual(word) ? nil : stem
        }
        let scalars = Array(String(decoding: word, as: UTF8.self).unicodeScalars)
        guard scalars.count >= 2, scalars.count < 64, scalars.allSatisfy(alphabet.contains) else { return nil }
        let stem: [Unicode.Scalar]
        switch self {
        case .german: stem = GermanStemmer.stem(scalars)
        case .russian: stem = RussianStemmer.stem(scalars)
        case .spanish: stem = SpanishStemmer.stem(scalars)
        case .portuguese: stem = PortugueseStemmer.stem(scalars)
        case .french: stem = FrenchStemmer.stem(scalars)
        case .english: stem = scalars
        }
        guard stem != scalars else { return nil }
        var bytes: [UInt8] = []
        for scalar in stem { bytes += String(scalar).utf8 }
        return bytes
    }

    /// The letters of the words this stemmer takes (`search.js` has the same).
    private var alphabet: Set<Unicode.Scalar> {
        switch self {
        case .english: Self.latin
        case .german: Self.germanLetters
        case .russian: Self.russianLetters
        case .spanish: Self.spanishLetters
        case .portuguese: Self.portugueseLetters
        case .french: Self.frenchLetters
        }
    }

    private static let latin = Set("abcdefghijklmnopqrstuvwxyz".unicodeScalars)
    private static let germanLetters = latin.union("ßäöü".unicodeScalars)
    private static let russianLetters = Set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя".unicodeScalars)
    private static let spanishLetters = latin.union("ñáéíóúü".unicodeScalars)
    private static let portugueseLetters = latin.union("áéíóúâêôãõç".unicodeScalars)
    private static let frenchLetters = latin.union("âàçëéêèïîôûùœæ".unicodeScalars)
}
