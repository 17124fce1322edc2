import Importers
import ThreadFold

/// `threadfold import FORMAT SOURCE... -o DIR`: another platform's export → thread files,
/// then the import report (what was written, and everything that was not, with why).
struct ImportCommand {
    static var usage: String { Help.usage(CommandTable.importCommand) }

    let format: ImportFormat?
    /// One for every format but reddit-dump, which takes its comment and submission files.
    let sources: [String]
    let output: String
    let options: ImportOptions
    let force: Bool
    let showHelp: Bool

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try CommandTable.importCommand.parse(arguments)
        showHelp = parsed.flags.contains("--help")
        force = parsed.flags.contains("--force")
        if showHelp {
            (format, sources, output, options) = (nil, [], "", ImportOptions())
            return
        }
        guard parsed.positionals.count >= 2 else {
            throw UsageError("import needs FORMAT and SOURCE\n" + Self.usage)
        }
        guard let format = ImportFormat(rawValue: parsed.positionals[0]) else {
            throw UsageError(
                "unknown import format '\(parsed.positionals[0])'"
                    + ParsedArguments.suggestion(for: parsed.positionals[0], among: Set(ImportFormat.allCases.map(\.rawValue)))
                    + "\nformats: " + ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let output = parsed.values["--output"], !output.isEmpty else {
            throw UsageError("import needs -o DIR, the folder the thread files go to")
        }
        guard parsed.positionals.count == 2 || format == .redditDump else {
            throw UsageError(
                "import \(format.rawValue) reads one SOURCE; got \(parsed.positionals.count - 1) "
                    + "(only reddit-dump takes several files)")
        }
        self.format = format
        sources = Array(parsed.positionals.dropFirst())
        self.output = output
        options = try Self.options(parsed, format: format)
    }

    private static func options(_ parsed: ParsedArguments, format: ImportFormat) throws(UsageError) -> ImportOptions {
        // A format's own options (`CommandTable.formatOptions`) mean nothing to the others.
        for (_, own) in CommandTable.formatOptions {
            for option in own where parsed.values[option.long] != nil || parsed.flags.contains(option.long) {
                let owners = CommandTable.owners(of: option.long)
                guard !owners.contains(format) else { continue }
                let names = owners.map(\.rawValue)
                let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined()
                throw UsageError("\(option.long) is for the \(list) format\(names.count > 1 ? "s" : "") only")
            }
        }
        var options = ImportOptions()
        options.keepEmails = parsed.flags.contains("--keep-emails")
        options.mergeDuplicatePosts = !parsed.flags.contains("--no-merge")
        options.dumpFilter = try dumpFilter(parsed)
        options.postsFolder = parsed.values["--posts"]
        options.siteURL = parsed.values["--site-url"]
        // By default the language of the export itself, so an English export's
        // addresses read "[email hidden]".
        let given = parsed.values["--locale"] ?? SiteConfig.autoLocale
        let sources = Array(parsed.positionals.dropFirst())
        let locale = given == SiteConfig.autoLocale ? ArchiveLanguage.detectExport(sources, io: .disk).locale : given
        guard let strings = BundledTheme.strings(locale: locale) else {
            throw UsageError("--locale: no locale '\(locale)'; available: \(BundledTheme.locales.joined(separator: ", "))")
        }
        options.emailMarker = strings["emailHidden"]
        options.takedown = SiteConfig(remove: parsed.repeated["--remove"] ?? [], anonymise: parsed.repeated["--anonymise"] ?? [])
            .takedown(strings: strings)
        if let spec = parsed.values["--map"] {
            do { options.fieldMap = try FieldMap(parsing: spec) } catch { throw UsageError("--map: \(error.message)") }
        }
        if let prefixes = parsed.values["--strip-prefix"] {
            options.stripPrefixes = prefixes.split(separator: ",").map(String.init)
        }
        if let name = parsed.values["--content-format"] {
            guard let contentFormat = ContentFormat(rawValue: name) else {
                throw UsageError("--content-format must be markdown, html or text, not '\(name)'")
            }
            options.contentFormat = contentFormat
        }
        return options
    }

    /// `--subreddit` (repeatable), `--after` and `--before`, for reddit-dump only.
    private static func dumpFilter(_ parsed: ParsedArguments) throws(UsageError) -> RedditDumpFilter {
        var dates: [String: Timestamp] = [:]
        for name in ["--after", "--before"] {
            guard let text = parsed.values[name] else { continue }
            guard let date = Timestamp(parsing: text) else {
                throw UsageError("\(name): '\(text)' is not a date; write 2019-04-01, 2019-04-01T12:00:00Z or epoch seconds")
            }
            dates[name] = date
        }
        if let after = dates["--after"], let before = dates["--before"], after >= before {
            throw UsageError("--after must be earlier than --before: no comment could be imported")
        }
        return RedditDumpFilter(subreddits: parsed.repeated["--subreddit"] ?? [], after: dates["--after"], before: dates["--before"])
    }

    func run(console: Console, io: FileIO) -> ExitCode {
        guard let format, !showHelp else {
            console.out(Self.usage)
            return .ok
        }
        do {
            let report = try Importer(io: io, options: options).run(format, sources: sources, into: output, overwrite: force)
            console.out(report.text)
            let config = SiteConfig(remove: options.takedown.remove, anonymise: options.takedown.anonymise)
            for unmatched in config.unmatchedTakedowns(report.takedown) { console.err(unmatched.description) }
            return .ok
        } catch {
            console.err("threadfold: " + error.description)
            return error.isOutputFailure ? .buildFailed : .dataError
        }
    }
}
