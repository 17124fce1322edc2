import Foundation
import ThreadFold

/// `threadfold embed`: the threads as fragments for a blog's own pages, or (`--verify`)
/// the proof on a built blog that every thread and comment made it onto a page.
struct EmbedCommand: SiteCommand {
    static let spec = CommandTable.embed
    let options: BuildOptions

    func run(config: SiteConfig, console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        if let site = options.parsed.values["--verify"] { return verify(site: site, config: config, console: console, io: io) }
        guard options.parsed.values["--output"] != nil else {
            throw UsageError("embed needs -o DIR: the blog's root (hugo, jekyll, eleventy) or a folder for the fragments (html)")
        }
        let embedOptions = try embedOptions()
        let printer = DiagnosticPrinter(console: console, strict: config.strict)
        do throws(BuildError) {
            let report = try EmbedBuilder(config: config, options: embedOptions, io: io).embed { diagnostics in
                printer.print(options.quiet ? diagnostics.filter { $0.severity == .error } : diagnostics)
            }
            if !options.quiet {
                for id in report.withoutPage {
                    console.err("threadfold: thread \(id) has no url (nor a path as its id): no page will show it")
                }
                console.out(
                    "Embedded \(Summary.count(report.threads, "thread")) (\(Summary.count(report.comments, "comment"))) "
                        + "for \(embedOptions.target.rawValue) into \(config.output): "
                        + report.files.filter { !$0.contains("fragments/") }.joined(separator: ", "))
            }
            return .ok
        } catch {
            console.err(
                "threadfold: \(error.description.replacingOccurrences(of: "the site was not changed", with: "nothing was changed"))")
            if case .data = error { return .dataError }
            return .buildFailed
        }
    }

    private func embedOptions() throws(UsageError) -> EmbedOptions {
        var embed = EmbedOptions(urlMap: options.parsed.values["--url-map"])
        embed.target = try options.parsed.choice("--for", EmbedTarget.self) ?? embed.target
        if let text = options.parsed.values["--heading-level"] {
            guard let level = Int(text), (1...6).contains(level) else { throw UsageError("--heading-level needs 1 to 6, not '\(text)'") }
            embed.headingLevel = level
        }
        embed.live = try liveWidget()
        return embed
    }

    /// `--live` and its `--live-attr` pairs; nil without `--live`.
    private func liveWidget() throws(UsageError) -> LiveWidget? {
        let pairs = options.parsed.repeated["--live-attr"] ?? []
        guard let kind = try options.parsed.choice("--live", LiveWidget.Kind.self) else {
            if pairs.isEmpty { return nil }
            throw UsageError("--live-attr needs --live giscus|utterances")
        }
        do throws(LiveWidgetError) { return try LiveWidget(kind: kind, pairs: pairs) } catch { throw UsageError(error.description) }
    }

    /// Prints every thread on no page and every missing comment, then one summary line;
    /// 65 when anything is missing. A large site dump is grouped through a spill beside `site`.
    private func verify(site: String, config: SiteConfig, console: Console, io: FileIO) -> ExitCode {
        let archive: Archive
        var loader = ArchiveLoader(io: io)
        loader.takedown = config.takedown()
        do { archive = try loader.load(config.inputs, spill: SpillSettings(output: site)) } catch {
            console.err("threadfold: \(error.description); nothing was verified")
            return .buildFailed
        }
        DiagnosticPrinter(console: console, strict: config.strict).print(archive.diagnostics)
        let report: EmbedVerifier.Report
        do { report = try EmbedVerifier(io: io).verify(site: site, archive: archive, urlMap: options.parsed.values["--url-map"]) } catch {
            console.err("threadfold: \(error.description)")
            return .usage
        }
        for thread in report.onNoPage {
            console.out("\(site): thread \(thread.id) (\(thread.path ?? "no url")) is on no page")
        }
        for miss in report.missing {
            console.out("\(site)/\(miss.page): comment c-\(miss.anchor) of thread \(miss.thread) is missing")
        }
        let onNoPage = Set(report.onNoPage.map(\.id))
        let lost = report.missing.count + archive.threads.filter { onNoPage.contains($0.thread.id) }.reduce(0) { $0 + $1.commentCount }
        console.out(
            "Verified \(Summary.count(report.threads, "thread")) (\(Summary.count(report.comments, "comment"))) against "
                + "\(Summary.count(report.pages, "page")) of \(site): \(report.onNoPage.count) on no page, "
                + "\(Summary.grouped(lost)) of \(Summary.grouped(report.comments)) comments missing")
        return report.isComplete && !archive.diagnosticCount.failsRun(strict: config.strict) ? .ok : .dataError
    }
}
