import JSONReader

/// The words of the pages in one language, from `Templates/locales/<locale>.json`.
/// `{name}` placeholders are filled by `format`; a key ending in `_one` is used instead of
/// the plain key when the count is 1 (English plurals; Chinese needs none).
public struct LocaleStrings: Sendable {
    public let identifier: String
    let values: [String: String]
    /// The `permalink` text split around `{floor}`, once: every comment's label needs it.
    private let permalinkParts: (before: String, after: String)?

    public init(identifier: String, values: [String: String]) {
        self.identifier = identifier
        self.values = values
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

    /// "3 条评论" / "3 comments" / "1 comment".
    public func count(_ key: String, _ n: Int) -> String {
        let chosen = n == 1 && values[key + "_one"] != nil ? key + "_one" : key
        return format(chosen, ["n": NumberText.grouped(n)])
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
