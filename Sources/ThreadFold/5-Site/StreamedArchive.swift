import Dispatch
import Foundation

/// What a streamed build keeps of the archive once each file's pages are written.
struct StreamedArchive {
    var summaries: [SiteWriter.ThreadSummary]
    var diagnostics: [Diagnostic]
    var feed: FeedCollector
    var comments: Int
    /// Every thread's search documents (nil with `search: false` and in a sharded build).
    var search: SearchCollector?

    /// One input file's part.
    private struct FilePart: Sendable {
        var summaries: [SiteWriter.ThreadSummary] = []
        var ids: [String] = []
        var diagnostics: [Diagnostic] = []
        var comments = 0
        var failure: BuildError?
    }

    /// Decodes, folds and writes every file (in parallel, one file at a time per worker), then
    /// settles duplicate ids and slug collisions; threads whose slug had to change are
    /// read and written again.
    static func write(
        _ files: [String], writer: SiteWriter, io: FileIO, shard: ShardSpec? = nil,
        progress: (@Sendable (Int, Int) -> Void)?
    ) throws(BuildError) -> StreamedArchive {
        let loader = ArchiveLoader(io: io)
        let parts = ResultSlots<FilePart>(count: files.count)
        let feed = SharedFeed(limit: 50)
        let search = writer.config.search && shard == nil ? writer.searchCollector() : nil
        let done = Counter()
        // Many files: one file per core at a time. A few (a site dump): files in turn, each
        // file's threads spread over the cores. (Dispatch runs a concurrentPerform nested in
        // another one serially, so only one level may be parallel.)
        let filesInParallel = files.count >= 4
        let work: @Sendable (Int) -> Void = { fileIndex in
            parts[fileIndex] = writeFile(
                files[fileIndex], index: fileIndex, loader: loader, writer: writer, feed: feed, shard: shard, search: search,
                threadsInParallel: !filesInParallel)
            progress?(done.increment(), files.count)
        }
        if filesInParallel {
            DispatchQueue.concurrentPerform(iterations: files.count, execute: work)
        } else {
            files.indices.forEach(work)
        }
        var archive = StreamedArchive(summaries: [], diagnostics: [], feed: feed.snapshot, comments: 0)
        archive.search = search
        var ids: [String] = []
        var sourceFiles: [String] = []
        for (fileIndex, part) in parts.values.enumerated() {
            guard let part else { continue }
            if let failure = part.failure { throw failure }
            archive.summaries += part.summaries
            archive.diagnostics += part.diagnostics
            archive.comments += part.comments
            ids += part.ids
            sourceFiles += Array(repeating: files[fileIndex], count: part.ids.count)
        }
        let (rejected, duplicateDiagnostics) = ThreadIdentity.duplicates(ids: ids, files: sourceFiles)
        archive.diagnostics += duplicateDiagnostics
        if !rejected.isEmpty { return archive }
        try archive.settleSlugs(files: files, loader: loader, writer: writer)
        return archive
    }

    private static func writeFile(
        _ file: String, index: Int, loader: ArchiveLoader, writer: SiteWriter, feed: SharedFeed, shard: ShardSpec?,
        search: SearchCollector?, threadsInParallel: Bool
    ) -> FilePart {
        let loaded = loader.loadFile(file)
        var part = FilePart(diagnostics: loaded.diagnostics)
        // A file with errors fails the build; its pages need not be written.
        let hasErrors = loaded.diagnostics.contains { $0.severity == .error }
        // A sharded build keeps each thread's place in the whole input (its key).
        let chosen = loaded.threads.indices.filter { shard?.holds(slug: loaded.threads[$0].thread.slug) ?? true }
        for threadIndex in chosen {
            let folded = loaded.threads[threadIndex]
            let key = ThreadKey(file: index, thread: threadIndex)
            part.summaries.append(writer.summary(of: folded, key: key))
            part.ids.append(folded.thread.id)
            part.comments += folded.commentCount
            feed.add(writer.feedCandidates(of: folded), threadTitle: folded.thread.title, key: key)
        }
        guard !hasErrors else { return part }
        do throws(BuildError) {
            if threadsInParallel {
                try writer.writeThreads(loaded.threads, chosen: shard == nil ? nil : Set(chosen), search: search, file: index)
            } else {
                for threadIndex in chosen {
                    try writer.writeThread(loaded.threads[threadIndex], search: search, key: ThreadKey(file: index, thread: threadIndex))
                }
            }
        } catch {
            part.failure = error
        }
        return part
    }

    /// Slugs equal but for case were written to one place (or, on a case-sensitive disk,
    /// two that would clash once copied to another): every thread of such a group is
    /// written again, later ones under `-2`, `-3`…, after removing the shared pages.
    private mutating func settleSlugs(files: [String], loader: ArchiveLoader, writer: SiteWriter) throws(BuildError) {
        let initial = summaries.map(\.entry.slug)
        let final = ThreadIdentity.uniqueSlugs(initial)
        let clashing = Set(zip(initial, final).filter { $0 != $1 }.map { $0.0.lowercased() })
        guard !clashing.isEmpty else { return }
        let affected = summaries.indices.filter { clashing.contains(initial[$0].lowercased()) }
        for i in affected {
            for path in writer.config.paths.threadRemovals(slug: initial[i], pages: summaries[i].pages) { writer.sink.remove(path) }
        }
        for i in affected {
            summaries[i].entry.slug = final[i]
            let key = summaries[i].key
            var folded = loader.loadFile(files[key.file]).threads[key.thread]
            folded.thread.slug = final[i]
            try writer.writeThread(folded)
        }
    }
}
