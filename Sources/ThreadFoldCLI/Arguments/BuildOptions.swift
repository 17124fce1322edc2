import Foundation
import ThreadFold

/// The options `build`, `watch` and `serve` share, and how they combine with the config
/// file: bundled defaults, then `threadfold.json`, then flags.
struct BuildOptions {
    let command: CommandSpec
    let parsed: ParsedArguments
    var showHelp: Bool { parsed.flags.contains("--help") }
    var quiet: Bool { parsed.flags.contains("--quiet") }
    var timings: Bool { parsed.flags.contains("--timings") }

    /// `command` is build, watch or serve: its entry in `CommandTable` lists the options.
    init(_ arguments: [String], command: CommandSpec) throws(UsageError) {
        self.command = command
        parsed = try command.parse(arguments)
    }

    /// The settings to run with, or nil after printing the command's help when `--help`
    /// was given: the start every build-like command shares.
    func configUnlessHelp(console: Console, io: FileIO) throws(UsageError) -> SiteConfig? {
        if showHelp {
            console.out(Help.usage(command))
            return nil
        }
        var config = try config(io: io)
        if command.name == CommandTable.embed.name { takeBlogLanguage(&config, console: console, io: io) }
        // `auto` is settled once, here, and said (`SiteBuilder` would settle it silently).
        if let choice = config.resolveAutoLocale(io: io), !quiet {
            console.err(
                "note: locale auto → \(choice.locale) (\(choice.counts.summary)); \"locale\" in threadfold.json or --locale sets it")
        }
        return config
    }

    /// The config file: `--config`, else `./threadfold.json`, else `threadfold.json` in the
    /// single input folder given (so `threadfold build Examples/` picks up the example's).
    func configFile(io: FileIO) -> String? {
        if let explicit = parsed.values["--config"] { return explicit }
        if io.kind("threadfold.json") == .file { return "threadfold.json" }
        if parsed.positionals.count == 1, let folder = parsed.positionals.first, io.kind(folder) == .folder {
            let candidate = (folder.hasSuffix("/") ? folder : folder + "/") + "threadfold.json"
            if io.kind(candidate) == .file { return candidate }
        }
        return nil
    }

    func config(io: FileIO) throws(UsageError) -> SiteConfig {
        var config = SiteConfig()
        if let file = configFile(io: io) {
            do { config = try SiteConfig.load(file: file, io: io) } catch { throw UsageError(error.description) }
        }
        try applyFlags(to: &config)
        try checkLocale(config, io: io)
        if config.inputs.isEmpty {
            throw UsageError("no input: name thread files or folders, or set \"input\" in threadfold.json")
        }
        return config
    }

    private func applyFlags(to config: inout SiteConfig) throws(UsageError) {
        let values = parsed.values
        if !parsed.positionals.isEmpty { config.inputs = parsed.positionals }
        if let output = values["--output"] { config.output = output }
        if let title = values["--title"] { config.title = title }
        if let baseURL = values["--base-url"] { config.baseURL = baseURL }
        if let locale = values["--locale"] { config.locale = locale }
        if let templates = values["--templates"] { config.templates = templates }
        if let publicDirectory = values["--public"] { config.publicDirectory = publicDirectory }
        config.repliesShown = try number("--replies-shown", minimum: 0) ?? config.repliesShown
        config.threadsPerPage = try number("--threads-per-page", minimum: 1) ?? config.threadsPerPage
        config.commentsPerPage = try number("--comments-per-page", minimum: 1) ?? config.commentsPerPage
        config.sort = try parsed.choice("--sort", SiteConfig.Sort.self) ?? config.sort
        config.layout = try parsed.choice("--layout", SiteConfig.Layout.self) ?? config.layout
        config.colors = try parsed.choice("--colors", SiteConfig.Colors.self) ?? config.colors
        config.urls = try parsed.choice("--urls", URLStyle.self) ?? config.urls
        if let name = values["--time-zone"] {
            do { config.timeZone = try SiteTimeZone.named(name) } catch { throw UsageError("--time-zone: \(error.message)") }
        }
        if parsed.flags.contains("--strict") { config.strict = true }
        config.remove += parsed.repeated["--remove"] ?? []
        config.anonymise += parsed.repeated["--anonymise"] ?? []
        if parsed.flags.contains("--search") { config.search = true }
        if parsed.flags.contains("--no-search") { config.search = false }
        if parsed.flags.contains("--no-hard-breaks") { config.hardBreaks = false }
        if parsed.flags.contains("--smart-punctuation") { config.smartPunctuation = true }
    }

    /// `embed` into a Hugo or Jekyll blog with `"locale": "auto"`: the interface speaks the
    /// blog's language (its config's `languageCode` or `lang`) when a locale fits it; each
    /// thread's `lang` still follows its own text.
    private func takeBlogLanguage(_ config: inout SiteConfig, console: Console, io: FileIO) {
        guard config.locale == SiteConfig.autoLocale, parsed.values["--verify"] == nil,
            let target = try? parsed.choice("--for", EmbedTarget.self), let root = parsed.values["--output"]
        else { return }
        let blog = BlogSettings.read(root: root, target: target, io: io)
        guard let tag = blog.language, let locale = BlogSettings.locale(for: tag, available: Set(BundledTheme.locales)) else { return }
        config.locale = locale
        config.threadLanguages = true
        if !quiet {
            console.err("note: locale \(locale), the blog's language (\(blog.file ?? "its config"): \(tag)); --locale sets another")
        }
    }

    /// An unknown locale is a usage error naming where it was set and the locales there
    /// are (bundled, plus any in the templates folder), not a theme failure.
    private func checkLocale(_ config: SiteConfig, io: FileIO) throws(UsageError) {
        var available = Set(BundledTheme.locales)
        if let templates = config.templates, let names = try? io.list(templates + "/locales") {
            available.formUnion(names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) })
        }
        available.formUnion(LocaleFiles.siteLocales(config.localeFolder, io: io))
        guard !available.contains(config.locale), config.locale != SiteConfig.autoLocale else { return }
        let origin = parsed.values["--locale"] != nil ? "--locale" : "\(configFile(io: io) ?? "threadfold.json"): \"locale\""
        let sameLetters = available.first { $0.lowercased() == config.locale.lowercased() }
        throw UsageError(
            "\(origin): no locale '\(config.locale)'" + (sameLetters.map { "; did you mean \($0)?" } ?? "")
                + "; available: " + available.sorted().joined(separator: ", "))
    }

    private func number(_ option: String, minimum: Int) throws(UsageError) -> Int? {
        guard let text = parsed.values[option] else { return nil }
        guard let value = Int(text), value >= minimum else {
            throw UsageError("\(option) needs a whole number of at least \(minimum), not '\(text)'")
        }
        return value
    }
}
