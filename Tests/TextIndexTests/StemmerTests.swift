import Foundation
import TestSupport
import XCTest

@testable import TextIndex

/// The stemmers against the Snowball project's published lists (`../shared/stemming`:
/// `voc.txt` and, line for line, the stem in `output.txt`).
final class StemmerTests: XCTestCase {
    /// Each language's folder, its word count and the Swift stemmer.
    static let languages: [(folder: String, code: String, count: Int, stem: @Sendable (String) -> String)] = [
        ("english", "en", 42_649, EnglishStemmer.stem), ("german", "de", 35_033, GermanStemmer.stem),
        ("russian", "ru", 49_785, RussianStemmer.stem), ("spanish", "es", 28_378, SpanishStemmer.stem),
        ("portuguese", "pt", 32_016, PortugueseStemmer.stem), ("french", "fr", 21_655, FrenchStemmer.stem),
    ]

    /// Every word of a language's list and its stem, or a skip that says where they were looked for.
    static func vocabulary(_ language: String) throws -> [(word: String, stem: String)] {
        let folder = try SharedData.url("stemming/" + language, for: "Snowball stemmer lists")
        let words = try String(contentsOf: folder.appendingPathComponent("voc.txt"), encoding: .utf8).split(separator: "\n")
        let stems = try String(contentsOf: folder.appendingPathComponent("output.txt"), encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(words.count, stems.count, "\(language): voc.txt and output.txt differ in length")
        return zip(words, stems).map { (String($0), String($1)) }
    }

    func testEveryWordOfEachSnowballListGivesItsStem() throws {
        for language in Self.languages {
            let list = try Self.vocabulary(language.folder)
            XCTAssertEqual(list.count, language.count, language.folder)
            let wrong = list.filter { language.stem($0.word) != $0.stem }
            XCTAssertEqual(
                wrong.count, 0,
                "\(language.folder), first wrong: \(wrong.prefix(10).map { "\($0.word) → \(language.stem($0.word)), not \($0.stem)" })")
            print("\(language.folder) stemmer: \(list.count - wrong.count) of \(list.count) words give the listed stem")
        }
    }

    func testEnglishExamples() {
        for word in ["upgrade", "upgraded", "upgrading", "upgrades"] { XCTAssertEqual(EnglishStemmer.stem(word), "upgrad", word) }
        XCTAssertEqual(EnglishStemmer.stem("generously"), "generous")
        XCTAssertEqual(EnglishStemmer.stem("dying"), "die")
        XCTAssertEqual(EnglishStemmer.stem("an"), "an")
    }

    func testTheIndexStemsOnlyWordsOfItsAlphabet() {
        func stem(_ word: String, _ stemmer: Stemmer = .english) -> String? {
            Array(word.utf8).withUnsafeBufferPointer { stemmer.stem($0) }.map { String(decoding: $0, as: UTF8.self) }
        }
        XCTAssertEqual(stem("upgrading"), "upgrad")
        XCTAssertNil(stem("run"), "a word that is its own stem has no stem term")
        XCTAssertNil(stem("mp3s"), "digits: left alone")
        XCTAssertNil(stem("привет"))
        XCTAssertNil(stem("骑行"))
        XCTAssertEqual(stem("книгами", .russian), "книг")
        XCTAssertEqual(stem("hauser", .german), "haus", "folded: häuser")
        XCTAssertEqual(stem("canciones", .spanish), "cancion")
        XCTAssertEqual(stem("continuellement", .french), "continuel")
        XCTAssertNil(stem("upgrading", .russian))
    }

    func testLocalesPickTheirLanguageElseEnglish() {
        XCTAssertEqual(Stemmer.forLocale("de-AT"), .german)
        XCTAssertEqual(Stemmer.forLocale("pt_BR"), .portuguese)
        XCTAssertEqual(Stemmer.forLocale("ru"), .russian)
        XCTAssertEqual(Stemmer.forLocale("es"), .spanish)
        XCTAssertEqual(Stemmer.forLocale("fr-CA"), .french)
        XCTAssertEqual(Stemmer.forLocale("en-GB"), .english)
        XCTAssertEqual(Stemmer.forLocale("zh-Hans"), .english)
        XCTAssertEqual(Stemmer.forLocale(""), .english)
    }
}

/// `search.js`'s stemmers (for queries) against the Swift ones (for the index), on every
/// word of each list, under Node.
final class ScriptStemmerTests: XCTestCase {
    func testSearchScriptStemsEveryWordAsTheIndexDoes() throws {
        guard let node = PackagePaths.tool("node") ?? PackagePaths.tool("nodejs") else {
            throw Skip.because("node not found on PATH: search.js's stemmers run under Node")
        }
        let folder = try TemporaryFolder("script-stemmer", removedAfter: self)
        try folder.write(
            "stem.js",
            """
            const core = require(process.argv[2]);
            const words = require("fs").readFileSync(process.argv[4], "utf8").split("\\n");
            process.stdout.write(words.map((w) => core.stemmers[process.argv[3]].stem(w)).join("\\n"));
            """)
        let script = PackagePaths.root.appendingPathComponent("Public/search.js").path
        for language in StemmerTests.languages {
            let list = try StemmerTests.vocabulary(language.folder)
            try folder.write("words.txt", list.map(\.word).joined(separator: "\n"))
            let output = try StemmedSearchTests.run(node, [folder.path("stem.js"), script, language.code, folder.path("words.txt")])
            let stems = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(stems.count, list.count, language.folder)
            let differing = zip(list, stems).filter { language.stem($0.0.word) != $0.1 }
            XCTAssertEqual(differing.count, 0, "\(language.folder), first: \(differing.prefix(10).map { "\($0.0.word): \($0.1)" })")
            print("search.js \(language.folder) stemmer: \(stems.count - differing.count) of \(list.count) words as the Swift one")
        }
    }
}
