/// Which Snowball stemmer an index applies to its words (`meta.js` names it as `stem`, and
/// `search.js` stems queries with the same one). Only words the stemmer's alphabet spells
/// are stemmed: for English, words of the letters a–z once folded (`café` is `cafe`);
/// digits, CJK bigrams and other scripts are left as they are.
public enum Stemmer: String, Sendable, CaseIterable {
    case english = "en"

    /// The stemmer for a site's locale (`en`, `en-GB`, `zh-Hans`…): English for now for
    /// every locale, as the Latin words of a Chinese archive are mostly English ones.
    public static func forLocale(_ locale: String) -> Stemmer { .english }

    /// The stem of a folded word, or nil when this stemmer leaves the word alone (not its
    /// alphabet, or the stem is the word itself).
    public func stem(_ word: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        switch self {
        case .english:
            guard word.count > 2, word.count < 64, word.allSatisfy({ $0 &- UInt8(ascii: "a") < 26 }) else { return nil }
            let stem = EnglishStemmer.stem(Array(word))
            return stem.elementsEqual(word) ? nil : stem
        }
    }

    /// The term a stem is indexed under: `~` and the stem, which no word's term starts with.
    public static let prefix = UInt8(ascii: "~")
}
