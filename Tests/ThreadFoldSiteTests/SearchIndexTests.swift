import Foundation
import TestSupport
import XCTest

@testable import TextIndex
@testable import ThreadFold

/// The search index as `build` writes it: which comments it finds by which words, in which
/// order its documents stand, that it is byte-identical across builds, carries no markup,
/// and is left out (with the box) by `search: false`; that spilling to files under a
/// small memory budget (sorted runs merged a window at a time, postings through spilled
/// units) changes no byte of it.
final class SearchIndexTests: XCTestCase {
    private func build(
        _ threads: [String: String], search: Bool = true, budget: Int? = nil, spilled: SpillLog? = nil
    ) throws -> SiteTree {
        var files: [String: [UInt8]] = [:]
        for (name, json) in threads { files["/in/" + name] = Array(json.utf8) }
        let store = MemoryFiles(files)
        var config = SiteConfig()
        config.inputs = ["/in"]
        config.output = "/out"
        config.search = search
        if let budget { config.searchMemoryBudget = budget }
        var io = FileIO.memory(store)
        if let spilled {
            let (write, readRange) = (io.write, io.readRange)
            io.write = { path, bytes in
                spilled.note(path, "write")
                try write(path, bytes)
            }
            io.readRange = { path, offset, count in
                spilled.note(path, "range")
                return try readRange(path, offset, count)
            }
        }
        _ = try SiteBuilder(config: config, io: io).build()
        return SiteTree(snapshot: store.snapshot, root: "/out")
    }

    /// What a build did with its search spill files: file name (`r…` a buffer's sorted
    /// run, `u…` the postings' units) and whether written or read a range at a time.
    private final class SpillLog: @unchecked Sendable {
        private var calls: [String] = []
        private let lock = NSLock()

        func note(_ path: String, _ call: String) {
            guard let name = path.split(separator: "/").last, path.contains("search-spill/") else { return }
            lock.withLock { calls.append("\(call) \(name.prefix(1))") }
        }

        func count(_ call: String) -> Int { lock.withLock { calls.filter { $0 == call }.count } }
    }

    /// The JSON argument of a `threadfoldSearch.<call>(n, …);` script.
    private func payload(_ site: SiteTree, _ path: String) throws -> Any {
        var text = try XCTUnwrap(site.text(path), "\(path) missing")
        if path.hasPrefix("search/d/") {
            let json = try XCTUnwrap(SearchChunkCodec.json(fromScript: Array(text.utf8)), "\(path) is no result chunk")
            text = "(" + String(decoding: json, as: UTF8.self) + ");"
        }
        let start = try XCTUnwrap(text.firstIndex(where: { $0 == "{" || $0 == "[" }))
        let end = try XCTUnwrap(text.range(of: ");", options: .backwards)).lowerBound
        return try JSONSerialization.jsonObject(with: Data(text[start..<end].utf8))
    }

    /// term → its postings (document, weight) of the whole index.
    private func postings(_ site: SiteTree) throws -> [String: [(doc: Int, weight: Int)]] {
        var all: [String: [(doc: Int, weight: Int)]] = [:]
        var aliases: [String: String] = [:]
        for path in site.paths where path.hasPrefix("search/t/") {
            for (term, text) in try XCTUnwrap(payload(site, path) as? [String: String]) {
                // A stem term one word alone has is an alias of it, `"=word"`: its postings.
                if text.hasPrefix("=") { aliases[term] = String(text.dropFirst()) } else { all[term] = try decode(text) }
            }
        }
        for (term, word) in aliases { all[term] = try XCTUnwrap(all[word], "\(term) is an alias of \(word), which is not indexed") }
        return all
    }

    /// The postings text as `SearchCodec` writes it and `search.js` reads it.
    private func decode(_ text: String) throws -> [(doc: Int, weight: Int)] {
        let values = try text.utf8.map { byte in try XCTUnwrap(SearchCodec.alphabet.firstIndex(of: byte), "\(text)") }
        var list: [(doc: Int, weight: Int)] = []
        var i = 0
        var doc = -1
        while i < values.count {
            var gap = 0
            var shift = 0
            while values[i] >= 32 {
                gap += (values[i] - 32) << shift
                shift += 5
                i += 1
            }
            doc += gap + (values[i] << shift) + 1
            list.append((doc, values[i + 1]))
            i += 2
        }
        return list
    }

    private func documents(_ site: SiteTree) throws -> [[String]] {
        let chunks = site.paths.filter { $0.hasPrefix("search/d/") }.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
        return try chunks.flatMap { try XCTUnwrap(payload(site, $0) as? [[String]]) }
    }

    static let bike = """
        {"id": "bike", "title": "周末杭州骑行路线", "category": "生活", "comments": [
          {"id": "1", "user": "Chloé", "createdAt": "2024-01-02T00:00:00Z", "content": "**Naïve** route, route again"},
          {"id": "2", "user": "阿雯", "parentID": "1", "createdAt": "2024-01-01T00:00:00Z", "content": "西湖很美"},
          {"id": "3", "user": "Bo", "createdAt": "2024-01-03T00:00:00Z", "content": "<b>raw</b> `code`"}]}
        """

