import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// Impact tiers as the page reads them (docs/search.md, "Common words: tiers"): queries run
/// by `Public/search.js`'s own code under Node, once as search.html does (`core.settle`,
/// a tier loaded only when the 50 best are not yet proven) and once with every tier, on a
/// generated archive whose common words are tiered. Whatever is loaded, the results are
/// the same comments in the same order; the count is exact, or a floor it says.
final class SearchTierScriptTests: XCTestCase {
    /// Words of very different frequency (the first in most comments, the last in few),
    /// forms of one stem among them, so that one, two and three words and their stems meet
    /// tiered and whole terms.
    private static let vocabulary = [
        "the", "compiler", "linux", "compiled", "compiling", "kernel", "driver", "patch", "crash", "build", "swift", "rust", "memory",
        "leak", "panic", "fix", "zebra",
    ]

    func testEveryQueryShowsWhatTheWholeIndexShowsWhateverTiersItLoads() throws {
        let (node, folder) = try tieredSite("search-tiers")
        defer { folder.remove() }
        XCTAssertFalse(try tierFiles(folder).isEmpty, "the common words are tiered")
        var queries = ["the", "compiler linux", "\"the compiler\"", "user:u3", "zebra the", "nothing here"]
        for q in Self.queries(count: 150) where !queries.contains(q) { queries.append(q) }
        let answers = try ask(node, queries, folder: folder)
        XCTAssertEqual(answers.count, queries.count)
        for (q, answer) in answers {
            XCTAssertEqual(answer.page, answer.whole, "\(q): the page shows what every tier shows, in order")
            if answer.atLeast {
                XCTAssertLessThanOrEqual(answer.count, answer.wholeCount, "\(q): a floor")
                XCTAssertGreaterThanOrEqual(answer.count, answer.page.count, q)
            } else {
                XCTAssertEqual(answer.count, answer.wholeCount, "\(q): the count is exact when not said to be a floor")
            }
        }
        let the = try XCTUnwrap(answers["the"])
        XCTAssertEqual(the.tiersLoaded, 0, "one common word: its 50 best are in its head")
        XCTAssertFalse(the.atLeast, "one word under one term: its count is the term's")
        XCTAssertGreaterThan(the.wholeCount, 50)
        XCTAssertTrue(answers.values.contains { $0.atLeast && $0.tiersLoaded < $0.tiersOfItsWords }, "some query settles early")
        let phrase = try XCTUnwrap(answers["\"the compiler\""])
        XCTAssertEqual(phrase.tiersLoaded, phrase.tiersOfItsWords, "a phrase loads every tier of its words")
        XCTAssertFalse(phrase.atLeast)
    }

    /// A tier file that does not load (a partial upload, a 404): the query still ends, each
    /// tier tried once, with what the heads hold.
    func testAMissingTierFileEndsTheQueryWithWhatIsLoaded() throws {
        let (node, folder) = try tieredSite("search-tiers-missing")
        defer { folder.remove() }
        for name in try tierFiles(folder) { try FileManager.default.removeItem(atPath: folder.path("site/search/t/" + name)) }
        let answers = try ask(node, ["compiler linux crash", "\"the compiler\"", "the"], folder: folder)
        for (q, answer) in answers {
            XCTAssertLessThanOrEqual(answer.page.count, 50, q)
            XCTAssertLessThanOrEqual(answer.tiersLoaded, answer.tiersOfItsWords, "\(q): each tier tried once")
        }
        XCTAssertEqual(try XCTUnwrap(answers["\"the compiler\""]).tiersLoaded, try XCTUnwrap(answers["\"the compiler\""]).tiersOfItsWords)
        XCTAssertFalse(try XCTUnwrap(answers["the"]).page.isEmpty, "the head alone still answers")
    }

    /// Without tiers (`searchTierAbove` nil) the index is written whole, as before them.
    func testNoTiersWritesEveryTermWhole() throws {
        let folder = try TemporaryFolder("search-tiers-none")
        defer { folder.remove() }
        try writeSite(into: folder, tierAbove: nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path("site/search/t"))
        XCTAssertFalse(names.isEmpty)
        XCTAssertTrue(names.allSatisfy { !$0.hasSuffix(".1.js") })
    }

