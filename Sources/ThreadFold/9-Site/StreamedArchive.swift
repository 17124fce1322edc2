import Foundation
import TextIndex

/// What a streamed build keeps of the archive once each file's pages are written.
struct StreamedArchive {
    var summaries: [SiteWriter.ThreadSummary]
    var diagnostics: [Diagnostic]
    var feed: FeedCollector
    var comments: Int
    /// What the takedown requests removed and anonymised.
    var takedown = TakedownTally()
    /// Every thread's search documents (nil with `search: false`); a shard's are written as
    /// its part of the index.
    var search: SearchCollector?
    /// Each summary's file (its index in the input), to read a thread again when its slug
    /// must change.
    private var sourceFiles: [Int] = []
    /// Each input file's part, in input order, when asked for (`watch` keeps their
    /// summaries, with the slugs the files give, to settle slugs again after a save).
    var fileParts: [FilePart]?

    /// One input file's part.
    struct FilePart: Sendable {
        var summaries: [SiteWriter.ThreadSummary] = []
        var ids: [String] = []
        var diagnostics: [Diagnostic] = []
        var comments = 0
        var takedown = TakedownTally()
        var failure: BuildError?
    }

    /// Decodes, folds and writes every file (in parallel, one file at a time per worker), then
    /// settles duplicate ids and slug collisions; threads whose slug had to change are
    /// read and written again.
    static func write(
        _ files: [String], writer: SiteWriter, io: FileIO, shard: ShardSpec? = nil, spill: SpillSettings? = nil,
        keepParts: Bool = false, progress: (@Sendable (Int, Int) -> Void)?
    ) throws(BuildError) -> StreamedArchive {
        var takedownLoader = ArchiveLoader(io: io)
        takedownLoader.takedown = writer.config.takedown(strings: writer.theme.strings)
        let loader = takedownLoader
        let spillRoot: SpillRoot?
        do { spillRoot = try spill.flatMap { settings throws(FileIOError) in try SpillRoot(files, settings) } } catch {
            throw .write(error)
        }
        defer { spillRoot?.remove() }
        let parts = ResultSlots<FilePart>(count: files.count)
        let feed = SharedFeed(limit: 50)
        let search = writer.config.search ? writer.searchCollector() : nil
        // `watch` keeps each document's thread, for its delta segments' masks.
        search?.recordsDocumentThreads = keepParts
        let done = Counter()
        ArchiveLoader.forEachFile(files.count) { fileIndex, threadsInParallel in
            let target = FileTarget(writer: writer, feed: feed, shard: shard, search: search, threadsInParallel: threadsInParallel)
            let plan = spillRoot?.plan(for: fileIndex, file: files[fileIndex])
            parts[fileIndex] = target.writeFile(files[fileIndex], spill: plan, loader: loader)
            progress?(done.increment(), files.count)
        }
        var archive = StreamedArchive(summaries: [], diagnostics: [], feed: feed.snapshot, comments: 0)
        archive.search = search
        if keepParts { archive.fileParts = parts.values.map { $0 ?? FilePart() } }
        var ids: [String] = []
        var sourceFiles: [String] = []
        for (fileIndex, part) in parts.values.enumerated() {
            guard let part else { continue }
            if let failure = part.failure { throw failure }
            archive.summaries += part.summaries
            archive.diagnostics += part.diagnostics
            archive.comments += part.comments
            archive.takedown.add(part.takedown)
            ids += part.ids
            sourceFiles += Array(repeating: files[fileIndex], count: part.ids.count)
            archive.sourceFiles += Array(repeating: fileIndex, count: part.ids.count)
        }
        let (rejected, duplicateDiagnostics) = ThreadIdentity.duplicates(ids: ids, files: sourceFiles)
        archive.diagnostics += duplicateDiagnostics
        if !rejected.isEmpty { return archive }
        try archive.settleSlugs(files: files, loader: loader, writer: writer)
        return archive
    }

    /// Slugs equal but for case were written to one place (or, on a case-sensitive disk,
    /// two that would clash once copied to another): every thread of such a group is
    /// written again, later ones under `-2`, `-3`…, after removing the shared pages.
    private mutating func settleSlugs(files: [String], loader: ArchiveLoader, writer: SiteWriter) throws(BuildError) {
        let initial = summaries.map(\.entry.slug)
        let final = ThreadIdentity.uniqueSlugs(initial, ids: summaries.map(\.key.id))
        let clashing = Set(zip(initial, final).filter { $0 != $1 }.map { $0.0.lowercased() })
        guard !clashing.isEmpty else { return }
        let affected = summaries.indices.filter { clashing.contains(initial[$0].lowercased()) }
        for i in affected {
            for path in writer.config.paths.threadRemovals(slug: initial[i], pages: summaries[i].pages) { writer.sink.remove(path) }
        }
        for i in affected {
            summaries[i].entry.slug = final[i]
            // A spilled dump is read whole here: rare (ids equal but for case), and correct.
            let id = summaries[i].key.id
            guard var folded = loader.loadFile(files[sourceFiles[i]]).threads.first(where: { $0.thread.id == id }) else { continue }
            folded.thread.slug = final[i]
            try writer.writeThread(folded)
        }
    }
}
