import Foundation
import TextIndex

/// A save's changed threads, by id (as they were before it and as they are), and the input
/// files that hold them now.
struct SearchDelta: Sendable {
    var threads: Set<String>
    var files: Set<String>
}

/// The main index's documents by thread, as its writer numbered them
/// (`SearchCollector.documentThreads`): what a delta's mask is made from.
struct MainIndexThreads: Sendable {
    let threadIDs: [String]
    let documentThreads: [Int32]

    init?(_ collector: SearchCollector?) {
        guard let collector, collector.recordsDocumentThreads else { return nil }
        threadIDs = collector.threads.all.map(\.id)
        documentThreads = collector.documentThreads
    }

    var documents: Int { documentThreads.count }

    /// The documents of `threads`, ascending.
    func documents(of threads: Set<String>) -> [Int] {
        let masked = threadIDs.map { threads.contains($0) }
        return documentThreads.indices.filter { documentThreads[$0] >= 0 && masked[Int(documentThreads[$0])] }
    }
}

/// The delta segment (docs/search.md, "After a save"): every thread changed since the main
/// index's snapshot indexed on its own, with the same engine and format, and published as
/// `search/delta/` (its scripts call `threadfoldSearchDelta`, not `threadfoldSearch`, so a
/// page holds both); its `meta.js` carries `base` (the main index's document count) and
/// `mask` (the main documents it replaces); then the main `meta.js` gets `"delta": <stamp>`.
extension SearchRefresher {
    /// Nil when no delta can be made (no main index numbering known, or a change since it
    /// that may move other threads' results: then only the full refresh follows).
    func refreshDelta(_ snapshot: Snapshot) -> SearchRefreshReport? {
        let (main, covered, generation) = lock.withLock {
            (self.main, changes.filter { $0.sequence <= snapshot.sequence }, mainGeneration)
        }
        guard let main, !covered.isEmpty, covered.allSatisfy({ $0.delta != nil }) else { return nil }
        var threads = Set<String>()
        var files = Set<String>()
        for change in covered {
            threads.formUnion(change.delta?.threads ?? [])
            files.formUnion(change.delta?.files ?? [])
        }
        let clock = StageClock()
        let live = snapshot.writer.sink
        let staged = SiteWriter(
            config: snapshot.writer.config, theme: snapshot.writer.theme,
            sink: PageSink(root: deltaStaging, io: live.io, onlyChanges: false))
        try? live.io.remove(deltaStaging)
        defer { try? live.io.remove(deltaStaging) }
        do throws(BuildError) {
            let collector = try index(snapshot.files.filter { files.contains($0) }, snapshot, into: staged, folder: deltaStaging)
            let slugs = Dictionary(uniqueKeysWithValues: snapshot.slugs.map { (ThreadKey(id: $0.key), $0.value) })
            // Never tiered: the reader appends the delta's postings to the main lists whole.
            let written = try SearchIndexWriter(paths: snapshot.writer.config.paths, sink: staged.sink).write(
                collector, slugs: slugs, tierAbove: nil)
            let mask = main.documents(of: threads)
            guard let moved = try publishDelta(written, base: main.documents, mask: mask, into: live, generation: generation) else {
                return nil
            }
            return SearchRefreshReport(written: moved, removed: 0, seconds: clock.total, failure: nil, delta: true)
        } catch {
            return SearchRefreshReport(written: 0, removed: 0, seconds: clock.total, failure: error, delta: true)
        }
    }

