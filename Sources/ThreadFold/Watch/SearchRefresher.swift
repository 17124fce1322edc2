import Dispatch
import Foundation
import TextIndex

/// `watch`'s search index, kept current off the reload path: after each rebuild the
/// builder hands over the input list and the slugs written (`schedule`), and the index is
/// rebuilt from the files on a thread of its own, read one at a time as `build` reads
/// them (memory follows the index's budget, not the archive), while the saved page is
/// already reloading. Saves that come while it runs are folded into one more run. The index is built in a
/// staging folder (`RunScratch.searchStaging`, its spill files in it too); then only the
/// files whose bytes changed are moved into the site, a rename each, and files the index
/// no longer has are removed. `cancel` (Ctrl-C) drops a refresh before that last step: its
/// staging is removed and the index on disk stays the previous one, whole.
///
/// Before that full refresh, a save's changed threads are indexed on their own, a delta
/// segment under `search/delta/` with a mask of the main index's documents it replaces
/// (`SearchRefresher+Delta.swift`), on a lane of its own beside the full refresh (a save
/// during a long full refresh gets its delta at once): the index is current in well under
/// a second, and the full refresh then publishes a main index without a delta.
final class SearchRefresher: @unchecked Sendable {
    /// What a rebuild leaves for the index: the input files, each thread's slug, and how
    /// to read and render them.
    struct Snapshot: Sendable {
        var files: [String]
        var slugs: [String: String]
        var loader: ArchiveLoader
        var spillThreshold: Int
        var writer: SiteWriter
        /// The threads this save changed and the files holding them now; nil when it may
        /// have changed other threads' results too (a template, a slug moved): no delta.
        var delta: SearchDelta?
        /// Given by `schedule`: which saves a full refresh includes.
        var sequence = 0
    }

    let lock = NSLock()
    private var pending: Snapshot?
    private var running = false
    /// Set by `cancel`: no refresh starts, reports or moves files into the site any more.
    private var cancelled = false
    /// While staged files are moved into the site (milliseconds): `cancel` waits for it.
    var publishing = false
    private let idle = DispatchGroup()
    /// The index files on disk now (site-relative).
    var paths: Set<String>
    let staging: String
    /// The delta lane's staging folder (beside `staging`: `cancel` and `RunScratch.abandon`
    /// refuse writes under both).
    let deltaStaging: String
    private let io: FileIO
    let onDone: @Sendable (SearchRefreshReport) -> Void
    /// The main index on disk: each document's thread (nil: not known, no delta).
    var main: MainIndexThreads?
    /// The saves since the main index's snapshot, which its delta covers.
    var changes: [(sequence: Int, delta: SearchDelta?)] = []
    private var sequence = 0
    /// The delta lane: the newest snapshot not yet in a delta, and whether it runs.
    private var deltaPending: Snapshot?
    private var deltaRunning = false
    /// The newest snapshot scheduled.
    private var latest: Snapshot?
    /// Counts the main indexes published: a delta made for an older one is not published.
    var mainGeneration = 0
    /// One publish at a time (the delta's or the full index's).
    let publishLock = NSLock()
    private let deltaQueue = DispatchQueue(label: "threadfold.search.delta")
    /// The delta segment's files on disk (site-relative), and its stamp in `meta.js`.
    var deltaPaths: Set<String> = []
    var deltaStamp = 0
    /// False (tests): only the delta is made after a save, the full refresh waits for a
    /// `schedule` with it true again.
    var fullRefresh = true

    init(
        paths: Set<String>, main: MainIndexThreads?, output: String, io: FileIO,
        onDone: @escaping @Sendable (SearchRefreshReport) -> Void
    ) {
        self.paths = paths
        self.main = main
        self.io = io
        staging = RunScratch.searchStaging(output: output)
        deltaStaging = staging + ".delta"
        self.onDone = onDone
    }

    var cancelledNow: Bool { cancelled }

    func schedule(_ snapshot: Snapshot) {
        var snapshot = snapshot
        let start = lock.withLock { () -> Bool in
            if cancelled { return false }
            sequence += 1
            snapshot.sequence = sequence
            changes.append((sequence, snapshot.delta))
            pending = snapshot
            latest = snapshot
            if running { return false }
            running = true
            idle.enter()
            return true
        }
        if start { DispatchQueue.global().async { self.drain() } }
        scheduleDelta(snapshot)
    }

    /// Starts the delta lane for `snapshot` (or leaves it to the run under way).
    func scheduleDelta(_ snapshot: Snapshot) {
        let start = lock.withLock { () -> Bool in
            if cancelled || changes.isEmpty { return false }
            deltaPending = snapshot
            if deltaRunning { return false }
            deltaRunning = true
            idle.enter()
            return true
        }
        guard start else { return }
        // A queue of its own, not a global one: a serial queue gets a thread of its own even
        // while the full refresh keeps every worker of the global pool busy (the delta of a
        // save during a full refresh waited 11 s for one on the large archive).
        deltaQueue.async {
            while let snapshot = self.lock.withLock({ () -> Snapshot? in
                defer { self.deltaPending = nil }
                if self.deltaPending == nil { self.deltaRunning = false }
                return self.deltaPending
            }) {
                if let report = self.refreshDelta(snapshot), !self.lock.withLock({ self.cancelled }) { self.onDone(report) }
            }
            self.idle.leave()
        }
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
        // A lane's write that passed its check just before the refusal can still make a
        // folder after a first removal: swept again once it has.
        let site = (staging as NSString).deletingLastPathComponent
        for round in 0..<3 {
            if round > 0 { usleep(20_000) }
            for path in RunScratch.searchStagings(output: site, io: io) { try? io.remove(path) }
        }
    }