    func testCommentsAreFoundByRenderedWordsTitleBigramsUserAndCategory() throws {
        let site = try build(["bike.json": Self.bike])
        let index = try postings(site)
        let docs = try documents(site)
        XCTAssertEqual(docs.count, 3)
        // Oldest first: the reply (1 January) is document 0.
        XCTAssertEqual(docs.map { $0[5] }, ["t/bike.html#c-2", "t/bike.html#c-1", "t/bike.html#c-3"])
        XCTAssertEqual(docs[1][0...4], ["周末杭州骑行路线", "Chloé", "2024-01-02T00:00:00Z", "2024-01-02 00:00", "1"])
        XCTAssertEqual(docs[0][4], "1.1")
        // The rendered text, not the source: no ** or backticks; markdown's raw HTML is left out, as on the page.
        XCTAssertEqual(docs[1][6], "Naïve route, route again")
        XCTAssertEqual(docs[2][6], "raw code")
        XCTAssertEqual(index["naive"]?.map(\.doc), [1])
        // "route" twice weighs more than "naive" once in the same comment.
        XCTAssertGreaterThan(try XCTUnwrap(index["route"]?.first?.weight), try XCTUnwrap(index["naive"]?.first?.weight))
        XCTAssertEqual(index["骑行"]?.map(\.doc), [0, 1, 2])
        XCTAssertEqual(index["西湖"]?.first?.doc, 0)
        XCTAssertEqual(index["u:chloe"]?.map(\.doc), [1])
        XCTAssertEqual(index["c:生活"]?.map(\.doc), [0, 1, 2])
        XCTAssertNil(index["**naïve**"])
    }

    /// The words of a thread with no comment are in no document: they have no place in
    /// the index (the writer numbers every term the workers met, and skips these).
    func testATitleWithoutCommentsLeavesNoTerm() throws {
        let empty = #"{"id": "empty", "title": "Lonelyword 孤单", "comments": []}"#
        let index = try postings(try build(["bike.json": Self.bike, "empty.json": empty]))
        XCTAssertNotNil(index["骑行"])
        XCTAssertNil(index["lonelyword"])
        XCTAssertNil(index["孤单"])
    }

    func testIndexIsByteIdenticalAcrossBuildsAndCarriesNoMarkup() throws {
        let hostile = """
            {"id": "x", "title": "</script><script>alert(1)</script>", "comments": [
              {"id": "1", "user": "<img src=x onerror=alert(2)>", "content": "<script>alert(3)</script> hello", "contentFormat": "text"}]}
            """
        let first = try build(["bike.json": Self.bike, "x.json": hostile])
        let second = try build(["x.json": hostile, "bike.json": Self.bike])
        let searchFiles = first.paths.filter { $0.hasPrefix("search/") }
        XCTAssertEqual(searchFiles, second.paths.filter { $0.hasPrefix("search/") })
        for path in searchFiles {
            XCTAssertEqual(first.files[path], second.files[path], "\(path) differs between builds")
            XCTAssertFalse(first.text(path)!.contains("<"), "\(path) holds a raw <")
            // A result chunk's JSON too, once inflated, escapes it.
            XCTAssertFalse(SearchChunkCodec.readable(first.files[path]!).contains(UInt8(ascii: "<")), "\(path) inflates to a raw <")
        }
        let docs = try documents(first)
        XCTAssertTrue(docs.contains { $0[0] == "</script><script>alert(1)</script>" && $0[6] == "<script>alert(3)</script> hello" })
    }

    func testNoSearchLeavesOutTheIndexPageAndBox() throws {
        let with = try build(["bike.json": Self.bike])
        let without = try build(["bike.json": Self.bike], search: false)
        XCTAssertTrue(with.paths.contains("search.html"))
        XCTAssertTrue(with.text("index.html")!.contains("<div class=\"site-search\" role=\"search\""))
        XCTAssertEqual(without.paths.filter { $0.hasPrefix("search") }, [])
        for (path, html) in without.htmlPages { XCTAssertFalse(html.contains("site-search"), path) }
    }

    func testSpillingUnderASmallBudgetWritesTheSameBytes() throws {
        var threads = ["bike.json": Self.bike]
        for t in 0..<12 {
            let comments = (0..<40).map { c in
                #"{"id": "\#(c)", "user": "u\#(c % 7)", "createdAt": \#(1_700_000_000 + (c * 37 + t * 11) % 500), "content": "word\#(c % 13) common \#(t) 中文评论\#(c)"}"#
            }
            threads["t\(t).json"] = #"{"id": "t\#(t)", "title": "Thread \#(t)", "comments": [\#(comments.joined(separator: ","))]}"#
        }
        let whole = try build(threads)
        let log = SpillLog()
        let spilled = try build(threads, budget: 2_000, spilled: log)
        // Many sorted runs, merged a window at a time, and the units' postings spilled too.
        XCTAssertGreaterThan(log.count("write r"), 10)
        XCTAssertGreaterThan(log.count("range r"), log.count("write r"))
        XCTAssertGreaterThan(log.count("write u"), 2)
        XCTAssertGreaterThanOrEqual(log.count("range u"), log.count("write u"))
        let searchFiles = whole.paths.filter { $0.hasPrefix("search/") }
        XCTAssertGreaterThan(searchFiles.count, 10)
        XCTAssertEqual(searchFiles, spilled.paths.filter { $0.hasPrefix("search/") })
        for path in searchFiles { XCTAssertEqual(whole.files[path], spilled.files[path], "\(path) differs when spilled") }
        XCTAssertFalse(spilled.paths.contains { $0.contains("spill") }, "spill files left in the site")
        XCTAssertEqual(try documents(spilled).count, 3 + 12 * 40)
        XCTAssertEqual(try postings(spilled)["common"]?.count, 12 * 40)
    }
}
