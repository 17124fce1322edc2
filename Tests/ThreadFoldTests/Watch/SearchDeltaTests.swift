import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// `watch`'s delta segment (docs/search.md, "After a save"): after a save, before the full
/// refresh, queries run by `Public/search.js`'s own code under Node find the changed
/// thread's new text and not its removed text, a deleted thread's text no more and a new
/// thread's; other threads' results are what they were. The full refresh then removes
/// the delta, and the index is a fresh build's.
final class SearchDeltaTests: XCTestCase {
    private var project = MemorySite()

    override func setUp() {
        project = MemorySite()
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["first alpha shared", "second alpha"]))
        project.put("/in/b.json", MemorySite.thread(id: "b", title: "Beta", bodies: ["only beta shared", "beta again shared"]))
        project.put("/in/c.json", MemorySite.thread(id: "c", title: "Gamma", bodies: ["gamma ray shared"]))
    }

    func testASavedThreadIsFoundByItsNewTextBeforeTheFullRefresh() throws {
        let node = try Self.node()
        let builder = IncrementalBuilder(config: project.config(search: true), io: project.io)
        let refreshes = LockedList<SearchRefreshReport>()
        builder.onSearchRefresh = { refreshes.append($0) }
        _ = try builder.buildAll()
        builder.searchFullRefresh = false
        let queries = ["zebra", "second", "beta", "shared", "gamma", "delta", "alpha"]
        let before = try search(node, queries)
        XCTAssertFalse(before.delta)
        XCTAssertEqual(before.results["second"]?.count, 1)

        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["first alpha shared", "zebra crossing"]))
        _ = try builder.rebuild(.changes(["/in/a.json"], removed: []))
        builder.waitForSearch()
        XCTAssertEqual(refreshes.values.map(\.delta), [true], "only the delta, no full refresh")
        XCTAssertNil(refreshes.values.first?.failure)
        XCTAssertNotNil(project.site()["search/delta/meta.js"])
        var now = try search(node, queries)
        XCTAssertTrue(now.delta)
        XCTAssertEqual(now.results["zebra"]?.count, 1)
        XCTAssertTrue(now.results["zebra"]?.first?.contains("zebra crossing") ?? false)
        XCTAssertEqual(now.results["second"], [])
        XCTAssertEqual(now.results["beta"], before.results["beta"], "another thread's results are unchanged")
        XCTAssertEqual(now.results["gamma"], before.results["gamma"])
        let others = { (results: [String]?) in results?.filter { !$0.hasPrefix("Alpha") } }
        XCTAssertEqual(others(now.results["shared"]), others(before.results["shared"]))
        XCTAssertEqual(now.results["shared"]?.count, 4)
        XCTAssertEqual(now.results["alpha"]?.count, 2, "the new comment by its title, the first by its text, each once")

        // A second save folds into the same delta; a thread removed, one added.
        project.delete("/in/c.json")
        project.put("/in/d.json", MemorySite.thread(id: "d", title: "Delta", bodies: ["delta wing shared"]))
        _ = try builder.rebuild(.changes(["/in/d.json"], removed: ["/in/c.json"]))
        builder.waitForSearch()
        now = try search(node, queries)
        XCTAssertTrue(now.delta)
        XCTAssertEqual(now.results["gamma"], [])
        XCTAssertEqual(now.results["delta"]?.count, 1)
        XCTAssertEqual(now.results["zebra"]?.count, 1, "the first save's change is still in the delta")
        XCTAssertEqual(now.results["beta"], before.results["beta"])
        XCTAssertEqual(now.results["shared"]?.count, 4)

        // The full refresh: no delta any more, the results the same, a fresh build's index.
        builder.searchFullRefresh = true
        _ = try builder.rebuild(.changes(["/in/d.json"], removed: []))
        builder.waitForSearch()
        let full = try search(node, queries)
        XCTAssertFalse(full.delta)
        XCTAssertTrue(project.site().keys.filter { $0.hasPrefix("search/delta/") }.isEmpty)
        for query in queries { XCTAssertEqual(Set(full.results[query] ?? []), Set(now.results[query] ?? []), query) }
        let fresh = MemorySite()
        for name in ["a", "b", "d"] {
            fresh.put("/in/\(name).json", String(decoding: project.store.snapshot["/in/\(name).json"]!, as: UTF8.self))
        }
        _ = try IncrementalBuilder(config: fresh.config(search: true), io: fresh.io).buildAll()
        XCTAssertEqual(project.site().filter { $0.key.hasPrefix("search/") }, fresh.site().filter { $0.key.hasPrefix("search/") })
    }

    /// Stopped (Ctrl-C) after a save's delta: the site keeps the main index with that delta,
    /// which finds the save; `watch` started again writes a fresh build's index, no delta.
    func testAStopKeepsTheDeltaAndARestartWritesAFreshIndex() throws {
        let node = try Self.node()
        let builder = IncrementalBuilder(config: project.config(search: true), io: project.io)
        _ = try builder.buildAll()
        builder.searchFullRefresh = false
        project.put("/in/b.json", MemorySite.thread(id: "b", title: "Beta", bodies: ["only beta shared", "quartz"]))
        _ = try builder.rebuild(.changes(["/in/b.json"], removed: []))
        builder.waitForSearch()
        builder.cancelSearch()
        let stopped = try search(node, ["quartz", "again"])
        XCTAssertTrue(stopped.delta)
        XCTAssertEqual(stopped.results["quartz"]?.count, 1)
        XCTAssertEqual(stopped.results["again"], [])

        _ = try IncrementalBuilder(config: project.config(search: true), io: project.io).buildAll()
        XCTAssertTrue(project.site().keys.filter { $0.hasPrefix("search/delta/") }.isEmpty)
        let fresh = MemorySite()
        for name in ["a", "b", "c"] {
            fresh.put("/in/\(name).json", String(decoding: project.store.snapshot["/in/\(name).json"]!, as: UTF8.self))
        }
        _ = try IncrementalBuilder(config: fresh.config(search: true), io: fresh.io).buildAll()
        XCTAssertEqual(project.site().filter { $0.key.hasPrefix("search/") }, fresh.site().filter { $0.key.hasPrefix("search/") })
        XCTAssertEqual(try search(node, ["quartz"]).results["quartz"]?.count, 1)
    }

    /// A template edit may change every result: no delta, the full refresh alone.
    func testATemplateChangeMakesNoDelta() throws {
        let builder = IncrementalBuilder(config: project.config(search: true), io: project.io)
        let refreshes = LockedList<SearchRefreshReport>()
        builder.onSearchRefresh = { refreshes.append($0) }
        _ = try builder.buildAll()
        var plan = RebuildPlan()
        plan.theme = true
        _ = try builder.rebuild(plan)
        builder.waitForSearch()
        XCTAssertEqual(refreshes.values.map(\.delta), [false])
        XCTAssertNil(project.site()["search/delta/meta.js"])
    }

    /// A stem one word alone has is an alias in each index (`"~compil":"=compiler"` in the
    /// main, `"=compiling"` in the delta): a bare word finds both forms, each index's own.
    func testStemAliasesOfTheMainIndexAndTheDeltaAreEachReadFromTheirOwnWord() throws {
        let node = try Self.node()
        project.put("/in/b.json", MemorySite.thread(id: "b", title: "Beta", bodies: ["the compiler crashed"]))
        let builder = IncrementalBuilder(config: project.config(search: true), io: project.io)
        _ = try builder.buildAll()
        builder.searchFullRefresh = false
        XCTAssertTrue(
            String(decoding: try XCTUnwrap(shard(holding: "~compil", in: "search/")), as: UTF8.self).contains("\"~compil\":\"=compiler\""))
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["first alpha shared", "compiling slowly"]))
        _ = try builder.rebuild(.changes(["/in/a.json"], removed: []))
        builder.waitForSearch()
        XCTAssertTrue(
            String(decoding: try XCTUnwrap(shard(holding: "~compil", in: "search/delta/")), as: UTF8.self).contains(
                "\"~compil\":\"=compiling\""))
        let found = try search(node, ["compile", "compiler", "compiling", "slowly"])
        XCTAssertTrue(found.delta)
        XCTAssertEqual(found.results["compile"]?.count, 2, "\(found.results)")
        XCTAssertEqual(found.results["compiler"]?.first?.hasSuffix("the compiler crashed"), true, "the word as typed first")
        XCTAssertEqual(found.results["compiler"]?.count, 2, "and the other form after it")
        XCTAssertEqual(found.results["compiling"]?.first?.hasSuffix("compiling slowly"), true)
        XCTAssertEqual(found.results["slowly"]?.count, 1)
    }

    /// The term shard under `folder` whose text names `term`.
    /// The delta is never tiered, whatever `searchTierAbove`: the reader appends its
    /// postings to the main index's lists as whole strings. The main index, written with
    /// the same threshold, is.
    func testTheDeltaIsNeverTieredWhenTheMainIndexIs() throws {
        // `shared` once to three times in comments of varied lengths: weights spread.
        let bodies = { (word: String) in
            (0..<12).map { k in (Array(repeating: "shared", count: k % 3 + 1) + Array(repeating: word, count: k % 5)).joined(separator: " ")
            }
        }
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: bodies("alpha")))
        var config = project.config(search: true)
        config.searchTierAbove = 2
        let builder = IncrementalBuilder(config: config, io: project.io)
        _ = try builder.buildAll()
        builder.searchFullRefresh = false
        let tails = { (folder: String) in self.project.site().keys.filter { $0.hasPrefix(folder + "t/") && $0.hasSuffix(".1.js") } }
        XCTAssertFalse(tails("search/").isEmpty, "the main index is not tiered")
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: bodies("zebra")))
        _ = try builder.rebuild(.changes(["/in/a.json"], removed: []))
        builder.waitForSearch()
        let delta = project.site().filter { $0.key.hasPrefix("search/delta/t/") }
        XCTAssertFalse(delta.isEmpty, "no delta written")
        XCTAssertEqual(tails("search/delta/"), [])
        for (path, bytes) in delta {
            XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("\":[\""), "\(path) has a tiered entry")
        }
        let shared = try XCTUnwrap(shard(holding: "shared", in: "search/delta/"))
        XCTAssertTrue(String(decoding: shared, as: UTF8.self).contains("\"shared\":\""))
        // The page, which reads the main index's tiers only when it needs them, finds what
        // every tier and the delta find, in the same order.
        let queries = ["shared", "zebra", "shared zebra", "alpha", "alpha shared"]
        let body =
            SearchScript.asked + """
                const out = {};
                for (const q of queries) out[q] = { page: asked(q, 3).ids, whole: wholeAnswer(q, 3).ids, delta: delta };
                process.stdout.write(JSON.stringify(out));
                """
        let data = try SearchQueries.output(try Self.node(), queries, site: project.site(), body: body)
        let answers = try JSONDecoder().decode([String: Asked].self, from: data)
        for q in queries {
            let answer = try XCTUnwrap(answers[q], q)
            XCTAssertEqual(answer.page, answer.whole, q)
            XCTAssertTrue(answer.delta, "\(q): the delta is read")
        }
        XCTAssertFalse(answers["zebra"]?.page.isEmpty ?? true, "the saved text is found")
    }

    /// A query's results as the page asks it and over every tier.
    private struct Asked: Decodable {
        var page: [Int]
        var whole: [Int]
        var delta: Bool
    }

    private func shard(holding term: String, in folder: String) -> [UInt8]? {
        project.site().first { $0.key.hasPrefix(folder + "t/") && String(decoding: $0.value, as: UTF8.self).contains("\"\(term)\":") }?
            .value
    }

    private static func node() throws -> String { try SearchQueries.node() }

    private func search(_ node: String, _ queries: [String]) throws -> SearchQueries.Found {
        try SearchQueries.run(node, queries, site: project.site())
    }
}

