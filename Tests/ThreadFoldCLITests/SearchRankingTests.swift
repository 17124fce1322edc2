import Foundation
import TestSupport
import XCTest

/// Ranking by field and phrases by word position (docs/search.md), on sites `build`
/// wrote and queried by `Public/search.js`'s own code under Node: a comment that says a
/// word outranks the comments found only through their thread's title, which come after,
/// marked (`inBody` false: the page says "in the thread's title"); a quoted phrase
/// matches its words in order whatever punctuation or markup stands between them, and a
/// phrase the text does not hold is still not found.
final class SearchRankingTests: XCTestCase {
    /// One result, best first: its document, its text and title, and whether its text
    /// holds a query word (false: found only through its thread's title).
    private struct Hit: Decodable {
        var id: Int
        var text: String
        var title: String
        var inBody: Bool
    }

    /// 骑行 in the example archive: the guestbook comment that says it first, then the
    /// seven replies under 周末杭州骑行路线分享, each marked as found through the title.
    func testRidingInTheExampleArchiveRanksTheCommentSayingItFirstAndMarksTheTitleOnlyOnes() throws {
        let node = try Self.node()
        let folder = try TemporaryFolder("search-ranking-example", removedAfter: self)
        let build = CLIRun(["build", PackagePaths.root.appendingPathComponent("Examples").path, "-o", folder.path("site"), "-q"])
        XCTAssertEqual(build.code, .ok, build.all)
        let hits = try search(node, ["骑行"], site: folder.path("site"), scratch: folder)["骑行"] ?? []
        XCTAssertEqual(hits.count, 8, hits.map(\.text).description)
        XCTAssertTrue(hits.first?.text.contains("骑行") ?? false, "first: \(hits.first?.text ?? "nothing")")
        XCTAssertTrue(hits.first?.inBody ?? false)
        for hit in hits.dropFirst() {
            XCTAssertFalse(hit.text.contains("骑行"), hit.text)
            XCTAssertFalse(hit.inBody, "\(hit.text): found through the title, and marked so")
            XCTAssertTrue(hit.title.contains("骑行"), hit.title)
        }
        XCTAssertFalse(hits.prefix(1).contains { $0.text == "收到，谢谢！" }, "a short reply no longer wins through the title")
    }

    /// 定时 in a real Disqus thread (the corpus's airplane-mode thread, given the title the
    /// issue saw, "…自动定时切换飞行模式"): every comment that says it comes before every
    /// comment found only through the title.
    func testTimingInARealDisqusThreadRanksTheCommentsSayingItAboveTheTitleOnlyOnes() throws {
        let node = try Self.node()
        let corpus = try SharedData.path("corpus/real", for: "ranking by field on a real Disqus thread")
        let folder = try TemporaryFolder("search-ranking-real", removedAfter: self)
        try Self.titledAirplaneThread(from: corpus + "/site-dump-tanglei-disqus.ndjson", into: folder, under: "in")
        let build = CLIRun(["build", folder.path("in"), "-o", folder.path("site"), "-q"])
        XCTAssertEqual(build.code, .ok, build.all)
        let hits = try search(node, ["定时"], site: folder.path("site"), scratch: folder)["定时"] ?? []
        let saying = hits.filter { $0.text.contains("定时") }
        XCTAssertGreaterThan(saying.count, 0)
        XCTAssertGreaterThan(hits.count, saying.count, "the thread's other comments are found through its title")
        XCTAssertEqual(hits.prefix(saying.count).map(\.id), saying.map(\.id), "every comment saying 定时 first")
        XCTAssertTrue(saying.allSatisfy(\.inBody))
        for hit in hits.dropFirst(saying.count) {
            XCTAssertFalse(hit.inBody, hit.text)
            XCTAssertTrue(hit.title.contains("定时"), hit.title)
        }
    }

