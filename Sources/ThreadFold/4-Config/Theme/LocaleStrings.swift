import JSONReader

/// The words of the pages in one language, from `Templates/locales/<locale>.json`.
/// `{name}` placeholders are filled by `format`. A counted phrase has its CLDR plural
/// forms as `key_zero`, `key_one`, `key_two`, `key_few`, `key_many` beside the plain `key`
/// (the `other` form, and the fallback for a form the file leaves out): Russian
/// "1 комментарий / 2 комментария / 5 комментариев", Chinese one form for all.
public struct LocaleStrings: Sendable {
    public let identifier: String
    let values: [String: String]
    public let plurals: PluralRules
    /// How this locale writes numbers (`numberGroup`, `numberDigits`, `numberMinimumGrouping`).
    public let numbers: NumberText
    /// How times are written (`dateTime` and the name lists).
    public let dates: DateTimePattern
    /// The `permalink` text split around `{floor}`, once: every comment's label needs it.
    private let permalinkParts: (before: String, after: String)?

    public init(identifier: String, values: [String: String]) {
        self.identifier = identifier
        self.values = values
        self.plurals = PluralRules(locale: values["pluralRules"] ?? values["lang"] ?? identifier)
        self.numbers = NumberText(
            group: values["numberGroup"] ?? ",", digits: values["numberDigits"],
            minimumGrouping: values["numberMinimumGrouping"].flatMap { Int($0) } ?? 1)
        self.dates = DateTimePattern(values, numbers: numbers)
        let pattern = values["permalink"] ?? "permalink"
        permalinkParts = pattern.firstRange(of: "{floor}").map { (String(pattern[..<$0.lowerBound]), String(pattern[$0.upperBound...])) }
    }

    public subscript(key: String) -> String {
        values[key] ?? key
    }

    public func format(_ key: String, _ parameters: [String: String]) -> String {
        var text = self[key]
        for (name, value) in parameters {
            text = text.replacingAll("{\(name)}", with: value)
        }
        return text
    }

    /// "3 条评论" / "3 comments" / "1 comment" / "21 комментарий": the form of `key` for
    /// the count's plural category, with the count written the locale's way.
    public func count(_ key: String, _ n: Int) -> String {
        format(pluralKey(key, n), ["n": numbers.text(n)])
    }

    /// `key_few` for 3 in Russian, or `key` when the file has no such form.
    public func pluralKey(_ key: String, _ n: Int) -> String {
        let category = plurals.category(n)
        guard category != .other else { return key }
        let specific = key + "_" + category.rawValue
        return values[specific] != nil ? specific : key
    }

    /// A comment's author as pages show it: the locale's `anonymous` placeholder ("匿名",
    /// "Anonymous") for a comment without `user`, so "A 回复 B" never has an empty side.
    public func displayName(_ user: String) -> String {
        user.isEmpty ? self["anonymous"] : user
    }

    /// "#3.2 的链接": the locale's `permalink` text with the floor put in.
    func permalinkLabel(_ floor: String) -> String {
        guard let parts = permalinkParts else { return self["permalink"] }
        return parts.before + floor + parts.after
    }

    /// Parses a locale file; every value must be a string.
    static func parse(_ bytes: [UInt8], identifier: String, file: String) throws(ThemeError) -> LocaleStrings {
        let tape: JSONTape
        do { tape = try JSONParser.parse(bytes) } catch {
            let place = LineIndex(bytes: bytes).lineColumn(of: error.offset)
            throw ThemeError(file: file, line: place.line, column: place.column, message: "invalid JSON: \(error.message)")
        }
        guard case .object(let object)? = ConfigValue.from(tape, node: tape.root) else {
            throw ThemeError(file: file, message: "a locale file must be a JSON object of strings")
        }
        var values: [String: String] = [:]
        for (key, value) in object {
            guard case .string(let text) = value else {
                throw ThemeError(file: file, message: "\"\(key)\" must be a string")
            }
            values[key] = text
        }
        return LocaleStrings(identifier: identifier, values: values)
    }
}
