import Foundation
import TestSupport
import XCTest

@testable import TextIndex

/// Stems at index and query time: the index holds each word and, when its stem differs,
/// `~` and the stem; `search.js` (run under Node) finds a bare word's other forms through
/// them and ranks the comments holding the word as typed first.
final class StemmedSearchTests: XCTestCase {
    private static let comments = [
        "We upgraded the server last night and upgraded the database, upgraded everything",
        "Upgrading tomorrow, I think",
        "The upgrade is done",
        "Nothing to see here",
        "upgrades upgrades upgrades: three of them",
        "生活 upgrade 骑行",
        "The compiler crashed again",
    ]

    private func index(stemmer: Stemmer?) throws -> MemoryIndex {
        let index = MemoryIndex()
        let collector = SearchCollector(spill: index.spill, budget: 1 << 20, stemmer: stemmer)
        try Documents.add(Self.comments.enumerated().map { (thread: "t", time: Double($0.offset), text: $0.element) }, to: collector)
        _ = try TextIndexWriter(output: index).write(collector, chunks: RecordedChunks())
        return index
    }

    func testTheIndexHoldsWordsAndTheirStemsAndMetaNamesTheStemmer() throws {
        let index = try index(stemmer: .english)
        XCTAssertNotNil(index.text("meta.js")?.range(of: #""stem":"en""#))
        let terms = index.files.withLock { $0 }.filter { $0.key.hasPrefix("t/") }.values.map { String(decoding: $0, as: UTF8.self) }
        let all = terms.joined()
        for term in ["\"upgraded\":", "\"upgrade\":", "\"~upgrad\":"] {
            XCTAssertTrue(all.contains(term), "\(term) not in the index")
        }
        XCTAssertFalse(all.contains("\"~think\""), "think is its own stem: no stem term")
        XCTAssertFalse(all.contains("\"~生活\""), "CJK is not stemmed")
        let plain = try self.index(stemmer: nil)
        XCTAssertNil(plain.text("meta.js")?.range(of: "\"stem\""))
        XCTAssertFalse(plain.files.withLock { $0 }.values.contains { String(decoding: $0, as: UTF8.self).contains("~upgrad") })
    }

    func testUpgradeFindsUpgradedAndUpgradingAndTheExactWordRanksFirst() throws {
        let queries = [
            "upgrade", "upgrading", "\"upgrade\"", "upgrade done", "nothing", "upgrader", "upgrader upgrades", "compiling",
            "compiler crashed", "compile crash",
        ]
        let found = try search(queries, in: try index(stemmer: .english))
        // Documents are numbered oldest first: the comments' order here.
        XCTAssertEqual(Set(found["upgrade"] ?? []), [0, 1, 2, 4, 5])
        XCTAssertEqual(Set((found["upgrade"] ?? []).prefix(2)), [2, 5], "the comments holding `upgrade` itself come first")
        XCTAssertEqual(found["upgrading"]?.first, 1)
        XCTAssertEqual(Set(found["upgrading"] ?? []), [0, 1, 2, 4, 5])
        XCTAssertEqual(Set(found["\"upgrade\""] ?? []), [2, 5], "a quoted word is matched as typed")
        XCTAssertEqual(found["upgrade done"], [2])
        XCTAssertEqual(found["nothing"], [3])
        XCTAssertEqual(Set(found["upgrader"] ?? []), [0, 1, 2, 4, 5], "a form no comment holds finds the others")
        XCTAssertEqual(found["upgrader upgrades"]?.first, 4, "the comment holding one word as typed first")
        // `~compil` is an alias of `compiler`, the one word of its stem.
        XCTAssertEqual(found["compiling"], [6], "a stem term stored as an alias finds its word's comments")
        XCTAssertEqual(found["compiler crashed"], [6])
        XCTAssertEqual(found["compile crash"], [6])
        // Without a stemmer the index and the query stay exact.
        let plain = try search(["upgrade"], in: try index(stemmer: nil))
        XCTAssertEqual(Set(plain["upgrade"] ?? []), [2, 5])
    }

    /// Runs `search.js`'s query code under Node on the index's files: query → document
    /// numbers, best first.
    private func search(_ queries: [String], in index: MemoryIndex) throws -> [String: [Int]] {
        let node = try SearchScript.node(for: "the stemmed-search tests")
        let folder = try TemporaryFolder("stemmed-search", removedAfter: self)
        for (name, bytes) in index.files.withLock({ $0 }) { try folder.write("search/" + name, bytes) }
        let output = try SearchScript.run(node, body: Self.body, site: folder.path(""), queries: queries, scratch: folder)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: output) as? [String: [Int]])
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) failed")
        return data
    }

    /// What search.html does for a query, without the page (`search()` in search.js).
    private static let body = """
        const out = {};
        for (const q of queries) {
          const query = core.parse(q);
          const groups = core.lookups(query, main.meta.stem);
          const found = core.matchGroups(core.resolve(groups, postings), total);
          out[q] = core.top(found, Infinity, null).ids;
        }
        process.stdout.write(JSON.stringify(out));
        """
}

/// A stem term shares its stem's shard, in the index and in `search.js`: a query word
/// that is its own stem (`run`: `run`, `~run`) loads one shard.
final class StemShardTests: XCTestCase {
    func testAStemTermIsInTheShardOfTheWordItSpellsHereAndInTheScript() throws {
        let terms = ["~upgrad", "upgrad", "~run", "run", "~книг", "книг", "upgrading", "~", "u:bob"]
        for shards in [16, 4096] {
            XCTAssertEqual(TextIndexWriter.shard(of: "~upgrad", shards: shards), TextIndexWriter.shard(of: "upgrad", shards: shards))
            XCTAssertEqual(TextIndexWriter.shard(of: "~книг", shards: shards), TextIndexWriter.shard(of: "книг", shards: shards))
        }
        guard let node = PackagePaths.tool("node") ?? PackagePaths.tool("nodejs") else {
            throw Skip.because("node not found on PATH: search.js's shards are computed under Node")
        }
        let folder = try TemporaryFolder("stem-shards", removedAfter: self)
        try folder.write(
            "shards.js",
            """
            const core = require(process.argv[2]);
            process.stdout.write(JSON.stringify(JSON.parse(process.argv[3]).map((t) => core.shard(t, 4096))));
            """)
        let script = PackagePaths.root.appendingPathComponent("Public/search.js").path
        let list = String(decoding: try JSONSerialization.data(withJSONObject: terms), as: UTF8.self)
        let output = try StemmedSearchTests.run(node, [folder.path("shards.js"), script, list])
        let shards = try XCTUnwrap(JSONSerialization.jsonObject(with: output) as? [Int])
        XCTAssertEqual(shards, terms.map { TextIndexWriter.shard(of: $0, shards: 4096) })
    }
}
