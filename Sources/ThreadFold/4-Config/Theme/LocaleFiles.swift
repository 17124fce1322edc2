/// Where a locale's words come from, and what is wrong with them. A locale is the bundled
/// file (or the templates folder's copy), with a site's own `locales/<locale>.json` beside
/// its config laid over it key by key (or standing alone for a language threadfold does
/// not ship); whatever key is still missing shows the English text, and the build and
/// `check` say which.
public enum LocaleFiles {
    /// Keys a locale file may hold that `en.json` leaves out.
    static let optionalKeys: Set<String> = ["numberDigits", "numberMinimumGrouping", "pluralRules"]

    /// One locale file's words, and where they were read from.
    struct Layer {
        let values: [String: String]
        let file: String
    }

    /// The locale's words, filled from English where missing, and the warnings about them.
    static func load(
        locale: String, sources: [String: String], origins: [String: String], siteFolder: String?, io: FileIO
    ) throws(ThemeError) -> (LocaleStrings, [Diagnostic]) {
        // The bundled English under a templates folder's copy, which may be older.
        var english = BundledTheme.strings(locale: "en")?.values ?? [:]
        for (key, value) in try layer("en", sources: sources, origins: origins)?.values ?? [:] { english[key] = value }
        let base = try layer(locale, sources: sources, origins: origins)
        let own = try siteLayer(locale, folder: siteFolder, io: io)
        guard base != nil || own != nil else {
            let files = sources.keys.filter { $0.hasPrefix("locales/") && $0.hasSuffix(".json") }
            let bundled = files.map { String($0.dropFirst(8).dropLast(5)) }
            let known = Set(bundled).union(siteLocales(siteFolder, io: io)).sorted()
            throw ThemeError(file: "threadfold.json", message: "no locale \"\(locale)\"; available: \(known.joined(separator: ", "))")
        }
        var values = base?.values ?? [:]
        for (key, value) in own?.values ?? [:] { values[key] = value }
        var diagnostics: [Diagnostic] = []
        for layer in [base, own].compactMap({ $0 }) {
            diagnostics += unknownKeys(layer, english: english)
        }
        let file = own?.file ?? base?.file ?? locale + ".json"
        diagnostics += problems(values, english: english, locale: locale, file: file)
        return (LocaleStrings(identifier: locale, values: withEnglish(values, english: english)), diagnostics)
    }

    /// Every locale file a site brings (its templates folder's and its own `locales/`),
    /// checked as a build would check it: what `check` reports.
    public static func checkSiteFiles(templates: String?, siteFolder: String?, io: FileIO) -> [Diagnostic] {
        var sources = BundledTheme.files(under: "Templates/")
        var origins: [String: String] = [:]
        var names = Set(siteLocales(siteFolder, io: io))
        if let templates, let files = try? ThemeFiles.walk(templates, io: io) {
            for (relative, path) in files where relative.hasPrefix("locales/") && relative.hasSuffix(".json") {
                guard let text = try? ThemeFiles.text(path, io: io) else { continue }
                sources[relative] = text
                origins[relative] = path
                names.insert(String(relative.dropFirst(8).dropLast(5)))
            }
        }
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() {
            do {
                diagnostics += try load(locale: name, sources: sources, origins: origins, siteFolder: siteFolder, io: io).1
            } catch {
                diagnostics.append(Diagnostic(.error, file: error.file, line: error.line, column: error.column, message: error.message))
            }
        }
        return diagnostics
    }

    private static func layer(_ locale: String, sources: [String: String], origins: [String: String]) throws(ThemeError) -> Layer? {
        let key = "locales/\(locale).json"
        guard let source = sources[key] else { return nil }
        let file = origins[key] ?? "Templates/" + key + " (bundled)"
        return Layer(values: try LocaleStrings.parse(Array(source.utf8), identifier: locale, file: file).values, file: file)
    }

    private static func siteLayer(_ locale: String, folder: String?, io: FileIO) throws(ThemeError) -> Layer? {
        guard let folder else { return nil }
        let path = folder + "/" + locale + ".json"
        guard io.kind(path) == .file else { return nil }
        let bytes: [UInt8]
        do { bytes = try io.read(path) } catch { throw ThemeError(file: path, message: "cannot read this locale file") }
        return Layer(values: try LocaleStrings.parse(bytes, identifier: locale, file: path).values, file: path)
    }

    public static func siteLocales(_ folder: String?, io: FileIO) -> [String] {
        guard let folder, io.kind(folder) == .folder, let names = try? io.list(folder) else { return [] }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }
    }

    /// `key` without a plural suffix (`comments_few` → `comments`).
    static func baseKey(_ key: String) -> String {
        for category in PluralCategory.allCases where category != .other {
            let suffix = "_" + category.rawValue
            if key.hasSuffix(suffix) { return String(key.dropLast(suffix.count)) }
        }
        return key
    }

    /// English text for every key the locale leaves out; a plural form only with its phrase
    /// (English "Hide the reply" must not stand in for French "Masquer les {n} réponses").
    static func withEnglish(_ values: [String: String], english: [String: String]) -> [String: String] {
        var merged = values
        for (key, value) in english where merged[key] == nil && values[baseKey(key)] == nil {
            merged[key] = value
        }
        return merged
    }
}
