import Glibc

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

        /// A site dump grouped through a spill: written a partition at a time, so memory
        /// holds one partition's threads. A dump the spill cannot settle is read whole.
        func writeSpilled(_ file: String, plan: SpillRoot.Plan, io: FileIO, loader: ArchiveLoader) -> FilePart {
            var part = FilePart()
            let dump: DumpSpill
            do {
                let spill = try SpillPartitioner(folder: plan.folder, count: plan.partitions)
                guard let spilled = try DumpSpill.spill(file, io: io, into: spill) else {
                    spill.remove()
                    write(loader.loadFile(file), into: &part)
                    return part
                }
                dump = spilled
            } catch  where error.path == file {
                part.diagnostics.append(
                    Diagnostic(.error, file: file, message: "cannot read this file: \(OutputFolder.reason(error))"))
                return part
            } catch {
                part.failure = .write(error)
                return part
            }
            defer { dump.spill.remove() }
            part.diagnostics += dump.diagnostics
            for partition in 0..<dump.spill.count where part.failure == nil {
                do {
                    write(try dump.threads(ofPartition: partition, parallel: threadsInParallel), into: &part)
                } catch {
                    part.failure = .write(error)
                }
            }
            return part
        }
    }

    /// The build's spill folder (`.NAME.spill-PID` beside the output) and which input
    /// files are grouped in it: made only when some file is a dump of the threshold's
    /// size, removed when the files are written, whether or not that succeeded.
    struct SpillRoot: Sendable {
        let root: String
        private let sizes: [Int: Int]

        struct Plan {
            let folder: String
            let partitions: Int
        }

        init?(_ files: [String], _ spill: Spill) throws(BuildError) {
            var sizes: [Int: Int] = [:]
            for (index, file) in files.enumerated() {
                var info = stat()
                guard stat(file, &info) == 0 else { continue }
                if DumpSpill.shouldSpill(file, size: Int(info.st_size), threshold: spill.threshold) { sizes[index] = Int(info.st_size) }
            }
            guard !sizes.isEmpty else { return nil }
            self.sizes = sizes
            root = SpillFolder.beside(output: spill.output)
            guard mkdir(root, 0o700) == 0 else {
                throw .write(FileIOError(path: root, message: "cannot create the spill folder: \(String(cString: strerror(errno)))"))
            }
        }

        func spills(_ fileIndex: Int) -> Bool {
            sizes[fileIndex] != nil
        }

        func plan(for fileIndex: Int, file: String) -> Plan {
            Plan(folder: root + "/\(fileIndex)", partitions: DumpSpill.partitionCount(file, size: sizes[fileIndex] ?? 0))
        }

        func remove() {
            SpillFolder.remove(root)
        }
    }
}
