import Dispatch
import Foundation
import Synchronization
import XCTest

@testable import TextIndex

/// Impact tiers (`SearchTier`): a term of more than `tierAbove` postings keeps its heaviest
/// quarter in its shard, `["<head>",n,least,bound]`, the rest in `t/<n>.1.js`; together
/// they are the list the index writes untiered, and everything else is written as without
/// tiers, byte for byte.
final class SearchTierTests: XCTestCase {
    /// 2,400 comments, each its own thread: `compiler` said once to three times in
    /// comments of varied lengths (weights spread), `flat` in comments all of one length
    /// (weights alike), `headline` in the title of half and the text of some (mostly
    /// weight 0), the author's term in all; the rest words of one comment each, which
    /// make four shards.
    private static let documents = (0..<2_400).map { k in
        var words: [String] = []
        if k < 1_800 {
            if k % 4 != 3 { words += Array(repeating: "compiler", count: k % 3 + 1) }
            words += (0..<(k % 6 + 4)).map { "u\(k)x\($0)" }
            if k % 10 == 0 { words.append("headline") }
        } else {
            words += ["flat", "even", "level"] + (0..<8).map { "u\(k)x\($0)" }
        }
        return (text: words.joined(separator: " "), title: k % 2 == 0 ? "headline" : "")
    }

