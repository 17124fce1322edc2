import Foundation

/// One input file as `watch` reads it after a save: each thread's summary (with the slug
/// the file gives it, before collisions are settled) and feed candidates, its diagnostics,
/// and its threads themselves when the file was read whole. A site dump grouped through a
/// spill is read a partition at a time and not kept: the pages of its threads whose slug
/// is already settled are written as they pass (`early`), any others by reading it again.
struct WatchRead: Sendable {
    var summaries: [SiteWriter.ThreadSummary] = []
    var feed: [FeedCollector.Item] = []
    /// How many feed candidates the file has (`feed` keeps the newest `reserve`).
    var feedCount = 0
    var diagnostics: [Diagnostic] = []
    /// Nil for a spilled dump.
    var threads: [FoldedThread]? = []
    /// Thread ids whose pages were written while reading, and under which slug.
    var written: [String: String] = [:]
    var failure: BuildError?

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// How a file is read: the loader (with the config's takedowns), the writer whose
    /// summaries and pages it makes, and the slugs settled so far (for `early`).
    struct Reader: Sendable {
        var loader: ArchiveLoader
        var writer: SiteWriter
        var slugs: [String: String]
        /// Write a spilled dump's pages as they pass when their slug is settled.
        var early: Bool
        /// Keep a file read whole's threads (false: only its summaries and feed).
        var keepThreads = true

        func read(_ file: String, plan: SpillRoot.Plan?, parallel: Bool) -> WatchRead {
            var read = WatchRead()
            if plan != nil || !keepThreads { read.threads = nil }
            do throws(FileIOError) {
                try loader.loadFile(file, spill: plan, parallel: parallel) { piece, _ in
                    take(piece, into: &read, parallel: parallel)
                    return read.failure == nil
                }
            } catch {
                read.failure = .write(error)
            }
            read.feed = Array(read.feed.sorted(by: FeedCollector.precedes).prefix(WatchFeed.reserve))
            return read
        }

        private func take(_ piece: LoadedFile, into read: inout WatchRead, parallel: Bool) {
            read.diagnostics += piece.diagnostics
            for folded in piece.threads {
                let key = ThreadKey(id: folded.thread.id)
                read.summaries.append(writer.summary(of: folded, key: key))
                let candidates = writer.feedCandidates(of: folded)
                read.feedCount += candidates.count
                read.feed += candidates.enumerated().map {
                    FeedCollector.Item(entry: $1, threadTitle: folded.thread.title, key: key, position: $0)
                }
                if read.feed.count > WatchFeed.reserve * 4 {
                    read.feed = Array(read.feed.sorted(by: FeedCollector.precedes).prefix(WatchFeed.reserve))
                }
            }
            if read.threads != nil {
                read.threads? += piece.threads
                return
            }
            guard early, !read.hasErrors, read.failure == nil else { return }
            var settled: [FoldedThread] = []
            for var folded in piece.threads {
                guard let slug = slugs[folded.thread.id] else { continue }
                folded.thread.slug = slug
                settled.append(folded)
                read.written[folded.thread.id] = slug
            }
            do throws(BuildError) { try writer.writeThreads(settled, chosen: nil) } catch { read.failure = error }
        }

        /// Writes the pages of `file`'s threads in `ids` (all when nil) under `slugs`,
        /// reading the file again.
        func rewrite(_ file: String, ids: Set<String>?, plan: SpillRoot.Plan?, parallel: Bool) -> BuildError? {
            var failure: BuildError?
            do throws(FileIOError) {
                try loader.loadFile(file, spill: plan, parallel: parallel) { piece, _ in
                    var chosen: [FoldedThread] = []
                    for var folded in piece.threads where ids?.contains(folded.thread.id) ?? true {
                        guard let slug = slugs[folded.thread.id] else { continue }
                        folded.thread.slug = slug
                        chosen.append(folded)
                    }
                    do throws(BuildError) { try writer.writeThreads(chosen, chosen: nil) } catch { failure = error }
                    return failure == nil
                }
            } catch {
                return .write(error)
            }
            return failure
        }
    }

    /// Reads `files` (in parallel, or a dump's threads in parallel) through a spill of
    /// their own; `body` gets each file's index and whether its threads go in parallel.
    static func forEach(
        _ files: [String], spill: SpillSettings, _ body: @Sendable (Int, SpillRoot.Plan?, Bool) -> Void
    ) throws(BuildError) {
        let root: SpillRoot?
        do { root = try SpillRoot(files, spill) } catch { throw .write(error) }
        defer { root?.remove() }
        ArchiveLoader.forEachFile(files.count) { index, parallel in
            body(index, root?.plan(for: index, file: files[index]), parallel)
        }
    }
}
