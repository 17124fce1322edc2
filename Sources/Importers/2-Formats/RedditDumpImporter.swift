import Decompression
import Foundation
import JSONReader
import ThreadFold

/// `threadfold import reddit-dump RC_… [RS_…] -o DIR`: reddit's comment and submission
/// dumps (Pushshift, Arctic Shift; NDJSON, usually `.zst` with a long window) into one
/// thread file per post. Files are read as streams, a line at a time; kept rows wait in a
/// `ThreadRowStore` (comments and submissions alike, under their post's id), then each
/// thread is grouped, assembled by the shared `ThreadAssembler` and written before the
/// next, so no more than one thread's comments are ever decoded at once.
struct RedditDumpImporter {
    /// Entries each list of the report keeps; the rest are counted.
    static let listLimit = 100

    var io: FileIO
    var options: ImportOptions
    var listLimit = Self.listLimit

    func run(_ sources: [String], into directory: String, overwrite: Bool) throws(ImportError) -> ImportReport {
        // The spill goes beside DIR, so DIR's parent must be there before the first row.
        let parent = URL(fileURLWithPath: directory).standardizedFileURL.deletingLastPathComponent()
        do { try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true) } catch {
            throw ImportError(path: parent.path, message: "cannot create this folder: \(error.localizedDescription)", isOutputFailure: true)
        }
        let store = try SpilledThreadRows(beside: directory, partitions: partitions(for: sources))
        var report = try run(sources, into: directory, overwrite: overwrite, store: store)
        report.dump?.spill = .init(partitions: store.partitions, bytes: store.bytesSpilled)
        return report
    }

    /// The same with rows kept in `store` (the tests compare the spilled store with one in memory).
    func run<Store: ThreadRowStore>(_ sources: [String], into directory: String, overwrite: Bool, store: Store)
        throws(ImportError) -> ImportReport
    {
        var report = ImportReport(format: .redditDump, source: sources.joined(separator: ", "))
        var reading = Reading(
            filter: options.dumpFilter, existing: overwrite ? [] : existingFiles(in: directory), directory: directory,
            store: store)
        for source in sources { try reading.read(source, io: io) }
        var (store, counts) = (reading.store, reading.counts)
        let writer = ThreadFileWriter(io: io, overwrite: overwrite)
        try store.drain { (key, rows) throws(ImportError) in
            let thread = try RedditDumpThread(key: key, rows: rows)
            counts.repeatedComments += thread.repeatedComments
            try write(thread, with: writer, into: directory, report: &report, counts: &counts)
        }
        report.dump = counts
        return report
    }

    /// Assembles one thread as every importer does and writes it, unless it has no comments.
    private func write(
        _ thread: RedditDumpThread, with writer: ThreadFileWriter, into directory: String,
        report: inout ImportReport, counts: inout ImportReport.DumpCounts
    ) throws(ImportError) {
        guard !thread.comments.isEmpty else {
            report.postsWithoutComments += 1
            return
        }
        var assembler = ThreadAssembler(
            report: ImportReport(format: .redditDump, source: ""), emailMarker: options.keepEmails ? nil : options.emailMarker)
        assembler.takedown = options.takedown
        let assembled = assembler.assemble([thread.source])
        report.absorb(assembler.report, listLimit: listLimit)
        guard let imported = assembled.first else { return }
        if thread.submission == nil {
            counts.threadsWithoutSubmission += 1
            if counts.threadsWithoutSubmissionListed.count < listLimit { counts.threadsWithoutSubmissionListed.append(imported.id) }
        }
        if imported.comments.first?.id == "t3_" + thread.key { counts.postsWritten += 1 }
        let path = directory + "/" + imported.slug + ".json"
        try writer.write(imported, to: path)
        report.record(.init(source: imported.url ?? imported.id, path: path, comments: imported.comments.count), listLimit: listLimit)
    }

    /// Enough partitions that each holds about `partitionTarget` bytes of the decompressed
    /// dump, guessed from the files' sizes: zstd shrinks reddit's NDJSON about tenfold,
    /// gzip fivefold. At most 1,024 files.
    private func partitions(for sources: [String]) -> Int {
        let decompressed = sources.reduce(0) { total, path in
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            return total + size * (CompressionFormat(path: path) == .zstd ? 10 : CompressionFormat(path: path) == .gzip ? 5 : 1)
        }
        return min(1024, max(1, decompressed / Self.partitionTarget + 1))
    }

    /// Decompressed dump bytes per partition: 256 MB. Kept rows are about a third of a
    /// row's bytes (measured on Pushshift-shaped rows), so a partition reads back in under
    /// 100 MB.
    static let partitionTarget = 256 << 20

    /// Lower-cased names of the files already in DIR, to refuse before writing anything.
    private func existingFiles(in directory: String) -> Set<String> {
        guard io.kind(directory) == .folder, let names = try? io.list(directory) else { return [] }
        return Set(names.map { $0.lowercased() })
    }
}

