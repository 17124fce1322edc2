import Foundation
import JSONReader

/// Reading `threadfold.json`. An unknown key is an error naming it (and the nearest known
/// key): a misspelt option silently ignored is a bug report waiting to happen.
extension SiteConfig {
    public struct ConfigError: Error, Sendable, CustomStringConvertible {
        public let file: String
        public let message: String
        public var description: String { "\(file): error: \(message)" }
    }

    static let knownKeys: [String] = [
        "title", "baseURL", "locale", "repliesShown", "threadsPerPage", "commentsPerPage", "sort", "layout",
        "urls", "input", "output", "templates", "public", "markdown", "strict", "timeZone", "redact", "search",
        "description", "image", "noindex", "colors", "remove", "anonymise",
    ]

    /// Reads a config file; relative paths in it are taken relative to the file's folder.
    public static func load(file: String, io: FileIO) throws(ConfigError) -> SiteConfig {
        let bytes: [UInt8]
        do { bytes = try io.read(file) } catch {
            throw ConfigError(file: file, message: "cannot read the config file")
        }
        let tape: JSONTape
        do {
            tape = try JSONParser.parse(bytes)
        } catch {
            let place = LineIndex(bytes: bytes).lineColumn(of: error.offset)
            throw ConfigError(file: "\(file):\(place.line):\(place.column)", message: "invalid JSON: \(error.message)")
        }
        guard case .object(let object)? = ConfigValue.from(tape, node: tape.root) else {
            throw ConfigError(file: file, message: "the config must be a JSON object of settings")
        }
        var config = SiteConfig()
        let folder = (file as NSString).deletingLastPathComponent
        try config.apply(object, file: file, relativeTo: folder)
        config.localeFolder = (folder.isEmpty ? "" : folder + "/") + "locales"
        config.configFile = file
        return config
    }

    mutating func apply(_ object: [String: ConfigValue], file: String, relativeTo folder: String) throws(ConfigError) {
        let reader = ConfigReader(object: object, file: file, folder: folder)
        try reader.rejectUnknownKeys(Self.knownKeys)
        title = try reader.string("title") ?? title
        baseURL = try reader.string("baseURL") ?? baseURL
        locale = try reader.string("locale") ?? locale
        repliesShown = try reader.integer("repliesShown", atLeast: 0) ?? repliesShown
        threadsPerPage = try reader.integer("threadsPerPage", atLeast: 1) ?? threadsPerPage
        commentsPerPage = try reader.integer("commentsPerPage", atLeast: 1) ?? commentsPerPage
        sort = try reader.choice("sort", Sort.self) ?? sort
        layout = try reader.choice("layout", Layout.self) ?? layout
        colors = try reader.choice("colors", Colors.self) ?? colors
        urls = try reader.choice("urls", URLStyle.self) ?? urls
        inputs = try reader.paths("input") ?? inputs
        output = try reader.path("output") ?? output
        templates = try reader.path("templates") ?? templates
        publicDirectory = try reader.path("public") ?? publicDirectory
        strict = try reader.bool("strict") ?? strict
        search = try reader.bool("search") ?? search
        description = try reader.string("description") ?? description
        image = try reader.string("image") ?? image
        noindex = try reader.strings("noindex").map(Set.init) ?? noindex
        remove = try reader.strings("remove") ?? remove
        anonymise = try reader.strings("anonymise") ?? anonymise
        if let redact = try reader.strings("redact") {
            if let unknown = redact.first(where: { $0 != "emails" }) {
                throw ConfigError(file: file, message: "\"redact\" can hold \"emails\", not \"\(unknown)\"")
            }
            redactEmails = redact.contains("emails")
        }
        if let name = try reader.string("timeZone") {
            do { timeZone = try SiteTimeZone.named(name) } catch {
                throw ConfigError(file: file, message: "\"timeZone\": \(error.message)")
            }
        }
        if let markdown = try reader.object("markdown") {
            let nested = ConfigReader(object: markdown, file: file, folder: folder, prefix: "markdown.")
            try nested.rejectUnknownKeys(["hardBreaks", "smartPunctuation"])
            hardBreaks = try nested.bool("hardBreaks") ?? hardBreaks
            smartPunctuation = try nested.bool("smartPunctuation") ?? smartPunctuation
        }
    }
}
