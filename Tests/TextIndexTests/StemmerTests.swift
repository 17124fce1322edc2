import Foundation
import TestSupport
import XCTest

@testable import TextIndex

/// The stemmers against the Snowball project's published lists (`../shared/stemming`:
/// `voc.txt` and, line for line, the stem in `output.txt`).
final class StemmerTests: XCTestCase {
    /// Every word of a language's list and its stem, or a skip that says where they were looked for.
    static func vocabulary(_ language: String) throws -> [(word: String, stem: String)] {
        let folder = try SharedData.url("stemming/" + language, for: "Snowball stemmer lists")
        let words = try String(contentsOf: folder.appendingPathComponent("voc.txt"), encoding: .utf8).split(separator: "\n")
        let stems = try String(contentsOf: folder.appendingPathComponent("output.txt"), encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(words.count, stems.count, "\(language): voc.txt and output.txt differ in length")
        return zip(words, stems).map { (String($0), String($1)) }
    }

    func testEveryEnglishWordOfTheSnowballListGivesItsStem() throws {
        let list = try Self.vocabulary("english")
        XCTAssertEqual(list.count, 42_649)
        let wrong = list.filter { EnglishStemmer.stem($0.word) != $0.stem }
        XCTAssertEqual(
            wrong.count, 0, "first wrong: \(wrong.prefix(10).map { "\($0.word) → \(EnglishStemmer.stem($0.word)), not \($0.stem)" })")
        print("english stemmer: \(list.count - wrong.count) of \(list.count) words give the listed stem")
    }

    func testEnglishExamples() {
        for word in ["upgrade", "upgraded", "upgrading", "upgrades"] { XCTAssertEqual(EnglishStemmer.stem(word), "upgrad", word) }
        XCTAssertEqual(EnglishStemmer.stem("generously"), "generous")
        XCTAssertEqual(EnglishStemmer.stem("dying"), "die")
        XCTAssertEqual(EnglishStemmer.stem("an"), "an")
    }

    func testTheIndexStemsOnlyWordsOfItsAlphabet() {
        func stem(_ word: String) -> String? {
            Array(word.utf8).withUnsafeBufferPointer { Stemmer.english.stem($0) }.map { String(decoding: $0, as: UTF8.self) }
        }
        XCTAssertEqual(stem("upgrading"), "upgrad")
        XCTAssertNil(stem("run"), "a word that is its own stem has no stem term")
        XCTAssertNil(stem("mp3s"), "digits: left alone")
        XCTAssertNil(stem("привет"))
        XCTAssertNil(stem("骑行"))
    }
}

/// `search.js`'s stemmer (for queries) against the Swift one (for the index), on every
/// word of the list, under Node.
final class ScriptStemmerTests: XCTestCase {
    func testSearchScriptStemsEveryEnglishWordAsTheIndexDoes() throws {
        let list = try StemmerTests.vocabulary("english")
        guard let node = PackagePaths.tool("node") ?? PackagePaths.tool("nodejs") else {
            throw Skip.because("node not found on PATH: search.js's stemmer runs under Node")
        }
        let folder = try TemporaryFolder("script-stemmer", removedAfter: self)
        try folder.write("words.txt", list.map(\.word).joined(separator: "\n"))
        try folder.write(
            "stem.js",
            """
            const core = require(process.argv[2]);
            const words = require("fs").readFileSync(process.argv[3], "utf8").split("\\n");
            process.stdout.write(words.map((w) => core.stemmers.en.stem(w)).join("\\n"));
            """)
        let script = PackagePaths.root.appendingPathComponent("Public/search.js").path
        let output = try StemmedSearchTests.run(node, [folder.path("stem.js"), script, folder.path("words.txt")])
        let stems = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(stems.count, list.count)
        let differing = zip(list, stems).filter { EnglishStemmer.stem($0.0.word) != $0.1 }
        XCTAssertEqual(differing.count, 0, "first: \(differing.prefix(10).map { "\($0.0.word): \($0.1)" })")
        print("search.js english stemmer: \(stems.count - differing.count) of \(list.count) words as the Swift one")
    }
}
