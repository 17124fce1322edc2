import Dispatch
import Foundation

/// `watch`'s search index, kept current off the reload path: after each rebuild the
/// builder hands over what is loaded (`schedule`), and the index is rebuilt from it on a
/// thread of its own while the saved page is already reloading. Saves that come while it
/// runs are folded into one more run with the newest files. The index is built in a
/// staging folder (`RunScratch.searchStaging`, its spill files in it too); then only the
/// files whose bytes changed are moved into the site, a rename each, and files the index
/// no longer has are removed. `cancel` (Ctrl-C) drops a refresh before that last step: its
/// staging is removed and the index on disk stays the previous one, whole.
final class SearchRefresher: @unchecked Sendable {
    /// What a rebuild leaves for the index: the loaded files in input order.
    struct Snapshot: Sendable {
        var files: [LoadedFile]
        var inputDiagnostics: [Diagnostic]
        var writer: SiteWriter
    }

    private let lock = NSLock()
    private var pending: Snapshot?
    private var running = false
    /// Set by `cancel`: no refresh starts, reports or moves files into the site any more.
    private var cancelled = false
    /// While staged files are moved into the site (milliseconds): `cancel` waits for it.
    private var publishing = false
    private let idle = DispatchGroup()
    /// The index files on disk now (site-relative).
    private var paths: Set<String>
    private let staging: String
    private let io: FileIO
    private let onDone: @Sendable (SearchRefreshReport) -> Void

    init(paths: Set<String>, output: String, io: FileIO, onDone: @escaping @Sendable (SearchRefreshReport) -> Void) {
        self.paths = paths
        self.io = io
        staging = RunScratch.searchStaging(output: output)
        self.onDone = onDone
    }

    func schedule(_ snapshot: Snapshot) {
        let start = lock.withLock { () -> Bool in
            if cancelled { return false }
            pending = snapshot
            if running { return false }
            running = true
            idle.enter()
            return true
        }
        if start { DispatchQueue.global().async { self.drain() } }
    }

    /// Returns once no refresh is running or pending.
    func wait() { idle.wait() }

    /// Stops at once: a refresh under way is dropped (its thread fails its next write and
    /// ends; its staging folder is removed now), the index on disk is left as it is.
    /// Waits only for files being moved into place, so the index is never half replaced.
    func cancel() {
        lock.withLock {
            cancelled = true
            pending = nil
        }
        DiskWriter.refuseWrites(under: staging)
        while lock.withLock({ publishing }) { usleep(2_000) }
        try? io.remove(staging)
    }

    private func drain() {
        while let snapshot = lock.withLock({ () -> Snapshot? in
            defer { pending = nil }
            if pending == nil { running = false }
            return pending
        }) {
            let report = refresh(snapshot)
            if !lock.withLock({ cancelled }) { onDone(report) }
        }
        idle.leave()
    }

    private func refresh(_ snapshot: Snapshot) -> SearchRefreshReport {
        let clock = StageClock()
        let archive = ArchiveLoader.assemble(snapshot.files, inputDiagnostics: snapshot.inputDiagnostics)
        // The rebuild that handed this over succeeded; a snapshot with errors has none to give.
        guard !archive.diagnosticCount.failsRun(strict: snapshot.writer.config.strict) else {
            return SearchRefreshReport(written: 0, removed: 0, seconds: clock.total, failure: nil)
        }
        let live = snapshot.writer.sink
        let staged = SiteWriter(
            config: snapshot.writer.config, theme: snapshot.writer.theme, sink: PageSink(root: staging, io: live.io, onlyChanges: false))
        try? live.io.remove(staging)
        defer { try? live.io.remove(staging) }
        do throws(BuildError) {
            let collector = try staged.indexAll(archive.threads)
            let slugs = Dictionary(
                archive.threads.map { (ThreadKey(id: $0.thread.id), $0.thread.slug) }, uniquingKeysWith: { first, _ in first })
            let written = Set(try SearchIndexWriter(paths: snapshot.writer.config.paths, sink: staged.sink).write(collector, slugs: slugs))
            guard let (moved, removed) = try publish(written, into: live) else {
                return SearchRefreshReport(written: 0, removed: 0, seconds: clock.total, failure: nil)
            }
            return SearchRefreshReport(written: moved, removed: removed, seconds: clock.total, failure: nil)
        } catch {
            return SearchRefreshReport(written: 0, removed: 0, seconds: clock.total, failure: error)
        }
    }

    /// Moves the staged files whose bytes differ from the site's into it, then removes the
    /// index files no longer written. Nil when cancelled first.
    private func publish(_ written: Set<String>, into live: PageSink) throws(BuildError) -> (moved: Int, removed: Int)? {
        guard
            lock.withLock({ () -> Bool in
                publishing = !cancelled
                return publishing
            })
        else { return nil }
        defer { lock.withLock { publishing = false } }
        var moved = 0
        for path in written.sorted() {
            let from = staging + "/" + path
            let target = live.root + "/" + path
            if let old = try? live.io.read(target), let new = try? live.io.read(from), old == new { continue }
            do {
                // A new file (a new folder of the index perhaps): written, as nothing reads it yet.
                if live.io.kind(target) == .missing {
                    try live.io.write(target, try live.io.read(from))
                } else {
                    try live.io.rename(from, target)
                }
            } catch {
                throw .write(error as? FileIOError ?? FileIOError(path: target, message: "cannot write this file (\(error))"))
            }
            moved += 1
        }
        let stale = paths.subtracting(written)
        for path in stale.sorted() { live.remove(path) }
        paths = written
        return (moved, stale.count)
    }
}

/// What one background refresh of `watch`'s search index did.
public struct SearchRefreshReport: Sendable {
    public var written: Int
    public var removed: Int
    public var seconds: Double
    public var failure: BuildError?
}
