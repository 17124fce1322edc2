import Foundation
import XCTest

@testable import TextIndex

/// A stem term (`~` and a stem) that one distinct word of the whole index alone has holds
/// that word's postings exactly, so it is written as an alias, `"~compil":"=compiler"`; a
/// stem several words have (`upgrade`, `upgraded`, `upgrading`) keeps its postings, also
/// when each buffer saw one of its words only.
final class StemAliasTests: XCTestCase {
    /// Comments by buffer: `(text, its thread's title)`. `walked` and `walking` are each
    /// in one buffer only; `compiler` is in both, also under a title only.
    private static let buffers: [[(text: String, title: String)]] = [
        [
            ("The compiler crashed, the compiler!", "compiler woes"), ("upgraded the server", ""), ("we walked home", ""),
            ("nothing to see", "compiler news"),
        ],
        [("Upgrading tomorrow", "compiler"), ("the upgrade is done", ""), ("walking home", ""), ("a compiler flag", "")],
    ]

    /// Each shard's terms and their entries, over every shard written.
    private func index(aliases: Bool) throws -> [String: String] {
        let index = MemoryIndex()
        let collector = SearchCollector(spill: index.spill, budget: 1 << 20, stemmer: .english)
        // Nested: the second buffer is made while the first is in use.
        try collector.withBuffer { first throws in
            try collector.withBuffer { second throws in
                var time = 0.0
                for (buffer, comments) in zip([first, second], Self.buffers) {
                    for comment in comments {
                        try buffer.addComment(comment.text, title: comment.title, key: "t\(Int(time))", time: time)
                        time += 1
                    }
                }
            }
        }
        var writer = TextIndexWriter(output: index)
        writer.stemAliases = aliases
        _ = try writer.write(collector, chunks: RecordedChunks())
        var terms: [String: String] = [:]
        for (name, bytes) in index.files.withLock({ $0 }) where name.hasPrefix("t/") {
            let text = String(decoding: bytes, as: UTF8.self)
            let object = try XCTUnwrap(text.firstIndex(of: "{").flatMap { start in text.lastIndex(of: "}").map { text[start...$0] } })
            let shard = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: String])
            terms.merge(shard) { a, _ in a }
        }
        return terms
    }

    func testAStemOneWordAloneHasIsAnAliasAndAStemOfSeveralKeepsItsPostings() throws {
        let terms = try index(aliases: true)
        XCTAssertEqual(terms["~compil"], "=compiler")
        XCTAssertEqual(terms["~crash"], "=crashed")
        for stem in ["~upgrad", "~walk"] {
            let entry = try XCTUnwrap(terms[stem], "\(stem) not in the index")
            XCTAssertFalse(entry.hasPrefix("="), "\(stem) has two words or more: its postings, not \(entry)")
        }
        XCTAssertNotNil(terms["compiler"])
        XCTAssertFalse(terms["compiler"]?.hasPrefix("=") ?? true, "a word's entry is its postings")
    }

    /// The claim the aliases rest on: written out, a stem term one word alone has holds
    /// exactly that word's postings (the same documents and weights, the title-only weight 0
    /// included); everything else is written the same either way.
    func testAnAliasedStemTermsPostingsAreItsWordsWrittenOut() throws {
        let aliased = try index(aliases: true)
        let written = try index(aliases: false)
        XCTAssertEqual(Set(aliased.keys), Set(written.keys))
        var compared = 0
        for (term, entry) in aliased {
            if entry.hasPrefix("=") {
                XCTAssertEqual(written[term], written[String(entry.dropFirst())], "\(term) → \(entry)")
                XCTAssertNotEqual(written[term], entry)
                compared += 1
            } else {
                XCTAssertEqual(entry, written[term], term)
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 3)
        // Two comments say `compiler`, two more are under a title that says it (weight 0).
        let postings = PostingsText.decode(try XCTUnwrap(written["~compil"]))
        XCTAssertEqual(postings.count, 4)
        XCTAssertEqual(postings.filter { $0.weight == 0 }.count, 2, "\(postings)")
    }
}
