import Foundation
import XCTest

@testable import TextIndex

/// The thread's title is a field of its own (docs/search.md): its terms find every
/// comment of the thread with weight 0 ("title only") unless the body holds them too, and
/// they change neither a body term's frequency nor the comment's length, so a body
/// word's weight is the same whatever the title.
final class TitleFieldTests: XCTestCase {
    private static let comments = [
        "The bike route by the lake is lovely",
        "Thanks!",
        "I took the bike route twice, bike bike",
        "Rain all day",
    ]

    func testTitleOnlyTermsWeighZeroAndBodyWeightsIgnoreTheTitle() throws {
        let titled = try weights(title: "Weekend bike route around the lake, with photos and a long title")
        let plain = try weights(title: nil)
        // `weekend` and `photos` are only in the title: every comment, weight 0.
        XCTAssertEqual(titled["weekend"], [0, 0, 0, 0])
        XCTAssertEqual(titled["~photo"], [0, 0, 0, 0], "a title word's stem is title only too")
        // `bike` is in comments 0 and 2 (documents by time): their body weights, as
        // without a title; the others hold it only through the title.
        let bodyOnly = try XCTUnwrap(plain["bike"])
        XCTAssertEqual(bodyOnly.count, 2)
        XCTAssertEqual(titled["bike"], [bodyOnly[0], 0, bodyOnly[1], 0])
        XCTAssertTrue(bodyOnly.allSatisfy { $0 >= 1 }, "a body match weighs 1 at least")
        XCTAssertEqual(titled["rain"], plain["rain"], "a word the title lacks weighs the same")
        XCTAssertEqual(titled["thanks"], plain["thanks"])
    }

    /// Per term, its postings' weights in document order, from the term shards.
    private func weights(title: String?) throws -> [String: [Int]] {
        let index = MemoryIndex()
        let collector = SearchCollector(spill: index.spill, budget: 1 << 20, stemmer: .english)
        for (time, text) in Self.comments.enumerated() {
            try collector.withBuffer { buffer throws(IndexError) in
                var counter = TermCounter.placeholder
                swap(&counter, &buffer.counter)
                defer { swap(&counter, &buffer.counter) }
                var terms: [Int32] = []
                SearchTokenizer.forEachToken(title ?? "") { terms.append(counter.terms.id(of: $0)) }
                let thread = time == 0 ? buffer.threads.register(IndexedThread(id: "t", title: [], category: [])) : 0
                let start = buffer.records.count
                buffer.records += text.utf8
                let author = counter.authorTerm("someone")
                let bytes = Array(text.utf8)
                try bytes.withUnsafeBufferPointer { bytes throws(IndexError) in
                    try buffer.add(
                        text: bytes, extra: terms, author: author, category: nil, recordStart: start, instant: Double(time), key: "t",
                        thread: thread, position: time, counter: &counter)
                }
            }
        }
        _ = try TextIndexWriter(output: index).write(collector, chunks: RecordedChunks())
        var (weights, aliases): ([String: [Int]], [String: String]) = ([:], [:])
        for (name, bytes) in index.files.withLock({ $0 }) where name.hasPrefix("t/") {
            let text = String(decoding: bytes, as: UTF8.self)
            for match in text.matches(of: /"([^"]+)":"([A-Za-z0-9+\/]*)"/) {
                weights[String(match.1)] = Self.decode(String(match.2))
            }
            for match in text.matches(of: /"([^"]+)":"=([^"]+)"/) { aliases[String(match.1)] = String(match.2) }
        }
        // A stem term one word alone has is an alias of it (`"~photo":"=photos"`): its postings.
        for (term, word) in aliases { weights[term] = weights[word] }
        return weights
    }

    /// The weights of a term's postings (`SearchCodec`: per document its gap in base-32
    /// digits, a digit with more to follow 32 higher, then one weight character).
    private static func decode(_ text: String) -> [Int] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        let values = text.map { alphabet.firstIndex(of: $0) ?? -1 }
        var weights: [Int] = []
        var i = 0
        while i < values.count {
            while i < values.count && values[i] >= 32 { i += 1 }
            i += 1
            if i < values.count { weights.append(values[i]) }
            i += 1
        }
        return weights
    }
}