    /// The index files of `documents` written with `tierAbove`, by `workers` at once into
    /// buffers of `budget` bytes.
    private func write(tierAbove: Int?, workers: Int = 1, budget: Int = 1 << 22) throws -> [String: [UInt8]] {
        let index = MemoryIndex()
        let collector = SearchCollector(spill: index.spill, budget: budget, stemmer: .english)
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for k in stride(from: worker, to: Self.documents.count, by: workers) {
                do {
                    try collector.withBuffer { buffer throws in try Self.add(k, to: buffer) }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        XCTAssertEqual(failures.withLock { $0 }, [])
        if budget < 1 << 20 { XCTAssertFalse(index.spilled.withLock { $0.isEmpty }, "nothing spilled") }
        var writer = TextIndexWriter(output: index)
        writer.tierAbove = tierAbove
        _ = try writer.write(collector, chunks: RecordedChunks())
        return index.files.withLock { $0 }
    }

    /// Document `k`: its text counted, its thread's title's words found but not counted.
    private static func add(_ k: Int, to buffer: SearchBuffer) throws {
        let (text, title) = documents[k]
        try buffer.addComment(text, title: title, key: "d\(k)", time: Double(k))
    }

    private static func text(_ files: [String: [UInt8]], _ name: String) -> String? {
        files[name].map { String(decoding: $0, as: UTF8.self) }
    }

    func testATieredTermIsItsWholeListCutAtTheHeaviestQuarter() throws {
        let tiered = try write(tierAbove: 8)
        let whole = try write(tierAbove: nil)
        XCTAssertTrue(Self.text(tiered, "meta.js")?.contains("\"shards\":4,\"chunk\":32,\"version\":4") ?? false)
        XCTAssertTrue(Self.text(whole, "meta.js")?.contains("\"version\":4") ?? false)
        XCTAssertEqual(Set(tiered.keys.filter { !$0.hasSuffix(".1.js") }), Set(whole.keys))
        var tieredTerms: [String: [Any]] = [:]
        var shardsWithout = 0
        for shard in 0..<4 {
            let prefix = "threadfoldSearch.terms(\(shard),"
            let entries = try XCTUnwrap(Self.text(tiered, "t/\(shard).js").flatMap { PostingsText.entries($0, prefix: prefix) })
            let wholeEntries = try XCTUnwrap(Self.text(whole, "t/\(shard).js").flatMap { PostingsText.entries($0, prefix: prefix) })
            XCTAssertEqual(entries.map(\.term), wholeEntries.map(\.term), "shard \(shard)")
            let cut = entries.filter { $0.value is [Any] }
            guard !cut.isEmpty else {
                XCTAssertEqual(tiered["t/\(shard).js"], whole["t/\(shard).js"], "shard \(shard) has no tiered term")
                XCTAssertNil(tiered["t/\(shard).1.js"], "a tier file for shard \(shard), which has no tiered term")
                shardsWithout += 1
                continue
            }
            let tail = try XCTUnwrap(
                Self.text(tiered, "t/\(shard).1.js").flatMap { PostingsText.entries($0, prefix: "threadfoldSearch.tier(\(shard),1,") })
            XCTAssertEqual(tail.map(\.term), cut.map(\.term), "the tier file's terms, in the shard's order")
            for ((term, value), (_, wholeValue)) in zip(entries, wholeEntries) {
                let list = try XCTUnwrap(wholeValue as? String, term)
                guard let array = value as? [Any] else {
                    XCTAssertEqual(value as? String, list, term)
                    continue
                }
                let tailText = try XCTUnwrap(tail.first { $0.term == term }?.value as? String, term)
                try Self.check(term, array, tail: tailText, whole: list)
                tieredTerms[term] = array
            }
        }
        XCTAssertGreaterThan(shardsWithout, 0, "every shard has a tiered term: the check of the others never ran")
        XCTAssertEqual(Set(tieredTerms.keys), ["compiler", "headline", "u:someone"])
        // `compiler` is cut among its body weights; `headline`'s body mentions are fewer than
        // a quarter: they are the head, and every title-only 0 is the tail.
        XCTAssertGreaterThan(tieredTerms["compiler"]?[3] as? Int ?? 0, 0)
        XCTAssertEqual(tieredTerms["headline"]?[1] as? Int, 1_200)
        XCTAssertEqual(tieredTerms["headline"]?[3] as? Int, 0)
        XCTAssertEqual(PostingsText.decode(tieredTerms["headline"]?[0] as? String ?? "").count, 180)
    }

    /// One tiered entry against the term's whole list: head and tail cut at the weight a
    /// plain sort gives (the quarter's lightest, 1 at the least), in document order, the
    /// count, least positive weight and tail bound those of the list.
    private static func check(_ term: String, _ array: [Any], tail tailText: String, whole: String) throws {
        XCTAssertEqual(array.count, 4, term)
        let head = PostingsText.decode(try XCTUnwrap(array[0] as? String, term))
        let (count, least, bound) = (array[1] as? Int, array[2] as? Int, array[3] as? Int)
        let tail = PostingsText.decode(tailText)
        let list = PostingsText.decode(whole)
        let quarter = list.map(\.weight).sorted(by: >)[(list.count + 3) / 4 - 1]
        let cutoff = max(1, quarter)
        XCTAssertEqual(head.map(\.document), list.filter { $0.weight >= cutoff }.map(\.document), term)
        XCTAssertEqual(tail.map(\.document), list.filter { $0.weight < cutoff }.map(\.document), term)
        let merged = (head + tail).sorted { $0.document < $1.document }
        XCTAssertEqual(merged.map(\.document), list.map(\.document), term)
        XCTAssertEqual(merged.map(\.weight), list.map(\.weight), term)
        XCTAssertEqual(count, list.count, term)
        XCTAssertEqual(least, list.map(\.weight).filter { $0 > 0 }.min(), term)
        XCTAssertEqual(bound, tail.map(\.weight).max(), term)
        XCTAssertGreaterThan(head.map(\.weight).min() ?? 0, bound ?? 64, term)
        XCTAssertGreaterThanOrEqual(tail.count * 10, list.count, term)
    }

    /// `flat` has 600 postings, every one of the same weight: the head would be all of them,
    /// and it stays a string; the stem alias of a tiered word stays `"=word"`.
    func testEqualWeightsStayWholeAndAnAliasOfATieredWordStaysAnAlias() throws {
        let files = try write(tierAbove: 8)
        var entries: [String: Any] = [:]
        for shard in 0..<4 {
            let text = try XCTUnwrap(Self.text(files, "t/\(shard).js"))
            for (term, value) in try XCTUnwrap(PostingsText.entries(text, prefix: "threadfoldSearch.terms(\(shard),")) {
                entries[term] = value
            }
        }
        let flat = PostingsText.decode(try XCTUnwrap(entries["flat"] as? String))
        XCTAssertEqual(flat.count, 600)
        XCTAssertEqual(Set(flat.map(\.weight)).count, 1, "\(Set(flat.map(\.weight)))")
        XCTAssertTrue(entries["compiler"] is [Any])
        XCTAssertEqual(entries["~compil"] as? String, "=compiler")
    }

    /// Which worker indexed what, and whether the buffers spilled, changes no byte of a
    /// tiered index either.
    func testTiersAreTheSameBytesWhateverTheWorkersAndTheSpill() throws {
        let one = try write(tierAbove: 8)
        let two = try write(tierAbove: 8, workers: 2, budget: 20_000)
        XCTAssertEqual(one, two)
        XCTAssertTrue(one.keys.contains { $0.hasSuffix(".1.js") }, "nothing tiered")
    }

    /// The cut itself on hand-made lists: the quarter's lightest weight, 1 at the least;
    /// no tiers at or under the threshold, with an empty head or a tail under a tenth.
    func testTheCutOfAList() {
        func cut(_ weights: [Int], above: Int? = 0) -> SearchTier? {
            let list = weights.enumerated().map { UInt64($0.offset) << 16 | UInt64($0.element) }
            return list.withUnsafeBufferPointer { SearchTier.cut($0, above: above) }
        }
        XCTAssertEqual(cut([5, 9, 1, 9, 0, 3, 7, 2]), SearchTier(cutoff: 9, count: 8, least: 1, bound: 7))
        XCTAssertEqual(cut([5, 9, 1, 9, 0, 3, 7, 2, 4]), SearchTier(cutoff: 7, count: 9, least: 1, bound: 5))
        XCTAssertEqual(cut([0, 0, 0, 2, 0, 0, 0, 0]), SearchTier(cutoff: 1, count: 8, least: 2, bound: 0))
        XCTAssertNil(cut([5, 9, 1, 9, 0, 3, 7, 2], above: 8), "8 postings, not more than 8")
        XCTAssertNil(cut([5, 9, 1, 9, 0, 3, 7, 2], above: nil))
        XCTAssertNil(cut([4, 4, 4, 4, 4]), "all alike: no tail")
        XCTAssertNil(cut([0, 0, 0, 0]), "title-only alone: no head")
        XCTAssertNil(cut(Array(repeating: 9, count: 10) + [1]), "a tail of 1 in 11, under a tenth")
        XCTAssertEqual(cut(Array(repeating: 9, count: 9) + [1])?.cutoff, 9, "a tail of 1 in 10, a tenth")
        XCTAssertEqual(cut([63, 63, 0, 0])?.bound, 0)
    }
}