    /// The delta's files first, its `meta.js` after them, the main `meta.js` last (naming
    /// it). Nil when cancelled first, or when another main index was published meanwhile
    /// (which schedules a delta of its own for the saves it lacks).
    private func publishDelta(
        _ written: [String], base: Int, mask: [Int], into live: PageSink, generation: Int
    ) throws(BuildError) -> Int? {
        publishLock.lock()
        defer { publishLock.unlock() }
        guard
            lock.withLock({ () -> Bool in
                publishing = !cancelledNow && mainGeneration == generation
                return publishing
            })
        else { return nil }
        defer { lock.withLock { publishing = false } }
        deltaStamp += 1
        var now: Set<String> = []
        for path in written.sorted() where path != "search/meta.js" {
            let target = "search/delta/" + path.dropFirst("search/".count)
            try live.write(target, Self.renamed(try read(deltaStaging + "/" + path, live.io)))
            now.insert(target)
        }
        var meta = String(decoding: Self.renamed(try read(deltaStaging + "/search/meta.js", live.io)), as: UTF8.self)
        let list = mask.map(String.init).joined(separator: ",")
        try insert(",\"base\":\(base),\"mask\":[\(list)]", into: &meta, path: "search/delta/meta.js")
        try live.write("search/delta/meta.js", Array(meta.utf8))
        now.insert("search/delta/meta.js")
        for path in deltaPaths.subtracting(now).sorted() { live.remove(path) }
        deltaPaths = now
        var mainMeta = String(decoding: try read(live.root + "/search/meta.js", live.io), as: UTF8.self)
        if let old = mainMeta.range(of: #","delta":[0-9]+"#, options: .regularExpression) { mainMeta.removeSubrange(old) }
        try insert(",\"delta\":\(deltaStamp)", into: &mainMeta, path: "search/meta.js")
        try live.write("search/meta.js", Array(mainMeta.utf8))
        return now.count + 1
    }

    private func read(_ path: String, _ io: FileIO) throws(BuildError) -> [UInt8] {
        do { return try io.read(path) } catch {
            throw .write(error as? FileIOError ?? FileIOError(path: path, message: "cannot read this file (\(error))"))
        }
    }

    /// `text` (a `meta.js`) with `fields` added to its object.
    private func insert(_ fields: String, into text: inout String, path: String) throws(BuildError) {
        guard let end = text.range(of: "});", options: .backwards) else {
            throw .write(FileIOError(path: path, message: "not an index meta.js"))
        }
        text.insert(contentsOf: fields, at: end.lowerBound)
    }

    /// A script of the engine's, calling `threadfoldSearchDelta` instead.
    static func renamed(_ bytes: [UInt8]) -> [UInt8] {
        let from = Array("threadfoldSearch.".utf8)
        guard bytes.starts(with: from) else { return bytes }
        return Array("threadfoldSearchDelta.".utf8) + bytes[from.count...]
    }
}

/// What a rebuild needs to know of the site before it, to tell which threads a save
/// changed (`SearchDelta`).
struct SearchDeltaBase {
    /// The files the rebuild reads or drops (absolute), the threads they held, every slug.
    let touched: Set<String>
    let threads: Set<String>
    let known: Set<String>
    let slugs: [String: String]

    init(_ builder: IncrementalBuilder, _ plan: RebuildPlan) {
        touched = builder.pending.union(plan.changedInputs).union(plan.removedInputs)
        var threads = Set<String>()
        for (file, summaries) in builder.files where touched.contains(builder.absolute[file] ?? PathName.absolute(file)) {
            for summary in summaries { threads.insert(summary.key.id) }
        }
        self.threads = threads
        known = Set(builder.files.keys)
        slugs = builder.slugs
    }

    /// The threads changed, or nil when others' results may have changed too (a template,
    /// the public files, a slug moved).
    func delta(_ builder: IncrementalBuilder, _ plan: RebuildPlan) -> SearchDelta? {
        if plan.theme || plan.everything { return nil }
        let files = builder.list.filter { touched.contains(builder.absolute[$0] ?? PathName.absolute($0)) || !known.contains($0) }
        var changed = threads
        for file in files { for summary in builder.files[file] ?? [] { changed.insert(summary.key.id) } }
        for (id, slug) in builder.slugs where !changed.contains(id) && slugs[id] != slug { return nil }
        for id in slugs.keys where !changed.contains(id) && builder.slugs[id] == nil { return nil }
        return SearchDelta(threads: changed, files: Set(files))
    }
}
