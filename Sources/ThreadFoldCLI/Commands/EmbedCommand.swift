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
                nextSteps(target: embedOptions.target, config: config, console: console, io: io)
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
        printFindings(report, site: site, console: console)
        let onNoPage = Set(report.onNoPage.map(\.id) + report.elsewhere.map(\.id))
        let lost = report.missing.count + archive.threads.filter { onNoPage.contains($0.thread.id) }.reduce(0) { $0 + $1.commentCount }
        let elsewhere = report.elsewhere.isEmpty ? "" : ", \(report.elsewhere.count) on another page than its own"
        console.out(
            "Verified \(Summary.count(report.threads, "thread")) (\(Summary.count(report.comments, "comment"))) against "
                + "\(Summary.count(report.pages, "page")) of \(site): \(report.onNoPage.count) on no page, "
                + "\(Summary.grouped(lost)) of \(Summary.grouped(report.comments)) comments missing\(elsewhere)")
        return report.isComplete && !archive.diagnosticCount.failsRun(strict: config.strict) ? .ok : .dataError
    }

    /// One line per thread not where it belongs, comment missing, and file that publishes
    /// raw thread data.
    private func printFindings(_ report: EmbedVerifier.Report, site: String, console: Console) {
        if let base = report.basePath { console.out("\(site): pages are under the base path \(base): threads matched without it") }
        for thread in report.onNoPage {
            var line = "\(site): thread \(thread.id) (\(thread.path ?? "no url")) is on no page"
            if let closest = thread.closest, let path = thread.path {
                line += "; the closest page is \(closest)"
                if closest == path {
                    line += ", which shows no comments: is the include in the layout that renders it?"
                } else if path.hasSuffix(closest) {
                    line +=
                        " (is the blog under the base path \(path.dropLast(closest.count))? its threads' URLs include it, its pages do not)"
                }
            }
            console.out(line)
        }
        for thread in report.elsewhere {
            console.out("\(site): thread \(thread.id) belongs on \(thread.path) but is on \(thread.pages.joined(separator: ", "))")
        }
        for thread in report.alsoOn {
            console.out("\(site): thread \(thread.id) is on its own page and also on \(thread.pages.joined(separator: ", "))")
        }
        for miss in report.missing {
            console.out("\(site)/\(miss.page): comment c-\(miss.anchor) of thread \(miss.thread) is missing")
        }
        for file in report.rawThreadFiles {
            console.err(
                "threadfold: warning: \(site)/\(file) publishes thread data as it was given: keep the inputs outside the blog's "
                    + "source, or exclude them (Jekyll: exclude: in _config.yml)")
        }
    }

    /// Where the include goes in the blog's theme (the step README cannot know), and a
    /// warning when Jekyll would publish the inputs themselves.
    private func nextSteps(target: EmbedTarget, config: SiteConfig, console: Console, io: FileIO) {
        guard target == .hugo || target == .jekyll else { return }
        let blog = BlogSettings.read(root: config.output, target: target, io: io)
        if let theme = blog.theme, let hook = ThemeHook.hook(theme: theme, target: target) {
            console.out("Next, for the \(theme) theme: \(hook.steps)")
        } else if let steps = ThemeHook.unknownThemeSteps(blog.theme, target: target) {
            console.out("Next: \(steps)")
        }
        guard target == .jekyll else { return }
        for input in config.inputs {
            guard let inside = JekyllSource.publishedInput(input, root: config.output, configFile: blog.file, io: io) else { continue }
            console.err(
                "threadfold: warning: \(input) is inside the Jekyll source and will be published as it is: add "
                    + "exclude: [\(inside)] to _config.yml, or keep the threads outside the blog")
        }
    }
}
