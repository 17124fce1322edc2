import Foundation

/// What `threadfold embed` was asked for besides the site's settings.
public struct EmbedOptions: Sendable {
    public var target: EmbedTarget
    /// The level of the fragment's heading (`h2` by default), so the blog's outline holds.
    public var headingLevel: Int
    public var urlMap: String?
    /// The GitHub-backed widget that takes over from the archive when scripts run (`--live`).
    public var live: LiveWidget?

    public init(target: EmbedTarget = .html, headingLevel: Int = 2, urlMap: String? = nil, live: LiveWidget? = nil) {
        self.target = target
        self.headingLevel = headingLevel
        self.urlMap = urlMap
        self.live = live
    }
}

/// What an embed wrote.
public struct EmbedReport: Sendable {
    public var threads = 0
    public var comments = 0
    /// Ids of threads with neither a URL nor a path for an id: no page can show them.
    public var withoutPage: [String] = []
    /// Every file written, relative to `-o`, sorted.
    public var files: [String] = []
    public var diagnostics: [Diagnostic] = []
}

/// `threadfold embed`: every thread as a fragment for a blog's own pages, in the layout
/// the blog's generator reads. Threadfold's folder is replaced as a whole, like a site;
/// its data file and partial each by a rename; nothing else under `-o` is touched.
public struct EmbedBuilder: Sendable {
    public var config: SiteConfig
    public var options: EmbedOptions
    public var io: FileIO
    /// Site dumps from this size on are grouped through a spill beside threadfold's folder,
    /// as `build` groups them (every thread is still held: the data file holds them all).
    var spillThreshold = DumpSpill.threshold

    public init(config: SiteConfig, options: EmbedOptions, io: FileIO = .disk) {
        self.config = config
        self.options = options
        self.io = io
    }

    var target: EmbedTarget { options.target }

    public func embed(diagnostics: (([Diagnostic]) -> Void)? = nil) throws(BuildError) -> EmbedReport {
        let theme = try SiteBuilder(config: config, io: io).loadTheme()
        let folder = OutputFolder(path: path(target.ownedFolder), io: io)
        try folder.check(inputs: config.inputs)
        let outside = try ownedFilesOutsideFolder()
        var archive: Archive
        do {
            var loader = ArchiveLoader(io: io)
            loader.takedown = config.takedown(strings: theme.strings)
            archive = try loader.load(config.inputs, spill: SpillSettings(output: folder.path, threshold: spillThreshold))
        } catch {
            throw .write(error)
        }
        archive.diagnostics += config.unmatchedTakedowns(archive.takedown)
        let (map, mapDiagnostics) = options.urlMap.map { URLMap.load($0, io: io) } ?? (URLMap(), [])
        archive.diagnostics += mapDiagnostics
        diagnostics?(archive.diagnostics)
        let count = archive.diagnosticCount
        if count.failsRun(strict: config.strict) {
            throw .data(errors: count.errors, warnings: count.warnings, strict: config.strict)
        }
        var report = EmbedReport(threads: archive.threads.count, comments: archive.commentCount, diagnostics: archive.diagnostics)
        let (threads, inFolder) = try folder.replace { staging throws(BuildError) in
            let writer = SiteWriter(config: config, theme: theme, sink: PageSink(root: staging, io: io, onlyChanges: false))
            let threads = try render(archive.threads, renderer: writer.renderer, map: map)
            return (threads, try writeFolder(threads, theme: theme, sink: writer.sink))
        }
        for (file, bytes) in integrationFiles(threads) where outside.contains(file) {
            try replaceFile(file, bytes)
        }
        report.withoutPage = threads.filter { $0.page == nil }.map(\.folded.thread.id)
        let prefix = target.ownedFolder.isEmpty ? "" : target.ownedFolder + "/"
        report.files = (inFolder.map { prefix + $0 } + outside).sorted()
        return report
    }

    /// The absolute URL of the post a thread is embedded in, for its structured data: the
    /// thread's own `url` when the page was not moved, else the page's path on the base
    /// URL's host; nil when neither is known.
    static func postURL(of thread: CommentThread, page: PagePath?, baseURL: String?) -> String? {
        guard let page else { return nil }
        if let url = SafeURL.web(thread.url), url.contains("://"), PagePath(normalising: url) == page { return url }
        guard let base = SafeURL.web(baseURL), let scheme = base.range(of: "://") else { return nil }
        let host = base[scheme.upperBound...].prefix { $0 != "/" }
        return String(base[..<scheme.upperBound]) + host + page.value
    }