    private func drain() {
        while let snapshot = lock.withLock({ () -> Snapshot? in
            defer { pending = nil }
            if pending == nil { running = false }
            return pending
        }) {
            guard lock.withLock({ fullRefresh }) else { continue }
            let report = refresh(snapshot)
            // A full index's buffers and chunks, freed: handed back until the next one.
            FreedMemory.release()
            if !lock.withLock({ cancelled }) { onDone(report) }
        }
        idle.leave()
    }

    private func refresh(_ snapshot: Snapshot) -> SearchRefreshReport {
        let clock = StageClock()
        let live = snapshot.writer.sink
        let staged = SiteWriter(
            config: snapshot.writer.config, theme: snapshot.writer.theme, sink: PageSink(root: staging, io: live.io, onlyChanges: false))
        try? live.io.remove(staging)
        defer { try? live.io.remove(staging) }
        do throws(BuildError) {
            let collector = try index(snapshot.files, snapshot, into: staged, folder: staging)
            collector.recordsDocumentThreads = true
            let slugs = Dictionary(uniqueKeysWithValues: snapshot.slugs.map { (ThreadKey(id: $0.key), $0.value) })
            let config = snapshot.writer.config
            let written = Set(
                try SearchIndexWriter(paths: config.paths, sink: staged.sink).write(
                    collector, slugs: slugs, tierAbove: config.searchTierAbove))
            guard let (moved, removed) = try publish(written, into: live, main: MainIndexThreads(collector), sequence: snapshot.sequence)
            else {
                return SearchRefreshReport(written: 0, removed: 0, seconds: clock.total, failure: nil)
            }
            return SearchRefreshReport(written: moved, removed: removed, seconds: clock.total, failure: nil)
        } catch {
            return SearchRefreshReport(written: 0, removed: 0, seconds: clock.total, failure: error)
        }
    }

    /// Every file's threads indexed, a file at a time (a site dump through a spill in the
    /// staging folder: the rebuilds' own spill is beside the site).
    func index(_ files: [String], _ snapshot: Snapshot, into staged: SiteWriter, folder: String) throws(BuildError) -> SearchCollector {
        let collector = staged.searchCollector()
        let failures = ResultSlots<BuildError>(count: files.count)
        let spill = SpillSettings(output: folder + "/inputs", threshold: snapshot.spillThreshold)
        try WatchRead.forEach(files, spill: spill) { i, plan, parallel in
            do throws(FileIOError) {
                try snapshot.loader.loadFile(files[i], spill: plan, parallel: parallel) { piece, _ in
                    do throws(BuildError) { try staged.index(piece.threads, into: collector) } catch { failures[i] = error }
                    return failures[i] == nil
                }
            } catch {
                failures[i] = .write(error)
            }
        }
        if let failure = failures.values.lazy.compactMap({ $0 }).first { throw failure }
        return collector
    }

    /// Moves the staged files whose bytes differ from the site's into it, then removes the
    /// index files no longer written (the delta's among them), `meta.js` last, so a reader
    /// never sees a `meta.js` naming a delta that is gone. Nil when cancelled first.
    private func publish(
        _ written: Set<String>, into live: PageSink, main: MainIndexThreads?, sequence: Int
    ) throws(BuildError) -> (moved: Int, removed: Int)? {
        publishLock.lock()
        defer { publishLock.unlock() }
        guard
            lock.withLock({ () -> Bool in
                publishing = !cancelled
                return publishing
            })
        else { return nil }
        defer { lock.withLock { publishing = false } }
        var moved = 0
        // meta.js last: it names the shards and whether a delta is there.
        for path in written.sorted(by: { ($0 == "search/meta.js" ? 1 : 0, $0) < ($1 == "search/meta.js" ? 1 : 0, $1) }) {
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
        let stale = paths.union(deltaPaths).subtracting(written)
        for path in stale.sorted() { live.remove(path) }
        paths = written
        deltaPaths = []
        let rest = lock.withLock { () -> Snapshot? in
            self.main = main
            mainGeneration += 1
            changes.removeAll { $0.sequence <= sequence }
            return changes.isEmpty ? nil : latest
        }
        // Saves since this index's snapshot: their delta again, made for this index.
        if let rest { scheduleDelta(rest) }
        return (moved, stale.count)
    }
}

/// What one background refresh of `watch`'s search index did.
public struct SearchRefreshReport: Sendable {
    public var written: Int
    public var removed: Int
    public var seconds: Double
    public var failure: BuildError?
    /// A delta segment (the changed threads alone), not the full index.
    public var delta = false
}
