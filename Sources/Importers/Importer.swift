import ThreadFold

/// `threadfold import`: reads an export, decides what is carried over, writes one thread
/// file per thread and returns the report.
public struct Importer: Sendable {
    public var io: FileIO
    public var options: ImportOptions

    public init(io: FileIO = .disk, options: ImportOptions = ImportOptions()) {
        self.io = io
        self.options = options
    }

    /// Reads SOURCE into threads and the report's lists (nothing written yet). Not for
    /// reddit dumps, which are written as they are grouped (`run`).
    public func read(_ format: ImportFormat, source: String) throws(ImportError) -> (threads: [ImportedThread], report: ImportReport) {
        guard format != .redditDump else {
            throw ImportError(path: source, message: "a reddit dump is written thread by thread as it is read; use run")
        }
        var report = ImportReport(format: format, source: source)
        var sourceThreads: [SourceThread]
        if format == .staticman {
            let posts = try options.postsFolder.map { (folder: String) throws(ImportError) in try StaticmanPosts(folder: folder, io: io) }
            let read = try StaticmanImporter(io: io, posts: posts).read(source)
            sourceThreads = read.threads
            report.skippedFolders = read.skippedFolders
        } else if format.isWidget {
            let read = try widgetThreads(format, source: source)
            sourceThreads = read.threads
            report.widget = read.gaps
        } else if format.isGitHub {
            let read = try gitHubThreads(format, source: source)
            sourceThreads = read.threads
            report.gitHub = read.gaps
        } else {
            sourceThreads = try self.sourceThreads(format, source: source)
        }
        if format == .disqus && options.mergeDuplicatePosts {
            var merger = DuplicatePostMerger()
            sourceThreads = merger.merge(sourceThreads)
            report.merges = merger.merges
        }
        var assembler = ThreadAssembler(report: report, emailMarker: options.keepEmails ? nil : options.emailMarker)
        assembler.takedown = options.takedown
        let threads = assembler.assemble(sourceThreads)
        var assembled = assembler.report
        // A page whose comments were all left out is not written: its title is not counted.
        assembled.widget.titles.removeAll { assembled.emptyThreads.contains($0.url) }
        return (threads, assembled)
    }

    /// Reads SOURCE and writes `<directory>/<slug>.json` per thread.
    public func run(_ format: ImportFormat, source: String, into directory: String, overwrite: Bool = false) throws(ImportError)
        -> ImportReport
    {
        try run(format, sources: [source], into: directory, overwrite: overwrite)
    }

    /// The same for formats that take several files (a reddit dump's comment and
    /// submission files); the others take exactly one. A dump is written as it is grouped,
    /// a thread at a time, rather than read whole first.
    public func run(_ format: ImportFormat, sources: [String], into directory: String, overwrite: Bool = false) throws(ImportError)
        -> ImportReport
    {
        if format == .redditDump {
            return try RedditDumpImporter(io: io, options: options).run(sources, into: directory, overwrite: overwrite)
        }
        guard sources.count == 1, let source = sources.first else {
            throw ImportError(path: sources.joined(separator: ", "), message: "\(format.rawValue) reads one SOURCE, not \(sources.count)")
        }
        var (threads, report) = try read(format, source: source)
        try ThreadFileWriter(io: io, overwrite: overwrite).write(threads, into: directory, report: &report)
        return report
    }

    private func sourceThreads(_ format: ImportFormat, source: String) throws(ImportError) -> [SourceThread] {
        let bytes = try readFile(source)
        switch format {
        case .disqus: return try DisqusImporter.threads(from: bytes, path: source)
        case .wordpress: return try WordPressImporter.threads(from: bytes, path: source)
        case .reddit: return try RedditImporter.threads(from: bytes, path: source)
        case .hn: return try HackerNewsImporter.threads(from: bytes, path: source)
        case .json: return try FieldMapImporter(options: options).threads(from: bytes, path: source)
        case .staticman, .githubDiscussions, .githubIssues, .redditDump, .waline, .valine, .twikoo, .artalk: return []
        }
    }

    private func gitHubThreads(_ format: ImportFormat, source: String) throws(ImportError) -> GitHubExport.Read {
        format == .githubIssues ? try GitHubIssuesImporter(io: io).read(source) : try GitHubDiscussionsImporter(io: io).read(source)
    }

    private func widgetThreads(_ format: ImportFormat, source: String) throws(ImportError)
        -> (threads: [SourceThread], gaps: ImportReport.WidgetGaps)
    {
        let posts = try options.postsFolder.map { (folder: String) throws(ImportError) in try StaticmanPosts(folder: folder, io: io) }
        let bytes = try readFile(source)
        let rows: [WidgetRow]
        let unread: String
        switch format {
        case .waline: (rows, unread) = (try WalineImporter.rows(bytes, path: source), WalineImporter.unreadFields)
        case .valine: (rows, unread) = (try ValineImporter.rows(bytes, path: source), ValineImporter.unreadFields)
        case .twikoo: (rows, unread) = (try TwikooImporter.rows(bytes, path: source), TwikooImporter.unreadFields)
        case .artalk: (rows, unread) = (try ArtalkImporter.rows(bytes, path: source), ArtalkImporter.unreadFields)
        default: (rows, unread) = ([], "")
        }
        var core = WidgetThreads(siteURL: options.siteURL, posts: posts)
        let threads = core.threads(rows)
        var gaps = core.gaps
        gaps.unreadFields = unread
        return (threads, gaps)
    }

    private func readFile(_ path: String) throws(ImportError) -> [UInt8] {
        guard io.kind(path) == .file else {
            throw ImportError(
                path: path, message: io.kind(path) == .missing ? "no such file" : "a folder; this format reads one export file")
        }
        do { return try io.read(path) } catch { throw ImportError(path: path, message: "cannot read this file: \(error)") }
    }
}
