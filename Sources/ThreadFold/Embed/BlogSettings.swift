import Foundation

/// What `embed` reads of the blog it writes into: its language and its theme, from the
/// generator's own config (Hugo: `hugo.toml`/`config.toml` and their YAML and JSON forms;
/// Jekyll: `_config.yml`). Top-level keys only, read line by line: enough for the values a
/// config names once (`languageCode = "en-us"`, `theme: minima`), with no TOML or YAML
/// library in the executable.
public struct BlogSettings: Sendable, Equatable {
    /// The config file read, relative to the blog's root.
    public var file: String?
    /// Hugo `languageCode`, else `defaultContentLanguage`; Jekyll `lang`, else `locale`.
    public var language: String?
    /// Hugo `theme` (the first, when a list); Jekyll `theme` or `remote_theme`.
    public var theme: String?

    public init(file: String? = nil, language: String? = nil, theme: String? = nil) {
        self.file = file
        self.language = language
        self.theme = theme
    }

    static let hugoFiles = ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json", "config.toml", "config.yaml", "config.yml", "config.json"]

    /// The settings of the blog at `root` for `target`; empty when no config is there.
    public static func read(root: String, target: EmbedTarget, io: FileIO) -> BlogSettings {
        let (files, languageKeys) =
            switch target {
            case .hugo: (hugoFiles, ["languageCode", "defaultContentLanguage"])
            case .jekyll: (["_config.yml", "_config.yaml"], ["lang", "locale"])
            case .html, .eleventy: ([String](), [String]())
            }
        for file in files {
            guard let bytes = try? io.read(root + "/" + file) else { continue }
            let values = topLevelValues(String(decoding: bytes, as: UTF8.self), json: file.hasSuffix(".json"))
            let theme = (values["theme"] ?? values["remote_theme"]).map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            return BlogSettings(file: file, language: languageKeys.lazy.compactMap { values[$0] }.first, theme: theme)
        }
        return BlogSettings()
    }

    /// `key = value` (TOML, before the first table) and `key: value` (YAML, unindented) as
    /// plain strings: quotes dropped, a list's first item for a list.
    static func topLevelValues(_ text: String, json: Bool) -> [String: String] {
        if json {
            guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return [:] }
            return object.compactMapValues { ($0 as? String) ?? ($0 as? [String])?.first }
        }
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            if line.hasPrefix("[") { break }
            guard let first = line.first, first != " ", first != "\t", first != "#" else { continue }
            guard let separator = line.firstIndex(where: { $0 == "=" || $0 == ":" }) else { continue }
            let key = line[..<separator].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: separator)...].trimmingCharacters(in: .whitespaces)
            if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "[] \"'"))
            if let comma = value.firstIndex(of: ",") {
                value = String(value[..<comma]).trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            }
            if !key.isEmpty && !value.isEmpty && values[key] == nil { values[key] = value }
        }
        return values
    }

    /// The locale of `available` a language tag asks for: itself, else by its script or
    /// region for Chinese and Portuguese (`zh-CN` → zh-Hans, `zh-TW` → zh-Hant, `pt` →
    /// pt-BR), else its language (`en-us` → en, `fr-CA` → fr); nil when none fits.
    public static func locale(for tag: String, available: Set<String>) -> String? {
        let lower = tag.lowercased().replacingOccurrences(of: "_", with: "-")
        if let exact = available.first(where: { $0.lowercased() == lower }) { return exact }
        let parts = lower.split(separator: "-").map(String.init)
        guard let language = parts.first else { return nil }
        let rest = Set(parts.dropFirst())
        let wanted: String
        switch language {
        case "zh": wanted = rest.isDisjoint(with: ["hant", "tw", "hk", "mo"]) ? "zh-Hans" : "zh-Hant"
        case "pt": wanted = "pt-BR"
        default: wanted = language
        }
        return available.contains(wanted) ? wanted : nil
    }
}

/// Which inputs a Jekyll build would copy into the site as they are: Jekyll publishes
/// every file of its source folder but those whose path starts with `_` or `.` and those
/// its config's `exclude:` lists.
public enum JekyllSource {
    /// The input's first folder under `root` when Jekyll would publish it; nil otherwise.
    public static func publishedInput(_ input: String, root: String, configFile: String?, io: FileIO) -> String? {
        let base = io.canonical(root)
        let path = io.canonical(input)
        guard path.hasPrefix(base + "/") else { return nil }
        let relative = path.dropFirst(base.count + 1)
        guard let first = relative.split(separator: "/").first.map(String.init), !first.hasPrefix("_"), !first.hasPrefix(".")
        else { return nil }
        let excluded = configFile.flatMap { try? io.read(root + "/" + $0) }.map { excludes(String(decoding: $0, as: UTF8.self)) } ?? []
        return excluded.contains(first) || excluded.contains(first + "/") ? nil : first
    }

    /// The entries of `exclude:` (a flow list or the indented `- item` lines after it).
    static func excludes(_ config: String) -> Set<String> {
        var entries = Set<String>()
        var inList = false
        for line in config.split(separator: "\n") {
            if line.hasPrefix("exclude:") {
                let rest = line.dropFirst("exclude:".count).trimmingCharacters(in: CharacterSet(charactersIn: " []"))
                for item in rest.split(separator: ",") { entries.insert(item.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))) }
                inList = rest.isEmpty
            } else if inList, let dash = line.firstIndex(of: "-"), line[..<dash].allSatisfy({ $0 == " " }) {
                entries.insert(line[line.index(after: dash)...].trimmingCharacters(in: CharacterSet(charactersIn: " \"'")))
            } else if inList && !line.hasPrefix(" ") {
                inList = false
            }
        }
        return entries
    }
}
