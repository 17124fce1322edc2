import Foundation
import ThreadFold

/// `threadfold check`: decode and fold, print diagnostics and a summary.
/// Without INPUT it reads `input` from the config, as `build` does. A large site dump is
/// grouped through a spill where `build` would put it (beside the config's `output`), so
/// checking it takes the memory building it does.
struct CheckCommand {
    let parsed: ParsedArguments
    var showHelp: Bool { parsed.flags.contains("--help") }
    /// Site dumps from this size on are spilled (`SpillSettings`); tests make it tiny.
    var spillThreshold: Int?

    init(_ arguments: [String]) throws(UsageError) {
        parsed = try CommandTable.check.parse(arguments)
    }

    /// What a build without a base URL leaves out, said by `check` so it is not found out
    /// after publishing.
    static let withoutBaseURL =
        "threadfold: note: no \"baseURL\" in the config: pages get no canonical link, og:url or URLs in their "
        + "structured data, and the site no sitemap.xml, robots.txt or feed.xml (set \"baseURL\", or build with --base-url)"

    /// INPUT, else the config's `input`; `strict` from the flag or the config; where to
    /// spill; whether the config names a base URL; what the site's locale files lack; what
    /// `"locale": "auto"` would pick; the config with the takedown options added.
    func settings(io: FileIO) throws(UsageError) -> CheckSettings {
        let options = try BuildOptions(parsed.values["--config"].map { ["--config", $0] } ?? [], command: CommandTable.check)
        var config = SiteConfig()
        if let file = options.configFile(io: io) {
            do { config = try SiteConfig.load(file: file, io: io) } catch { throw UsageError(error.description) }
        }
        let inputs = parsed.positionals.isEmpty ? config.inputs : parsed.positionals
        if inputs.isEmpty {
            throw UsageError(
                "check needs an INPUT (a thread file, a site dump or a directory), or \"input\" in threadfold.json\n"
                    + Help.usage(of: "check"))
        }
        var spill = SpillSettings(output: config.output)
        if let spillThreshold { spill.threshold = spillThreshold }
        config.remove += parsed.repeated["--remove"] ?? []
        config.anonymise += parsed.repeated["--anonymise"] ?? []
        config.strict = config.strict || parsed.flags.contains("--strict")
        // The site's own locale files (templates folder, `locales/` beside the config):
        // missing keys shown in English, unknown keys, plural forms, date names.
        let locales = LocaleFiles.checkSiteFiles(templates: config.templates, siteFolder: config.localeFolder, io: io)
        // What `"locale": "auto"` would pick for these inputs, said as build says it.
        let auto = config.locale == SiteConfig.autoLocale ? ArchiveLanguage.detect(inputs, io: io) : nil
        return CheckSettings(inputs: inputs, strict: config.strict, spill: spill, config: config, locales: locales, auto: auto)
    }

    func run(console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        if showHelp {
            console.out(Help.usage(of: "check"))
            return .ok
        }
        if let mode = try takedownMode(console: console, io: io) { return mode }
        let settings = try settings(io: io)
        let (inputs, strict, spill, config, localeDiagnostics) = (
            settings.inputs, settings.strict, settings.spill, settings.config, settings.locales
        )
        if let auto = settings.auto { console.err("note: locale auto → \(auto.locale) (\(auto.counts.summary))") }
        let started = Date()
        var loader = ArchiveLoader(io: io)
        loader.takedown = config.takedown()
        var archive = loader.check(inputs, spill: spill)
        if archive.failure == nil { archive.diagnostics += config.unmatchedTakedowns(archive.takedown) }
        let seconds = Date().timeIntervalSince(started)
        DiagnosticPrinter(console: console, strict: strict).print(localeDiagnostics + archive.diagnostics)
        if let failure = archive.failure {
            console.err(
                "threadfold: \(failure.description); the check did not finish (a site dump of 64 MB or more is "
                    + "grouped on disk where build would group it: beside the config's \"output\")")
            return .buildFailed
        }
        console.out(Summary.check(archive, seconds: seconds, more: localeDiagnostics))
        if !archive.takedown.isEmpty { console.out(Summary.takedown(archive.takedown)) }
        if config.baseURL == nil { console.err(Self.withoutBaseURL) }
        let failed = archive.diagnosticCount.failsRun(strict: strict) || DiagnosticCount(localeDiagnostics).failsRun(strict: strict)
        return failed ? .dataError : .ok
    }
}

/// What `check` runs with, from its options and the config.
struct CheckSettings {
    let inputs: [String]
    let strict: Bool
    let spill: SpillSettings
    let config: SiteConfig
    let locales: [Diagnostic]
    let auto: ArchiveLanguage.Choice?
}
