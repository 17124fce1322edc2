import Mustache

/// Templates, words and static files of a site: the bundled theme, with a user's
/// templates folder replacing templates and locale files by name and a user's public
/// folder adding or replacing files. Loading checks every template and partial, so a
/// broken theme fails before any page is written.
public struct Theme: Sendable {
    public let templates: MustacheLibrary
    public let strings: LocaleStrings
    /// Site-relative path → bytes, copied into the site as they are.
    public let publicFiles: [String: [UInt8]]
    /// Warnings a build shows: copies of bundled files whose original has changed since
    /// they were copied (`EjectedTheme`).
    public private(set) var notices: [Diagnostic] = []

    public static func load(
        templates directory: String?, public publicDirectory: String?, locale: String,
        localeFolder: String? = nil, io: FileIO
    ) throws(ThemeError) -> Theme {
        var sources = BundledTheme.files(under: "Templates/")
        var origins = Dictionary(uniqueKeysWithValues: sources.keys.map { ($0, "Templates/" + $0 + " (bundled)") })
        if let directory {
            for (relative, path) in try ThemeFiles.walk(directory, io: io) {
                sources[relative] = try ThemeFiles.text(path, io: io)
                origins[relative] = path
            }
        }
        let (strings, localeNotices) = try LocaleFiles.load(
            locale: locale, sources: sources, origins: origins, siteFolder: localeFolder, io: io)
        let library = try compile(sources, origins: origins)
        var publicFiles = BundledTheme.files(under: "Public/").mapValues { Array($0.utf8) }
        if let publicDirectory {
            for (relative, path) in try ThemeFiles.walk(publicDirectory, io: io) {
                do { publicFiles[relative] = try io.read(path) } catch {
                    throw ThemeError(file: path, message: "cannot read this public file")
                }
            }
        }
        var theme = Theme(templates: library, strings: strings, publicFiles: publicFiles)
        theme.notices += localeNotices
        if let directory { theme.notices += EjectedTheme.staleCopies(in: directory, bundledPrefix: "Templates/", io: io) }
        if let publicDirectory { theme.notices += EjectedTheme.staleCopies(in: publicDirectory, bundledPrefix: "Public/", io: io) }
        return theme
    }

    /// Template names are file names without `.mustache` (`comment.mustache` is `{{>comment}}`).
    private static func compile(_ sources: [String: String], origins: [String: String]) throws(ThemeError) -> MustacheLibrary {
        var templates: [String: String] = [:]
        var fileNames: [String: String] = [:]
        for (relative, source) in sources where relative.hasSuffix(".mustache") {
            let name = String(relative.dropLast(".mustache".count))
            templates[name] = source
            fileNames[name] = origins[relative] ?? relative
        }
        for required in ["layout", "index", "thread", "comment", "reply", "reply-prefix", "404"] where templates[required] == nil {
            throw ThemeError(file: required + ".mustache", message: "the theme has no \(required) template")
        }
        do {
            return try MustacheLibrary(templates: templates, fileNames: fileNames)
        } catch {
            throw ThemeError(file: error.file, line: error.line, column: error.column, message: error.message)
        }
    }

    /// Appends the page to `bytes`.
    public func render(_ name: String, _ context: MustacheValue, into bytes: inout [UInt8]) throws(ThemeError) {
        do {
            try templates.render(name, context, into: &bytes)
        } catch {
            throw ThemeError(file: error.file, line: error.line, column: error.column, message: error.message)
        }
    }

    public func render(_ name: String, _ context: MustacheValue) throws(ThemeError) -> String {
        do {
            return try templates.render(name, context)
        } catch {
            throw ThemeError(file: error.file, line: error.line, column: error.column, message: error.message)
        }
    }
}
