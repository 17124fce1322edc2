/// CLDR cardinal plural categories for whole numbers: which of a locale's forms a count
/// takes ("1 комментарий", "2 комментария", "5 комментариев"). The rules are those of the
/// Unicode CLDR `plurals.xml` for the languages threadfold ships, restricted to integers
/// (counts are never fractions, so the `v`, `f` and `t` operands are always 0); a language
/// not listed gets the English rule (`one` for 1, else `other`).
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

public struct PluralRules: Sendable, Equatable {
    /// The rule set's name: the primary language subtag it was chosen by.
    public let language: String

    /// By the locale's language (`ru`, `pt-BR` → `pt`, `zh-Hant` → `zh`); a locale file
    /// may name another language's rules with `"pluralRules"`.
    public init(locale: String) {
        let primary = locale.split(separator: "-", maxSplits: 1).first.map { String($0).lowercased() } ?? ""
        language = Self.known.contains(primary) ? primary : "en"
    }

    /// The languages with a rule set of their own here.
    public static let known: Set<String> = ["ar", "de", "en", "es", "fr", "it", "ja", "ko", "nl", "pt", "ru", "uk", "zh"]

    public func category(_ n: Int) -> PluralCategory {
        let i = n.magnitude
        switch language {
        case "zh", "ja", "ko": return .other
        case "ru", "uk": return Self.eastSlavic(i)
        case "ar": return Self.arabic(i)
        // CLDR 42+: one for i = 0,1; many for whole millions ("1 000 000 de commentaires").
        case "fr", "pt": return i <= 1 ? .one : Self.millions(i)
        case "es", "it": return i == 1 ? .one : Self.millions(i)
        default: return i == 1 ? .one : .other
        }
    }

    /// one: i % 10 = 1 and i % 100 != 11; few: i % 10 = 2..4 and i % 100 != 12..14;
    /// many: the rest (every count is whole).
    private static func eastSlavic(_ i: UInt) -> PluralCategory {
        let (ones, tens) = (i % 10, i % 100)
        if ones == 1 && tens != 11 { return .one }
        if (2...4).contains(ones) && !(12...14).contains(tens) { return .few }
        return .many
    }

    /// zero: 0; one: 1; two: 2; few: n % 100 = 3..10; many: n % 100 = 11..99; other.
    private static func arabic(_ n: UInt) -> PluralCategory {
        switch n {
        case 0: return .zero
        case 1: return .one
        case 2: return .two
        default:
            let tens = n % 100
            if (3...10).contains(tens) { return .few }
            if (11...99).contains(tens) { return .many }
            return .other
        }
    }

    private static func millions(_ i: UInt) -> PluralCategory {
        i != 0 && i % 1_000_000 == 0 ? .many : .other
    }
}
