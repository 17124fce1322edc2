/// What `check` keeps of an archive: counts and diagnostics, not threads. Each file is
/// read, counted and let go (a large site dump a spill partition at a time), so a check
/// holds one file (or partition) per core, not the archive; its counts and diagnostics are
/// those of the archive `ArchiveLoader.load` gives.
public struct ArchiveCheck: Sendable {
    public var threads = 0
    public var comments = 0
    public var replies = 0
    public var diagnostics: [Diagnostic] = []
    /// What the loader's takedown requests matched and did (`check` with `"remove"`).
    public var takedown = TakedownTally()
    /// A spill file that could not be written or read back: the check did not finish.
    public var failure: FileIOError?

    public var diagnosticCount: DiagnosticCount { DiagnosticCount(diagnostics) }

    /// Threads as counted, in the order `ArchiveLoader.load` would hold them.
    struct Tally: Sendable {
        var ids: [String] = []
        var files: [String] = []
        var comments: [Int] = []
        var replies: [Int] = []
        var diagnostics: [Diagnostic] = []
        var takedown = TakedownTally()

        mutating func append(_ other: Tally) {
            takedown.add(other.takedown)
            ids += other.ids
            files += other.files
            comments += other.comments
            replies += other.replies
            diagnostics += other.diagnostics
        }

        /// The threads reordered: `order[k]` is the place of the thread that comes `k`th.
        mutating func reorder(_ order: [Int]) {
            ids = order.map { ids[$0] }
            files = order.map { files[$0] }
            comments = order.map { comments[$0] }
            replies = order.map { replies[$0] }
        }
    }
}

extension ArchiveLoader {
    /// Reads every input as `load` does, keeping counts and diagnostics only; site dumps of
    /// `spill`'s size are grouped on disk.
    public func check(_ paths: [String], spill: SpillSettings?) -> ArchiveCheck {
        let (files, inputDiagnostics) = InputFiles.collect(paths, io: io)
        var check = ArchiveCheck(diagnostics: inputDiagnostics)
        let root: SpillRoot?
        do throws(FileIOError) {
            root = try spill.flatMap { settings throws(FileIOError) in try SpillRoot(files, settings) }
        } catch {
            check.failure = error
            return check
        }
        defer { root?.remove() }
        let tallies = ResultSlots<Result<ArchiveCheck.Tally, FileIOError>>(count: files.count)
        Self.forEachFile(files.count, onlyFiles: root == nil) { i, threadsInParallel in
            tallies[i] = Result { () throws(FileIOError) in
                try tally(files[i], spill: root?.plan(for: i, file: files[i]), parallel: threadsInParallel)
            }
        }
        var all = ArchiveCheck.Tally()
        for result in tallies.values {
            switch result {
            case .failure(let error):
                check.failure = error
                return check
            case .success(let tally): all.append(tally)
            case nil: break
            }
        }
        let (rejected, duplicates) = ThreadIdentity.duplicates(ids: all.ids, files: all.files)
        check.diagnostics += all.diagnostics + duplicates
        check.takedown = all.takedown
        for i in all.ids.indices where !rejected.contains(i) {
            check.threads += 1
            check.comments += all.comments[i]
            check.replies += all.replies[i]
        }
        return check
    }

    /// One file's threads counted a piece at a time, put in the order of their first rows.
    private func tally(_ file: String, spill plan: SpillRoot.Plan?, parallel: Bool) throws(FileIOError) -> ArchiveCheck.Tally {
        var tally = ArchiveCheck.Tally()
        var firstRows: [Int] = []
        try loadFile(file, spill: plan, parallel: parallel) { piece, pieceFirstRows in
            for folded in piece.threads {
                tally.ids.append(folded.thread.id)
                tally.files.append(folded.thread.sourceFile)
                tally.comments.append(folded.commentCount)
                tally.replies.append(folded.replyCount)
            }
            tally.diagnostics += piece.diagnostics
            for (_, done) in piece.takedowns { tally.takedown.add(done) }
            firstRows += pieceFirstRows
            return true
        }
        tally.reorder(tally.ids.indices.sorted { (firstRows[$0], $0) < (firstRows[$1], $1) })
        return tally
    }
}