    private func path(_ relative: String) -> String {
        relative.isEmpty ? config.output : config.output + "/" + relative
    }

    private func render(_ threads: [FoldedThread], renderer: ThreadPageRenderer, map: URLMap) throws(BuildError) -> [EmbeddedThread] {
        var embedded: [EmbeddedThread] = []
        for folded in threads {
            let html: [UInt8]
            let page = map.page(of: folded.thread)
            let postURL = Self.postURL(of: folded.thread, page: page, baseURL: config.baseURL)
            do { html = try renderer.fragment(folded, headingLevel: options.headingLevel, postURL: postURL) } catch {
                throw .theme(error)
            }
            embedded.append(EmbeddedThread(folded, page: page, html: html))
        }
        return embedded
    }

    /// Style, script, manifest, fragments (html) and, for Eleventy, its data and plugin:
    /// written into the staging folder. Returns their paths inside the folder.
    private func writeFolder(_ threads: [EmbeddedThread], theme: Theme, sink: PageSink) throws(BuildError) -> [String] {
        var files: [(String, [UInt8])] = [
            ("threadfold.css", Array(embedFile("threadfold.css").utf8)),
            ("threadfold.js", theme.publicFiles["threadfold.js"] ?? []),
            ("manifest.json", EmbeddedThread.manifest(threads, target: target)),
        ]
        if target == .html {
            // No partial to wrap a page's fragments: with --live each fragment file carries the widget.
            let wrap = options.live?.wrap ?? { $0 }
            files += threads.map { (target.fragmentFile(slug: $0.slug), Array(wrap($0.html).utf8)) }
        }
        let prefix = target.ownedFolder + "/"
        for (file, bytes) in integrationFiles(threads) where file.hasPrefix(prefix) {
            files.append((String(file.dropFirst(prefix.count)), bytes))
        }
        for (file, bytes) in files { try sink.write(file, bytes) }
        return files.map(\.0)
    }

    /// The generator's data file and partial (include, plugin), relative to `-o`.
    private func integrationFiles(_ threads: [EmbeddedThread]) -> [(String, [UInt8])] {
        var files: [(String, [UInt8])] = []
        if let dataFile = target.dataFile { files.append((dataFile, EmbeddedThread.data(threads, target: target, live: options.live))) }
        if let (template, file) = target.integration { files.append((file, Array(embedFile(template).utf8))) }
        return files
    }

    /// `Templates/embed/NAME`: the templates folder's copy if it has one, else the bundled.
    private func embedFile(_ name: String) -> String {
        if let folder = config.templates, let bytes = try? io.read(folder + "/embed/" + name) {
            return String(decoding: bytes, as: UTF8.self)
        }
        return BundledTheme.files(under: "Templates/embed/")[name] ?? ""
    }

    /// The data file and partial outside threadfold's folder, after checking each is
    /// threadfold's to replace: missing, or carrying `EmbedTarget.ownerMark`.
    private func ownedFilesOutsideFolder() throws(BuildError) -> [String] {
        let prefix = target.ownedFolder + "/"
        let files = [target.dataFile, target.integration?.path].compactMap { $0 }.filter { !$0.hasPrefix(prefix) }
        for file in files where io.kind(path(file)) != .missing {
            let bytes = (try? io.read(path(file))) ?? []
            guard String(decoding: bytes, as: UTF8.self).contains(EmbedTarget.ownerMark) else {
                throw .output(
                    path: path(file),
                    message: "this file was not written by threadfold embed; move it away (or rename yours) and run embed again")
            }
        }
        return files
    }

    /// Written beside, then renamed over: a reader (or the generator's watcher) never
    /// sees half a file.
    private func replaceFile(_ file: String, _ bytes: [UInt8]) throws(BuildError) {
        let target = path(file)
        let temporary = target + ".threadfold-tmp-\(getpid())"
        do {
            try io.write(temporary, bytes)
            try io.rename(temporary, target)
        } catch {
            try? io.remove(temporary)
            throw .write(FileIOError(path: target, message: "cannot write this file: \(FileIOError.reason(error))"))
        }
    }
}