    // MARK: - The archive, the site, the queries

    /// Node, and a folder holding the generated archive's site with its common words tiered.
    private func tieredSite(_ label: String) throws -> (node: String, folder: TemporaryFolder) {
        let node = try SearchScript.node(for: "the tier tests")
        let folder = try TemporaryFolder(label)
        try writeSite(into: folder, tierAbove: 12)
        return (node, folder)
    }

    private func tierFiles(_ folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path("site/search/t")).filter { $0.hasSuffix(".1.js") }
    }

    /// 4,000 comments in 40 threads, 1 to 30 words each from `vocabulary` (word k about as
    /// often as 1 / (k + 1)), some words repeated: weights spread from 1 to 63.
    private func writeSite(into folder: TemporaryFolder, tierAbove: Int?) throws {
        var random = SplitMix64(seed: 31)
        var files: [String: [UInt8]] = [:]
        for t in 0..<40 {
            let comments = (0..<100).map { c -> String in
                let words = (0..<Int.random(in: 1...30, using: &random)).map { _ in Self.word(&random) }
                return "{\"id\": \"t\(t)-\(c)\", \"user\": \"u\(c % 7)\", \"content\": \"\(words.joined(separator: " "))\"}"
            }
            let json = "{\"id\": \"t\(t)\", \"title\": \"Thread \(t)\", \"comments\": [\(comments.joined(separator: ","))]}"
            files["/in/t\(t).json"] = Array(json.utf8)
        }
        let store = MemoryFiles(files)
        var config = SiteConfig()
        config.inputs = ["/in"]
        config.output = "/out"
        config.locale = "en"
        config.searchTierAbove = tierAbove
        _ = try SiteBuilder(config: config, io: .memory(store)).build()
        for (path, bytes) in SiteTree(snapshot: store.snapshot, root: "/out").files where path.hasPrefix("search/") {
            try folder.write("site/" + path, bytes)
        }
    }

    private static func word(_ random: inout SplitMix64) -> String {
        // Inverse of a harmonic spread: low indexes most often.
        let weights = vocabulary.indices.map { 1.0 / Double($0 + 1) }
        var pick = Double.random(in: 0..<weights.reduce(0, +), using: &random)
        for (k, weight) in weights.enumerated() {
            if pick < weight { return vocabulary[k] }
            pick -= weight
        }
        return vocabulary[0]
    }

    private static func queries(count: Int) -> [String] {
        var random = SplitMix64(seed: 7)
        return (0..<count).map { k in
            (0...(k % 3)).map { _ in vocabulary[Int.random(in: 0..<vocabulary.count, using: &random)] }.joined(separator: " ")
        }
    }

    private struct Answer: Decodable {
        var page: [Int]
        var count: Int
        var atLeast: Bool
        var tiersLoaded: Int
        var tiersOfItsWords: Int
        var whole: [Int]
        var wholeCount: Int
    }

    private func ask(_ node: String, _ queries: [String], folder: TemporaryFolder) throws -> [String: Answer] {
        let data = try SearchScript.run(node, body: Self.body, site: folder.path("site"), queries: queries, scratch: folder)
        return try JSONDecoder().decode([String: Answer].self, from: data)
    }

    /// Each query as the page asks it (`SearchScript.asked`) and over every tier, and the
    /// tier files of its words (their heads' bounds).
    private static let body =
        SearchScript.asked + """
            const out = {};
            for (const q of queries) {
              const query = core.parse(q), groups = core.lookups(query, main.meta.stem);
              loadedTiers.clear();
              const words = new Set();
              core.resolve(groups, asPage).forEach((g) => g.forEach((l) => {
                if (l && l.term) for (let k = 1; k <= l.bounds.length; k++) words.add(core.shard(l.term, main.meta.shards) + "." + k);
              }));
              const page = asked(q, 50), whole = wholeAnswer(q, 50);
              out[q] = {
                page: page.ids, count: page.count, atLeast: page.atLeast, tiersLoaded: page.tiersLoaded, tiersOfItsWords: words.size,
                whole: whole.ids, wholeCount: whole.count
              };
            }
            process.stdout.write(JSON.stringify(out));
            """
}
