import Dispatch
import Spill

/// Reading inputs with large site dumps grouped on disk (`DumpSpill`) instead of in
/// memory: one path for every command that reads a site's inputs (`build`, `check`,
/// `watch`, `embed`), so a dump reads the same whichever does.
extension ArchiveLoader {
    /// Reads `file` a piece at a time into `take`, which returns false to stop: with a
    /// `plan`, a site dump grouped through a spill in `plan.folder`, first the first pass's
    /// diagnostics, then a partition's threads per piece (each with its first row's file
    /// offset, see `DumpSpill.threads(ofPartition:)`); any other file, and a document the
    /// stream cannot settle, whole in one piece. A file that cannot be read is a piece with
    /// the error. Throws only when a spill file cannot be written or read back; the spill is
    /// removed before this returns.
    func loadFile(
        _ file: String, spill plan: SpillRoot.Plan?, parallel: Bool, take: (LoadedFile, _ firstRows: [Int]) -> Bool
    ) throws(FileIOError) {
        guard let plan else {
            let loaded = loadFile(file)
            _ = take(loaded, Array(loaded.threads.indices))
            return
        }
        let dump: DumpSpill
        do {
            let spill = try Self.partitioner(plan)
            guard let spilled = try DumpSpill.spill(file, io: io, into: spill) else {
                spill.remove()
                return try loadFile(file, spill: nil, parallel: parallel, take: take)
            }
            dump = spilled
        } catch  where error.path == file {
            _ = take(LoadedFile(diagnostics: [Self.unreadable(file, error)]), [])
            return
        }
        defer { dump.spill.remove() }
        guard take(LoadedFile(diagnostics: dump.diagnostics), []) else { return }
        for partition in 0..<dump.spill.count {
            let (loaded, firstRows) = try dump.threads(ofPartition: partition, parallel: parallel, takedown: takedown)
            guard take(loaded, firstRows) else { return }
        }
    }

    /// `load`, with site dumps of `spill`'s size grouped on disk.
    public func load(_ paths: [String], spill: SpillSettings?) throws(FileIOError) -> Archive {
        let (files, inputDiagnostics) = InputFiles.collect(paths, io: io)
        return Self.assemble(try loadAll(files, spill: spill), inputDiagnostics: inputDiagnostics)
    }

    /// `loadAll`, with site dumps of `spill`'s size grouped on disk: memory holds every
    /// folded thread, but not the dump's rows, their parse and its groups besides. A
    /// spilled dump's threads are put back in the order `loadFile` gives them.
    public func loadAll(_ files: [String], spill: SpillSettings?) throws(FileIOError) -> [LoadedFile] {
        guard let spill, let root = try SpillRoot(files, spill) else { return loadAll(files) }
        defer { root.remove() }
        let results = ResultSlots<Result<LoadedFile, FileIOError>>(count: files.count)
        Self.forEachFile(files.count) { i, threadsInParallel in
            results[i] = Result { () throws(FileIOError) in
                try wholeFile(files[i], spill: root.plan(for: i, file: files[i]), parallel: threadsInParallel)
            }
        }
        var loaded: [LoadedFile] = []
        for result in results.values {
            if case .failure(let error) = result { throw error }
            loaded.append((try? result?.get()) ?? LoadedFile())
        }
        return loaded
    }

    /// Runs `body` for every file index: many files one per core at a time; a few (a site
    /// dump) in turn, each file's threads spread over the cores (Dispatch runs a
    /// `concurrentPerform` nested in another one serially, so only one level may be
    /// parallel). With `onlyFiles` (each file read whole, its threads not worked on in
    /// parallel anyway) every file takes a core, however few.
    static func forEachFile(_ count: Int, onlyFiles: Bool = false, _ body: @Sendable (_ index: Int, _ threadsInParallel: Bool) -> Void) {
        if count >= 4 || onlyFiles {
            DispatchQueue.concurrentPerform(iterations: count) { body($0, false) }
        } else {
            for index in 0..<count { body(index, true) }
        }
    }

    /// Every piece of `file` joined, the threads in the order of their first rows.
    private func wholeFile(_ file: String, spill plan: SpillRoot.Plan?, parallel: Bool) throws(FileIOError) -> LoadedFile {
        var whole = LoadedFile()
        var order: [Int] = []
        try loadFile(file, spill: plan, parallel: parallel) { piece, firstRows in
            whole.threads += piece.threads
            whole.diagnostics += piece.diagnostics
            whole.takedowns += piece.takedowns
            order += firstRows
            return true
        }
        if plan != nil {
            whole.threads = whole.threads.indices.sorted { (order[$0], $0) < (order[$1], $1) }.map { whole.threads[$0] }
        }
        return whole
    }

    /// The spill's partitions: a thread's is its shard (`ShardSpec.partition`).
    private static func partitioner(_ plan: SpillRoot.Plan) throws(FileIOError) -> SpillPartitioner {
        do {
            return try SpillPartitioner(
                folder: plan.folder, count: plan.partitions, partitionOf: ShardSpec.partition(count: plan.partitions))
        } catch { throw FileIOError(error) }
    }

    static func unreadable(_ file: String, _ error: any Error) -> Diagnostic {
        Diagnostic(.error, file: file, message: "cannot read this file: \(FileIOError.reason(error))")
    }
}
