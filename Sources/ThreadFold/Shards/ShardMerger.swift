/// `threadfold merge`: the shards of a sharded build (`build --shard I/N`, each in its own
/// folder, perhaps on its own machine) joined into one site: every shard's thread pages,
/// and the index pages, feed, sitemap, 404 and theme files written from their summaries.
/// The site is staged and swapped in like a build's, and is byte for byte the site one
/// `build` of the same input would write.
public struct ShardMerger: Sendable {
    public var config: SiteConfig
    public var io: FileIO

    public init(config: SiteConfig, io: FileIO = .disk) {
        self.config = config
        self.io = io
    }

    public func merge(_ folders: [String]) throws(BuildError) -> BuildReport {
        var clock = StageClock()
        let output = OutputFolder(path: config.output, io: io)
        try output.check(inputs: folders)
        let parts = try folders.map { folder throws(BuildError) in (folder, try readSummary(folder)) }
        // `auto`: the locale the shards settled on from every input, not a guess from theirs.
        var config = config
        if config.locale == SiteConfig.autoLocale, let locale = parts.lazy.compactMap(\.1.locale).first {
            config.locale = locale
            config.threadLanguages = true
        }
        let theme = try SiteBuilder(config: config, io: io).loadTheme()
        try checkComplete(parts)
        let summaries = parts.flatMap { $0.1.threads }.sorted { $0.key < $1.key }
        try checkSlugs(summaries, folders: folders)
        let (tally, unmatched) = try takedowns(parts)
        var feed = FeedCollector(limit: 50)
        for (_, part) in parts { feed.add(items: part.feedItems) }
        let written = try output.replace { staging throws(BuildError) in
            let sink = PageSink(root: staging, io: io, onlyChanges: false)
            for (folder, _) in parts { try copyPages(from: folder, to: sink) }
            clock.lap("threads")
            var written = try SiteWriter(config: config, theme: theme, sink: sink).writeSiteWide(summaries, feed: feed)
            clock.lap("index")
            if config.search {
                let paths = try ShardSearch(config: config, io: io).write(parts.map(\.0), summaries: summaries, sink: sink)
                written.paths.formUnion(paths)
                written.files += paths.count
                clock.lap("search")
            }
            return written
        }
        clock.lap("swap")
        var report = BuildReport(
            threads: summaries.count, comments: parts.reduce(0) { $0 + $1.1.comments }, pages: written.pages,
            threadPages: written.threadPages, files: written.files, diagnostics: unmatched, output: config.output,
            seconds: clock.total, stageSeconds: clock.laps)
        report.takedown = tally
        return report
    }

    /// The shards' takedowns summed, and the entries no shard matched. Shards built with
    /// different lists would publish a site half taken down: that is refused.
    private func takedowns(_ parts: [(String, ShardSummary)]) throws(BuildError) -> (TakedownTally, [Diagnostic]) {
        let lists = parts.map { ($0.1.takedown?.remove ?? [], $0.1.takedown?.anonymise ?? []) }
        if let first = lists.first, let index = lists.firstIndex(where: { $0 != first }) {
            throw .output(
                path: parts[index].0,
                message: "this shard was built with other \"remove\" or \"anonymise\" lists than \(parts[0].0); "
                    + "build every shard with the same config")
        }
        var tally = TakedownTally()
        for (_, part) in parts { tally.add(part.takedown?.tally ?? TakedownTally()) }
        guard let (remove, anonymise) = lists.first, !remove.isEmpty || !anonymise.isEmpty else { return (tally, []) }
        let unmatched = tally.unmatched(
            Takedown(remove: remove, anonymise: anonymise), file: config.configFile ?? "merge (the shards' takedown lists)",
            strict: config.strict)
        let count = DiagnosticCount(unmatched)
        if count.failsRun(strict: config.strict) {
            throw .dataWithDiagnostics(unmatched, strict: config.strict)
        }
        return (tally, unmatched)
    }

    private func readSummary(_ folder: String) throws(BuildError) -> ShardSummary {
        let path = folder + "/" + ShardSummary.fileName
        do {
            return try ShardSummary.decode(try io.read(path))
        } catch {
            throw .output(path: path, message: "no shard summary here (\(error)); build the shard with --shard I/N first")
        }
    }

    /// Every shard of one build, each once: a missing shard would drop its threads.
    private func checkComplete(_ parts: [(String, ShardSummary)]) throws(BuildError) {
        guard let count = parts.first?.1.shards else { throw .output(path: config.output, message: "no shards to merge") }
        var seen: [Int: String] = [:]
        for (folder, part) in parts {
            guard part.shards == count else {
                throw .output(path: folder, message: "shard of \(part.shards), but \(parts[0].0) is a shard of \(count)")
            }
            if let other = seen[part.shard] { throw .output(path: folder, message: "shard \(part.shard) again (also \(other))") }
            seen[part.shard] = folder
        }
        let missing = (0..<count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            throw .output(path: config.output, message: "shards missing: \(names); merge needs all \(count)")
        }
    }

    /// Slugs are settled within each shard (equal-but-case slugs share one); a slug made
    /// unique there (`x-2`) could still meet a thread named `x-2` in another shard.
    private func checkSlugs(_ summaries: [SiteWriter.ThreadSummary], folders: [String]) throws(BuildError) {
        let slugs = summaries.map(\.entry.slug)
        if let clash = zip(slugs, ThreadIdentity.uniqueSlugs(slugs, ids: summaries.map(\.key.id))).first(where: { $0 != $1 }) {
            throw .output(path: config.output, message: "two shards wrote thread pages named \(clash.0); build on one machine")
        }
    }

    /// The shard's pages, as they are, at the same paths (not its marker or summary).
    private func copyPages(from folder: String, to sink: PageSink) throws(BuildError) {
        var stack = [""]
        while let relative = stack.popLast() {
            let names: [String]
            do { names = try io.list(folder + "/" + relative) } catch { throw .write(Self.failure(folder, error)) }
            for name in names.sorted() where !(relative.isEmpty && name.hasPrefix(".threadfold-")) {
                let path = relative.isEmpty ? name : relative + "/" + name
                if io.kind(folder + "/" + path) == .folder {
                    stack.append(path)
                    continue
                }
                let bytes: [UInt8]
                do { bytes = try io.read(folder + "/" + path) } catch { throw .write(Self.failure(folder + "/" + path, error)) }
                try sink.write(path, bytes)
            }
        }
    }

    private static func failure(_ path: String, _ error: any Error) -> FileIOError {
        error as? FileIOError ?? FileIOError(path: path, message: "\(error)")
    }
}
