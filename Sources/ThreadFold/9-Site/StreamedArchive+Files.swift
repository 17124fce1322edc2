import TextIndex

extension StreamedArchive {
    /// What one input file's threads are written with; each worker has one.
    struct FileTarget: Sendable {
        let writer: SiteWriter
        let feed: SharedFeed
        let shard: ShardSpec?
        let search: SearchCollector?
        /// Only one level of `concurrentPerform` runs in parallel: threads when files are not.
        let threadsInParallel: Bool

        /// Summarises `loaded`'s threads (those of the shard) into `part` and writes their
        /// pages. A file with errors fails the build; its pages need not be written.
        func write(_ loaded: LoadedFile, into part: inout FilePart) {
            part.diagnostics += loaded.diagnostics
            for (slug, tally) in loaded.takedowns where shard?.holds(slug: slug) ?? true { part.takedown.add(tally) }
            let hasErrors = loaded.diagnostics.contains { $0.severity == .error }
            let chosen = loaded.threads.indices.filter { shard?.holds(slug: loaded.threads[$0].thread.slug) ?? true }
            for threadIndex in chosen {
                let folded = loaded.threads[threadIndex]
                let key = ThreadKey(id: folded.thread.id)
                part.summaries.append(writer.summary(of: folded, key: key))
                part.ids.append(folded.thread.id)
                part.comments += folded.commentCount
                feed.add(writer.feedCandidates(of: folded), threadTitle: folded.thread.title, key: key)
            }
            guard !hasErrors, part.failure == nil else { return }
            do throws(BuildError) {
                if threadsInParallel {
                    try writer.writeThreads(loaded.threads, chosen: shard == nil ? nil : Set(chosen), search: search)
                } else {
                    for threadIndex in chosen {
                        let folded = loaded.threads[threadIndex]
                        try writer.writeThread(folded, search: search, key: ThreadKey(id: folded.thread.id))
                    }
                }
            } catch {
                part.failure = error
            }
        }

        /// One input file, a site dump of the spill's size a partition at a time (so memory
        /// holds one partition's threads), anything else whole.
        func writeFile(_ file: String, spill plan: SpillRoot.Plan?, loader: ArchiveLoader) -> FilePart {
            var part = FilePart()
            do throws(FileIOError) {
                try loader.loadFile(file, spill: plan, parallel: threadsInParallel) { piece, _ in
                    write(piece, into: &part)
                    return part.failure == nil
                }
            } catch {
                part.failure = .write(error)
            }
            return part
        }
    }
}
