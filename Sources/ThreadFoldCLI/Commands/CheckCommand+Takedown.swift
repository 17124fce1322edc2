import ThreadFold

/// `check --find`, `--find-author` (what a request is about) and `--removed SITE` (the
/// proof that a built site holds nothing of it). See docs/privacy.md.
extension CheckCommand {
    /// The exit code of a takedown mode, or nil when none was asked for.
    func takedownMode(console: Console, io: FileIO) throws(UsageError) -> ExitCode? {
        let find = parsed.values["--find"]
        let author = parsed.values["--find-author"]
        let site = parsed.values["--removed"]
        guard find != nil || author != nil || site != nil else { return nil }
        if site != nil && (find != nil || author != nil) {
            throw UsageError("--removed cannot be combined with --find or --find-author")
        }
        let settings = try settings(io: io)
        let (inputs, spill, config) = (settings.inputs, settings.spill, settings.config)
        let archive: Archive
        do { archive = try ArchiveLoader(io: io).load(inputs, spill: spill) } catch {
            console.err("threadfold: \(error.description)")
            return .buildFailed
        }
        if let site { return prove(site: site, config: config, archive: archive, console: console, io: io) }
        let matches = CommentFinder(config: config, io: io).find(text: find, author: author, in: archive)
        for match in matches { console.out(match.description) }
        console.out("Found \(Summary.count(matches.count, "comment")) in \(Summary.count(archive.threads.count, "thread"))")
        return .ok
    }

    private func prove(site: String, config: SiteConfig, archive: Archive, console: Console, io: FileIO) -> ExitCode {
        guard io.kind(site) == .folder else {
            console.err("threadfold: --removed \(site): no such folder (name a built site)")
            return .usage
        }
        let needles = SiteTraces.needles(config.takedown(), archive: archive)
        if needles.isEmpty && needles.untraceable.isEmpty {
            console.err("threadfold: nothing to look for: \"remove\" and \"anonymise\" match nothing in the inputs")
        }
        for source in needles.untraceable {
            console.err("threadfold: note: removed comment \(source) is too short to trace (under 4 words or 6 CJK characters)")
        }
        let traces: [SiteTraces.Trace]
        do { traces = try SiteTraces(io: io).scan(site: site, needles: needles) } catch {
            console.err("threadfold: \(error.description)")
            return .buildFailed
        }
        for trace in traces { console.out("\(site)/\(trace.description)") }
        console.out(
            "Scanned \(site) for \(Summary.count(needles.removedComments, "removed comment")) and "
                + "\(Summary.count(config.anonymise.count, "anonymised name")): \(Summary.count(traces.count, "trace")) found")
        return traces.isEmpty ? .ok : .dataError
    }
}