/// Queries run on a site's index by search.js's own code under Node, its delta segment too.
enum SearchQueries {
    struct Found: Decodable {
        var delta: Bool
        /// Per query, every result best first: "title | link | text".
        var results: [String: [String]]
    }

    static func node() throws -> String { try SearchScript.node(for: "the delta tests") }

    /// The site's index written to a folder, the queries run there as search.html runs them.
    static func run(_ node: String, _ queries: [String], site: [String: [UInt8]]) throws -> Found {
        try JSONDecoder().decode(Found.self, from: output(node, queries, site: site, body: body))
    }

    /// What `body` (after `SearchScript.prelude`) writes for `queries` over the site's index.
    static func output(_ node: String, _ queries: [String], site: [String: [UInt8]], body: String) throws -> Data {
        let folder = try TemporaryFolder("search-delta")
        defer { folder.remove() }
        for (path, bytes) in site where path.hasPrefix("search/") { try folder.write("site/" + path, bytes) }
        return try SearchScript.run(node, body: body, site: folder.path("site"), queries: queries, scratch: folder)
    }

    /// `search()` of search.js without the page, the delta too: every match ranked.
    private static let body = """
        const out = { delta: delta, results: {} };
        for (const q of queries) {
          const query = core.parse(q);
          const groups = core.lookups(query, main.meta.stem);
          let found = core.matchGroups(core.resolve(groups, postings), total);
          if (delta) found = core.unmasked(found, mask);
          const best = core.top(found, Infinity, core.phraseTest(query, (id) => doc(id)[6]));
          out.results[q] = best.ids.map((id) => doc(id)[0] + " | " + doc(id)[5] + " | " + doc(id)[6]);
        }
        process.stdout.write(JSON.stringify(out));
        """
}
