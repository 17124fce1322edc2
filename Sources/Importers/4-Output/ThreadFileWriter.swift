import ThreadFold

/// Writes one `<slug>.json` per thread into the output folder. Existing files are not
/// overwritten unless asked: someone may have edited an earlier import by hand.
public struct ThreadFileWriter: Sendable {
    public var io: FileIO
    public var overwrite: Bool

    public init(io: FileIO = .disk, overwrite: Bool = false) {
        self.io = io
        self.overwrite = overwrite
    }

    /// The path each thread is written to, with slugs made unique (`-2`, `-3`…, compared
    /// without case, as macOS and Windows disks do).
    public func plan(_ threads: [ImportedThread], into directory: String) -> [String] {
        var taken: Set<String> = []
        return threads.map { thread in
            var name = thread.slug
            var n = 1
            while !taken.insert(name.lowercased()).inserted {
                n += 1
                name = "\(thread.slug)-\(n)"
            }
            return directory + "/" + name + ".json"
        }
    }

    /// Writes every thread and adds the files to the report. Checks for existing files
    /// first, so a refused import writes nothing.
    public func write(_ threads: [ImportedThread], into directory: String, report: inout ImportReport) throws(ImportError) {
        let paths = plan(threads, into: directory)
        if !overwrite, let existing = paths.first(where: { io.kind($0) != .missing }) {
            throw ImportError(
                path: existing, message: "this file exists already; import into an empty folder, or pass --force to replace it",
                isOutputFailure: true)
        }
        for (thread, path) in zip(threads, paths) {
            try write(thread, to: path)
            report.files.append(.init(source: thread.url ?? thread.id, path: path, comments: thread.comments.count))
        }
        report.threadsWritten = threads.count
        report.commentsWritten = threads.reduce(0) { $0 + $1.comments.count }
    }

    /// Writes one thread file (a dump's threads are written one at a time, as grouped).
    func write(_ thread: ImportedThread, to path: String) throws(ImportError) {
        do {
            try io.write(path, Array(ThreadFileEncoder.encode(thread).utf8))
        } catch {
            throw ImportError(path: path, message: "cannot write the thread file: \(error)", isOutputFailure: true)
        }
    }
}