    /// The issue's phrases, in comments as they were written (HTML, punctuation between
    /// the words), and phrases across punctuation drawn from the real corpus: found; the
    /// same words in another order, or a word left out: not found.
    func testQuotedPhrasesMatchWordsInOrderAcrossPunctuationAndMarkup() throws {
        let node = try Self.node()
        let folder = try TemporaryFolder("search-phrases", removedAfter: self)
        let comments: [[String: String]] = [
            ["id": "1", "user": "a", "content": "<p>I think SHE ALREADY KNOWS, SHE READ MY COMMENT yesterday.</p>"],
            ["id": "2", "user": "b", "content": "<p>It was something else - RIA, not the other one.</p>"],
            ["id": "3", "user": "c", "content": "<p>Something <em>else</em></p><p>Ria said so.</p>"],
            ["id": "4", "user": "d", "content": "<p>KNOWS SHE MY READ: the words, out of order. else something RIA</p>"],
            ["id": "5", "user": "e", "content": "<p>可以自动切换飞行模式了。骑行，路线</p>"],
        ]
        let thread: [String: Any] = ["id": "phrases", "title": "Phrases", "contentFormat": "html", "comments": comments]
        try folder.write("in/phrases.json", Array(try JSONSerialization.data(withJSONObject: thread)))
        let build = CLIRun(["build", folder.path("in"), "-o", folder.path("site"), "-q"])
        XCTAssertEqual(build.code, .ok, build.all)
        let expected: [String: Set<String>] = [
            "\"KNOWS SHE READ MY\"": ["1"], "\"something else RIA\"": ["2", "3"], "\"she read my comment\"": ["1"],
            "\"飞行 模式\"": ["5"], "\"切换飞行模式\"": ["5"],
            // Not there: another order, a word left out, a word added.
            "\"KNOWS READ MY\"": [], "\"READ SHE KNOWS\"": [], "\"else RIA something\"": [], "\"something else other RIA\"": [],
        ]
        let found = try search(node, Array(expected.keys), site: folder.path("site"), scratch: folder)
        for (query, ids) in expected {
            let texts = (found[query] ?? []).map(\.text)
            let want = comments.filter { ids.contains($0["id"] ?? "") }.count
            XCTAssertEqual(texts.count, want, "\(query): \(texts)")
        }
        XCTAssertEqual(found["\"KNOWS SHE READ MY\""]?.first?.text.contains("SHE ALREADY KNOWS, SHE READ MY COMMENT"), true)
        try realCorpusPhrases(node, scratch: folder)
    }

    /// Three words with a comma or dash between two of them, from the real corpus's
    /// plain-text comments: each phrase finds its comment, and every result holds the
    /// words in order (checked here on the result's words); the words reversed find only
    /// texts that hold them reversed.
    private func realCorpusPhrases(_ node: String, scratch: TemporaryFolder) throws {
        let corpus = try SharedData.path("corpus/real", for: "phrases across punctuation in the real corpus")
        let build = CLIRun(["build", corpus, "-o", scratch.path("real"), "-q", "--layout", "auto"])
        XCTAssertEqual(build.code, .ok, build.all)
        let sources = [
            "wordpress-timothyfitz-continuous-deployment-at-imvu.json", "staticman-so-simple-jekyll-theme.json", "hn-49220339.json",
        ]
        var phrases: [(query: [String], raw: String)] = []
        for name in sources {
            let text = try Self.contents(of: corpus + "/" + name).joined(separator: "\n")
            for match in text.matches(of: /\b([A-Za-z]{3,}) ?(,|-|—|;|:) ([A-Za-z]{3,}) ([A-Za-z]{3,})\b/).prefix(4) {
                phrases.append(([String(match.1), String(match.3), String(match.4)], String(match.0)))
            }
        }
        XCTAssertGreaterThanOrEqual(phrases.count, 8, "the corpus gave too few phrases across punctuation")
        let queries: [String] = phrases.flatMap { phrase -> [String] in [Self.quoted(phrase.query), Self.quoted(phrase.query.reversed())] }
        let found = try search(node, queries, site: scratch.path("real"), scratch: scratch)
        for phrase in phrases {
            let forward = phrase.query.map { $0.lowercased() }
            let hits = found[Self.quoted(phrase.query)] ?? []
            XCTAssertTrue(hits.contains { $0.text.contains(phrase.raw) }, "\(phrase.raw): its comment not found")
            XCTAssertTrue(hits.allSatisfy { Self.holds(forward, $0.text) }, "\(phrase.raw): a result without the words in order")
            let backward = Array(forward.reversed())
            let reversed = found[Self.quoted(phrase.query.reversed())] ?? []
            XCTAssertTrue(reversed.allSatisfy { Self.holds(backward, $0.text) }, "\(phrase.raw) reversed: found where it is not")
        }
    }

