import ThreadFold

/// Every command and option threadfold has, in one table. The parser takes its option
/// sets from here, and `--help`, the man page (`help --man`) and the shell completions
/// (`completion SHELL`) are all written from it, so none of them can name an option the
/// parser does not know or miss one it does.
struct OptionSpec: Sendable {
    let long: String
    let short: String?
    /// The value's placeholder (`DIR`, `N`, `input|oldest|newest`); nil for a flag.
    let value: String?
    /// One line per help line; later lines continue the first.
    private(set) var help: [String]

    init(_ long: String, short: String? = nil, value: String? = nil, _ help: String...) {
        self.long = long
        self.short = short
        self.value = value
        self.help = help
    }

    /// An option whose value is one of `Choice`'s cases (`ParsedArguments.choice` reads
    /// it), so the words `--help` and the completions offer are the words the parser takes.
    init<Choice: CaseIterable & RawRepresentable>(_ long: String, choices _: Choice.Type, _ help: String...)
    where Choice.RawValue == String {
        self.long = long
        short = nil
        value = Choice.allCases.map(\.rawValue).joined(separator: "|")
        self.help = help
    }

    /// The same option with `prefix` before its help (`json: ` for a format's own).
    func helpPrefixed(by prefix: String) -> OptionSpec {
        var copy = self
        copy.help[0] = prefix + help[0]
        return copy
    }

    /// `-o, --output DIR`
    var label: String {
        ([short.map { $0 + ", " }, long, value.map { " " + $0 }] as [String?]).compactMap { $0 }.joined()
    }

    /// A value that is one of a few words (`files|folders`) lists them.
    var choices: [String] {
        guard let value, value.contains("|") else { return [] }
        return value.split(separator: "|").map(String.init)
    }

    /// What a shell offers for the value: folders, files, one of the words, or nothing.
    enum ValueCompletion: Equatable {
        case folders, files
        case words([String])
        case nothing
    }

    var valueCompletion: ValueCompletion {
        if value == "DIR" { return .folders }
        if value == "FILE" { return .files }
        return choices.isEmpty ? .nothing : .words(choices)
    }
}

/// What a command's positional arguments are, for the completions.
enum PositionalKind: Sendable {
    case none, paths, folder, commands, shells, formatThenPath, themeActions
}

struct CommandSpec: Sendable {
    let name: String
    let summary: String
    /// After `usage: threadfold NAME `.
    let synopsis: String
    let description: String
    let options: [OptionSpec]
    let positionals: PositionalKind
    /// After the options, e.g. the exit status.
    var footer = ""

    var valueOptions: Set<String> { Set(options.filter { $0.value != nil }.map(\.long)) }
    var flagOptions: Set<String> { Set(options.filter { $0.value == nil }.map(\.long)) }
    var aliases: [String: String] {
        Dictionary(uniqueKeysWithValues: options.compactMap { option in option.short.map { ($0, option.long) } })
    }

    /// The command's arguments checked against its own options.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        try ParsedArguments(arguments, valueOptions: valueOptions, flagOptions: flagOptions, aliases: aliases)
    }
}

enum CommandTable {
    static let help = OptionSpec("--help", short: "-h", "show this help")
    /// Options several commands take, with one meaning.
    static let strict = OptionSpec("--strict", "treat warnings as errors")
    static let remove = OptionSpec(
        "--remove", value: "ID", "take down a thread (its id) or a comment (thread-id/comment-id);",
        "repeat it; adds to \"remove\" in the config (docs/privacy.md)")
    static let anonymise = OptionSpec(
        "--anonymise", value: "NAME", "show an author (NAME, or thread-id/NAME) as \"Anonymous N\";",
        "repeat it; adds to \"anonymise\" in the config")
    static let quiet = OptionSpec("--quiet", short: "-q", "print errors only")

    static func command(_ name: String) -> CommandSpec {
        guard let spec = commands.first(where: { $0.name == name }) else { preconditionFailure("no command \(name)") }
        return spec
    }

    static let commands: [CommandSpec] = [
        build, partition, merge, watch, serve, initCommand, theme, check, importCommand, embed, helpCommand, completion,
    ]

    static let buildOptions: [OptionSpec] = [
        OptionSpec("--output", short: "-o", value: "DIR", "where the site goes (default: site)"),
        OptionSpec(
            "--config", short: "-c", value: "FILE", "settings file (default: ./threadfold.json, or threadfold.json",
            "in the one input folder given)"),
        OptionSpec("--title", value: "TEXT", "site title"),
        OptionSpec("--base-url", value: "URL", "published address; adds sitemap.xml, feed.xml, canonical links"),
        OptionSpec("--locale", value: "auto|en|zh-Hans|…", "language of the pages (default: auto, the archive's own; see docs/locales.md)"),
        OptionSpec("--time-zone", value: "ZONE", "IANA zone every time is shown in (default: UTC; e.g. Asia/Shanghai)"),
        OptionSpec("--replies-shown", value: "N", "replies shown before \"view all\" (default: 2)"),
        OptionSpec("--threads-per-page", value: "N", "threads per index page (default: 100)"),
        OptionSpec("--comments-per-page", value: "N", "top-level comments per thread page (default: 100)"),
        OptionSpec("--sort", choices: SiteConfig.Sort.self, "order of top-level comments (default: input)"),
        OptionSpec("--layout", choices: SiteConfig.Layout.self, "how replies are shown (default: nested)"),
        OptionSpec(
            "--urls", choices: URLStyle.self, "thread pages as t/<slug>.html (default: files, half the",
            "inodes) or t/<slug>/index.html (/t/<slug>/ on a server)"),
        OptionSpec("--templates", value: "DIR", "templates that replace the bundled ones by name"),
        OptionSpec("--public", value: "DIR", "files copied into the site (after the bundled style and script)"),
        OptionSpec("--no-hard-breaks", "a single newline in markdown is not a line break"),
        OptionSpec("--smart-punctuation", "curly quotes and dashes in markdown"),
        OptionSpec("--search", "write a search index, search.html and a search box (the default)"),
        OptionSpec("--no-search", "no search index, search page or search box (\"search\": false)"),
        remove,
        anonymise,
        strict,
        quiet,
        OptionSpec("--timings", "print the time each stage took (load, threads, index, search, swap)"),
        help,
    ]
}
