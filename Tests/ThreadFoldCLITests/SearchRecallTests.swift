import Foundation
import TestSupport
import ThreadFold
import XCTest

/// Recall of the built-in search on the real corpus: 100 queries drawn from its comments
/// (exact phrases, Chinese runs, authors' names), each answered by `Public/search.js`'s
/// own query code run under Node on the index `build` wrote, must find every comment
/// that holds the phrase (or is by the name). What "holds" means is worked out here, in
/// Swift, from the comments' text, not by the code under test.
final class SearchRecallTests: XCTestCase {
    /// One document of the index: its number and what a result shows.
    private struct Document {
        var number: Int
        var author: String
        var text: String
    }

    func testHundredCorpusQueriesFindEveryCommentTheyShould() throws {
        let corpus = try SharedData.path("corpus/real", for: "search recall on the real corpus")
        let node = try SearchScript.node(for: "the recall test")
        let folder = try TemporaryFolder("search-recall")
        defer { folder.remove() }
        let build = CLIRun(["build", corpus, "-o", folder.path("site"), "-q", "--layout", "auto"])
        XCTAssertEqual(build.code, .ok, build.all)
        let documents = try Self.documents(in: folder.path("site"))
        XCTAssertGreaterThan(documents.count, 3_000)
        let queries = Self.phrases(documents, count: 40) + Self.chinese(documents, count: 30) + Self.names(documents, count: 30)
        XCTAssertEqual(queries.count, 100, "the corpus gave too few queries")
        let found = try run(node, queries: queries.map(\.query), site: folder.path("site"), scratch: folder)
        var expectedTotal = 0
        for query in queries {
            let expected = Set(documents.filter(query.holds).map(\.number))
            XCTAssertFalse(expected.isEmpty, "\(query.query) is drawn from a comment, so one holds it")
            let missing = expected.subtracting(found[query.query] ?? [])
            XCTAssertTrue(missing.isEmpty, "\(query.query): \(missing.count) of \(expected.count) comments not found")
            expectedTotal += expected.count
        }
        print("search recall: \(queries.count) queries, \(expectedTotal) comments expected, all checked against search.js")
    }

    private struct Query {
        var query: String
        var holds: (Document) -> Bool
    }

    /// Three whole words in a row, in quotes: comments whose text holds them at word boundaries.
    private static func phrases(_ documents: [Document], count: Int) -> [Query] {
        var queries: [Query] = []
        var seen = Set<String>()
        for document in documents.enumerated().filter({ $0.offset % 11 == 0 }).map(\.element) where queries.count < count {
            let words = document.text.split(separator: " ")
            guard
                let start = words.indices.dropLast(2).first(where: { i in
                    words[i...(i + 2)].allSatisfy { $0.count > 1 && $0.allSatisfy { $0.isLetter && $0.isASCII || $0.isNumber } }
                })
            else { continue }
            let phrase = words[start...(start + 2)].joined(separator: " ")
            guard seen.insert(phrase.lowercased()).inserted else { continue }
            let folded = fold(phrase)
            queries.append(Query(query: "\"\(phrase)\"") { containsWords(fold($0.text), folded) })
        }
        return queries
    }

    /// Two to four Chinese characters in a row, bare (half) or quoted: comments holding them.
    private static func chinese(_ documents: [Document], count: Int) -> [Query] {
        var queries: [Query] = []
        var seen = Set<String>()
        for (i, document) in documents.enumerated() where i % 3 == 0 && queries.count < count {
            let characters = Array(document.text)
            let length = 2 + queries.count % 3
            guard
                let start = characters.indices.first(where: { s in
                    s + length <= characters.count && characters[s..<(s + length)].allSatisfy(isHan)
                })
            else { continue }
            let run = String(characters[start..<(start + length)])
            guard seen.insert(run).inserted else { continue }
            queries.append(Query(query: queries.count % 2 == 0 ? run : "\"\(run)\"") { $0.text.contains(run) })
        }
        return queries
    }

    /// `user:"Name"` for authors in name order: every comment they wrote.
    private static func names(_ documents: [Document], count: Int) -> [Query] {
        let authors = Set(documents.map(\.author)).filter { !$0.contains("\"") && !$0.isEmpty }.sorted()
        return authors.enumerated().filter { $0.offset % max(1, authors.count / count) == 0 }.prefix(count).map { _, name in
            Query(query: "user:\"\(name)\"") { fold($0.author) == fold(name) }
        }
    }

    private static func isHan(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x4E00...0x9FFF).contains($0.value) }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// `phrase` in `text` with no letter or digit right before or after it.
    private static func containsWords(_ text: String, _ phrase: String) -> Bool {
        var from = text.startIndex
        while let range = text.range(of: phrase, range: from..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false || before?.isNumber ?? false) && !(after?.isLetter ?? false || after?.isNumber ?? false) {
                return true
            }
            from = text.index(after: range.lowerBound)
        }
        return false
    }

    /// Every document of the index, by number (chunk files `search/d/N.js`).
    private static func documents(in site: String) throws -> [Document] {
        let chunks = try FileManager.default.contentsOfDirectory(atPath: site + "/search/d")
        let meta = try String(contentsOfFile: site + "/search/meta.js", encoding: .utf8)
        let size = try XCTUnwrap(meta.firstMatch(of: /"chunk":([0-9]+)/).flatMap { Int($0.1) })
        var documents: [Document] = []
        for name in chunks {
            let script = try Array(Data(contentsOf: URL(fileURLWithPath: site + "/search/d/" + name)))
            let chunk = try XCTUnwrap(Int(name.dropLast(3)))
            let json = try XCTUnwrap(SearchChunkCodec.json(fromScript: script), "\(name) is no result chunk")
            let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json)) as? [[String]])
            for (i, row) in rows.enumerated() { documents.append(Document(number: chunk * size + i, author: row[1], text: row[6])) }
        }
        return documents.sorted { $0.number < $1.number }
    }

    /// Runs the queries through search.js under Node: query → every document number found.
    private func run(_ node: String, queries: [String], site: String, scratch: TemporaryFolder) throws -> [String: Set<Int>] {
        let data = try SearchScript.run(node, body: Self.body, site: site, queries: queries, scratch: scratch)
        let answers = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: [Int]])
        return answers.mapValues(Set.init)
    }

    /// What search.html does for a query, without the page: parse, load the terms' shards,
    /// match, check phrases against the stored text and rank (`search()` in search.js; the
    /// page ranks only its first 50, here every match is kept). Words as typed: no stems.
    private static let body = """
        const out = {};
        for (const q of queries) {
          const query = core.parse(q);
          const texts = core.resolve(query.terms.map((t) => [t]), postings).map((g) => g[0]);
          const found = core.matches(texts, total);
          const best = core.top(found, Infinity, core.phraseTest(query, (id) => doc(id)[6]));
          if (best.ids.length !== best.count) throw new Error(q + ": " + best.count + " counted, " + best.ids.length + " ranked");
          out[q] = best.ids;
        }
        process.stdout.write(JSON.stringify(out));
        """
}