/// The reading half: every file a line at a time, each row checked, filtered and stored.
private struct Reading<Store: ThreadRowStore> {
    let filter: RedditDumpFilter
    /// Files already in DIR (empty with --force); a kept thread's file among them stops
    /// the import before anything is written.
    let existing: Set<String>
    let directory: String
    var store: Store
    var counts = ImportReport.DumpCounts()
    /// The current file's last line read, 1-based.
    private var lineNumber = 0

    init(filter: RedditDumpFilter, existing: Set<String>, directory: String, store: Store) {
        (self.filter, self.existing, self.directory, self.store) = (filter, existing, directory, store)
        counts.filter = filter.summary
    }

    mutating func read(_ path: String, io: FileIO) throws(ImportError) {
        guard io.kind(path) == .file else {
            throw ImportError(path: path, message: io.kind(path) == .missing ? "no such file" : "a folder; give the dump's files")
        }
        counts.files.append(ImportReport.DumpFile(path: path))
        lineNumber = 0
        var lines = NDJSONLines()
        var failure: ImportError?
        do {
            try io.readChunks(path, 1 << 20) { chunk in
                guard failure == nil else { return }
                do throws(ImportError) {
                    try lines.feed(chunk) { (line, _) throws(ImportError) in try take(line, path: path) }
                } catch {
                    failure = error
                }
            }
        } catch {
            // The path is in the ImportError already; a FileIOError's message is the rest.
            throw ImportError(path: path, message: "cannot read this file: " + ((error as? FileIOError)?.message ?? "\(error)"))
        }
        if let failure { throw failure }
        try lines.finish { (line, _) throws(ImportError) in try take(line, path: path) }
    }

    private mutating func take(_ line: ArraySlice<UInt8>, path: String) throws(ImportError) {
        lineNumber += 1
        guard !NDJSONLines.isBlank(line) else { return }
        let row = try RedditDumpRow.scan(line, file: path, number: lineNumber)
        if row.isComment {
            counts.files[counts.files.count - 1].comments += 1
            switch filter.exclusion(subreddit: row.subreddit, created: row.created) {
            case .subreddit?: counts.commentsOutsideSubreddits += 1
            case .date?: counts.commentsOutsideDates += 1
            case nil:
                try refuseExisting(row.thread)
                try store.append(row.stored, thread: row.thread)
            }
        } else {
            counts.files[counts.files.count - 1].submissions += 1
            if filter.excludes(subreddit: row.subreddit) {
                counts.submissionsOutsideSubreddits += 1
            } else {
                try store.append(row.stored, thread: row.thread)
            }
        }
    }

    private func refuseExisting(_ thread: String) throws(ImportError) {
        guard !existing.isEmpty else { return }
        let name = ThreadSlug.make("reddit-" + thread) + ".json"
        guard existing.contains(name.lowercased()) else { return }
        throw ImportError(
            path: directory + "/" + name,
            message: "this file exists already; import into an empty folder, or pass --force to replace it", isOutputFailure: true)
    }
}
