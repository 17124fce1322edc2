import TestSupport
import ThreadFold
import XCTest

/// `watch` against `build`: a seeded script of 200 steps (bodies, comments, titles, new,
/// deleted and renamed files, slugs equal but for case, a broken file fixed by the next
/// step) applied to an `IncrementalBuilder`, with search; every 20 steps and at the end
/// the site must be byte for byte what a fresh `build` of the same files writes.
final class WatchRandomEditsTests: XCTestCase {
    func testTwoHundredStepsEndInTheSiteBuildWrites() throws {
        try run(seed: 34, steps: 200, baseURL: nil)
    }

    /// With a base URL every save also moves the feed and the sitemap.
    func testTwoHundredStepsWithAFeedEndInTheSiteBuildWrites() throws {
        try run(seed: 3_400, steps: 200, baseURL: "https://example.org/comments/")
    }

    /// With only the delta segment after each save (the full refresh held back): every 10
    /// steps, each word of the script finds, under search.js's code, the very results
    /// (title, link, text) a fresh build's index finds. When a save made no delta (a slug
    /// moved: the delta on disk is then an older save's until the full refresh), that full
    /// refresh is let through at once and the next saves start a new delta.
    func testDeltaSegmentsFindWhatABuildFinds() throws {
        let node = try SearchQueries.node()
        let project = MemorySite()
        var script = WatchEditScript(seed: 3_434)
        script.initial(count: 12, into: project)
        let config = project.config(commentsPerPage: 4, search: true)
        let builder = IncrementalBuilder(config: config, io: project.io)
        let refreshes = LockedList<SearchRefreshReport>()
        builder.onSearchRefresh = { refreshes.append($0) }
        _ = try builder.buildAll()
        builder.searchFullRefresh = false
        let queries = WatchEditScript.words.filter { $0.allSatisfy(\.isLetter) }
        var compared = 0
        for number in 1...60 {
            let step = script.step(into: project)
            let plan = RebuildPlan.changes(step.changed, removed: step.removed)
            if step.broken {
                XCTAssertThrowsError(try builder.rebuild(plan))
                continue
            }
            let before = refreshes.values.count
            _ = try builder.rebuild(plan)
            builder.waitForSearch()
            XCTAssertTrue(refreshes.values.allSatisfy { $0.failure == nil }, "step \(number)")
            if refreshes.values.count == before {
                builder.searchFullRefresh = true
                _ = try builder.rebuild(.changes([], removed: []))
                builder.waitForSearch()
                builder.searchFullRefresh = false
            }
            guard number % 10 == 0 else { continue }
            let watched = try SearchQueries.run(node, queries, site: project.site())
            guard watched.delta else { continue }
            let fresh = MemorySite()
            for (path, bytes) in project.store.snapshot where path.hasPrefix(MemorySite.inputs + "/") {
                try FileIO.memory(fresh.store).write(path, bytes)
            }
            _ = try SiteBuilder(config: config, io: fresh.io).build()
            let built = try SearchQueries.run(node, queries, site: fresh.site())
            for query in queries {
                XCTAssertEqual(
                    Set(watched.results[query] ?? []), Set(built.results[query] ?? []), "step \(number), \(query)")
            }
            compared += 1
        }
        XCTAssertGreaterThan(compared, 0, "no step left a delta to compare")
        print("WatchRandomEditsTests: \(compared) of 6 checkpoints compared a delta with a fresh build")
    }

    /// More seeds on request (`WATCH_RANDOM_SEEDS=50`), a few seconds each; skipped otherwise.
    func testMoreSeedsOnRequest() throws {
        guard let count = ProcessInfo.processInfo.environment["WATCH_RANDOM_SEEDS"].flatMap(Int.init) else {
            throw XCTSkip("set WATCH_RANDOM_SEEDS=N to run N more seeds (with and without a feed)")
        }
        for seed in 1...UInt64(max(1, count)) {
            try run(seed: seed * 7_919, steps: 200, baseURL: seed % 2 == 0 ? "https://example.org/" : nil)
        }
    }

    private func run(seed: UInt64, steps: Int, baseURL: String?) throws {
        let project = MemorySite()
        var script = WatchEditScript(seed: seed)
        script.initial(count: 12, into: project)
        var config = project.config(commentsPerPage: 4, search: true)
        config.baseURL = baseURL
        let builder = IncrementalBuilder(config: config, io: project.io)
        _ = try builder.buildAll()
        for number in 1...steps {
            let step = script.step(into: project)
            let plan = RebuildPlan.changes(step.changed, removed: step.removed)
            if step.broken {
                XCTAssertThrowsError(try builder.rebuild(plan), "step \(number): a broken file must fail the rebuild")
            } else {
                XCTAssertNoThrow(try builder.rebuild(plan), "step \(number): \(step)")
            }
            // A broken step is fixed by the next one: `build` would refuse the files now.
            if !step.broken && (number % 20 == 0 || number == steps) {
                builder.waitForSearch()
                try assertSameAsBuild(project, config: config, step: number, seed: seed)
            }
        }
    }

    /// The site against a fresh `build` of the same inputs, file by file.
    private func assertSameAsBuild(_ project: MemorySite, config: SiteConfig, step: Int, seed: UInt64) throws {
        let fresh = MemorySite()
        for (path, bytes) in project.store.snapshot where path.hasPrefix(MemorySite.inputs + "/") {
            try FileIO.memory(fresh.store).write(path, bytes)
        }
        _ = try SiteBuilder(config: config, io: fresh.io).build()
        let watched = project.site()
        let built = fresh.site()
        let differing = Set(watched.keys).union(built.keys).filter { watched[$0] != built[$0] }.sorted()
        XCTAssertEqual(differing, [], "seed \(seed), step \(step): files that differ from a fresh build")
        for path in differing.prefix(2) {
            let text = { (bytes: [UInt8]?) in bytes.map { String(decoding: $0, as: UTF8.self) } ?? "(missing)" }
            print("--- \(path) watch:\n\(text(watched[path]).prefix(1_500))\n--- build:\n\(text(built[path]).prefix(1_500))")
        }
    }
}
