import Dispatch
import Foundation

/// `watch`'s search index, kept current off the reload path: after each rebuild the
/// builder hands over what is loaded (`schedule`), and the index is rebuilt from it on a
/// thread of its own while the saved page is already reloading. Saves that come while it
/// runs are folded into one more run with the newest files. Only the index files whose
/// bytes changed are written, each replaced atomically, and files the index no longer has
/// are removed.
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
    private let idle = DispatchGroup()
    /// The index files on disk now (site-relative).
    private var paths: Set<String>
    private let onDone: @Sendable (SearchRefreshReport) -> Void

    init(paths: Set<String>, onDone: @escaping @Sendable (SearchRefreshReport) -> Void) {
        self.paths = paths
        self.onDone = onDone
    }

    func schedule(_ snapshot: Snapshot) {
        let start = lock.withLock { () -> Bool in
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

    private func drain() {
        while let snapshot = lock.withLock({ () -> Snapshot? in
            defer { pending = nil }
            if pending == nil { running = false }
            return pending
        }) {
            onDone(refresh(snapshot))
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
        let sink = snapshot.writer.sink
        let before = sink.written
        do throws(BuildError) {
            let collector = try snapshot.writer.indexAll(archive.threads)
            let slugs = Dictionary(
                archive.threads.map { (ThreadKey(id: $0.thread.id), $0.thread.slug) }, uniquingKeysWith: { first, _ in first })
            let written = Set(try SearchIndexWriter(paths: snapshot.writer.config.paths, sink: sink).write(collector, slugs: slugs))
            let stale = paths.subtracting(written)
            for path in stale.sorted() { sink.remove(path) }
            paths = written
            return SearchRefreshReport(written: sink.written - before, removed: stale.count, seconds: clock.total, failure: nil)
        } catch {
            return SearchRefreshReport(written: sink.written - before, removed: 0, seconds: clock.total, failure: error)
        }
    }
}

/// What one background refresh of `watch`'s search index did.
public struct SearchRefreshReport: Sendable {
    public var written: Int
    public var removed: Int
    public var seconds: Double
    public var failure: BuildError?
}