    /// Every comment's `content` in a thread file (replies too).
    private static func contents(of file: String) throws -> [String] {
        func walk(_ value: Any) -> [String] {
            if let object = value as? [String: Any] {
                let own = (object["content"] as? String).map { [$0] } ?? []
                return own + object.values.flatMap(walk)
            }
            return (value as? [Any])?.flatMap(walk) ?? []
        }
        let thread = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))
        return ((thread as? [String: Any])?["comments"]).map(walk) ?? []
    }

    private static func quoted(_ words: [String]) -> String {
        "\"" + words.joined(separator: " ") + "\""
    }

    /// Whether `text`'s words (letters and digits, lower-cased) hold `words` one after the other.
    private static func holds(_ words: [String], _ text: String) -> Bool {
        let all = text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard all.count >= words.count else { return false }
        return (0...(all.count - words.count)).contains { Array(all[$0..<($0 + words.count)]) == words }
    }

    /// The corpus's site dump without the airplane-mode thread, and that thread on its own
    /// with a title (the dump has none but its address).
    private static func titledAirplaneThread(from dump: String, into folder: TemporaryFolder, under input: String) throws {
        var rest: [Substring] = []
        var comments: [[String: Any]] = []
        for line in try String(contentsOfFile: dump, encoding: .utf8).split(separator: "\n") {
            guard line.contains("android-airplanemode-auto-switcher-v2"),
                var row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            else {
                rest.append(line)
                continue
            }
            row["threadID"] = nil
            if row["parentID"] as? String == "" { row["parentID"] = nil }
            comments.append(row)
        }
        XCTAssertGreaterThan(comments.count, 30)
        let thread: [String: Any] = ["id": "airplane", "title": "Android 自动定时切换飞行模式 v2", "contentFormat": "html", "comments": comments]
        try folder.write(input + "/airplane.json", Array(try JSONSerialization.data(withJSONObject: thread)))
        try folder.write(input + "/rest.ndjson", rest.joined(separator: "\n") + "\n")
    }

    private static func node() throws -> String { try SearchScript.node(for: "the ranking tests") }

    /// Runs the queries through search.js under Node: query → every result, best first.
    private func search(_ node: String, _ queries: [String], site: String, scratch: TemporaryFolder) throws -> [String: [Hit]] {
        let data = try SearchScript.run(node, body: Self.body, site: site, queries: queries, scratch: scratch)
        return try JSONDecoder().decode([String: [Hit]].self, from: data)
    }

    /// What search.html does for a query, without the page (`search()` and `result()` in
    /// search.js): parse, look up (stems too), match, check phrases against the stored
    /// text, rank every match, and whether each result's text holds a query word.
    private static let body = """
        const out = {};
        for (const q of queries) {
          const query = core.parse(q);
          const groups = core.lookups(query, main.meta.stem);
          const found = core.matchGroups(core.resolve(groups, postings), total);
          const best = core.top(found, Infinity, core.phraseTest(query, (id) => doc(id)[6]));
          out[q] = best.ids.map((id) => ({ id: id, text: doc(id)[6], title: doc(id)[0], inBody: core.inBody(query, doc(id)[6]) }));
        }
        process.stdout.write(JSON.stringify(out));
        """
}
