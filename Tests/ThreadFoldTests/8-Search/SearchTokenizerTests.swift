import XCTest

@testable import ThreadFold

/// The words the search index is built from; `Public/search.js` mirrors these rules, and
/// the browser suite's queries check the two agree.
final class SearchTokenizerTests: XCTestCase {
    func testCJKRunsBecomeBigramsSoAPartFindsTheWhole() {
        let title = SearchTokenizer.tokens("周末杭州骑行路线")
        XCTAssertEqual(title, ["周末", "末杭", "杭州", "州骑", "骑行", "行路", "路线"])
        // Every token of the query is a token of the text: 骑行 finds it.
        XCTAssertTrue(Set(SearchTokenizer.tokens("骑行")).isSubset(of: Set(title)))
        XCTAssertFalse(Set(SearchTokenizer.tokens("行骑")).isSubset(of: Set(title)))
    }

    func testALoneCJKCharacterStandsAloneAndRunsSplitAtOtherText() {
        XCTAssertEqual(SearchTokenizer.tokens("猫 and 狗狗"), ["猫", "and", "狗狗"])
        XCTAssertEqual(SearchTokenizer.tokens("用tinyqueue排队"), ["用", "tinyqueue", "排队"])
        XCTAssertEqual(SearchTokenizer.tokens("カタカナ 한국어"), ["カタ", "タカ", "カナ", "한국", "국어"])
    }

    func testLatinTextIsCaseAndAccentFolded() {
        XCTAssertEqual(SearchTokenizer.tokens("Chloé MARTIN, naïve café!"), ["chloe", "martin", "naive", "cafe"])
        // Punctuation outside ASCII ends a word; a lone combining mark is folded away.
        XCTAssertEqual(SearchTokenizer.tokens("Ünïcode，«Straße»—e\u{301}x привет¡"), ["unicode", "straße", "ex", "привет"])
        XCTAssertEqual(SearchTokenizer.fold("Ærøskøbing Ça"), "ærøskøbing ca")
        XCTAssertEqual(SearchTokenizer.tokens("don't max_attempts 2.0"), ["don", "t", "max", "attempts", "2", "0"])
    }

    /// ASCII words are scanned eight bytes at a time, then byte by byte near the text's
    /// end: words of every length from 1 to 20, any mix of capitals, digits and separators,
    /// anywhere in the text, give what a byte-at-a-time reading gives (runs of letters and
    /// digits, lower-cased).
    func testASCIIWordsAreTheSameWhereverTheEightByteStepsFall() {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let separators = Array(" .,;:-_'!?()[]{}@/\\\n\t\u{7F}`~")
        // A small LCG, so a failure repeats.
        var seed: UInt64 = 0x2545_F491
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        for _ in 0..<400 {
            var text = ""
            var expected: [String] = []
            for _ in 0...next(12) {
                var word = ""
                for _ in 0...next(20) { word.append(letters[next(letters.count)]) }
                if next(2) == 0 { word = word.lowercased() }
                expected.append(word.lowercased())
                text += word
                for _ in 0...next(3) { text.append(separators[next(separators.count)]) }
            }
            if next(2) == 0 { text.removeLast() }
            XCTAssertEqual(SearchTokenizer.tokens(text), expected, text.debugDescription)
        }
        // A letter beyond ASCII continues a word wherever the run before it ends.
        for length in 1...17 {
            let run = String(repeating: "a", count: length)
            XCTAssertEqual(SearchTokenizer.tokens(run + "é " + run), [run + "e", run])
            XCTAssertEqual(SearchTokenizer.tokens(run + "中"), [run, "中"])
            XCTAssertEqual(SearchTokenizer.tokens("X" + run + "\u{80}"), ["x" + run])
        }
    }

    func testPlainTextOfRenderedHTMLDropsTagsAndDecodesEntities() {
        let html = "<p>a &lt;script&gt; &amp; <em>b</em></p>\n<p>c&#39;d &#x4e2d; &unknown; x</p>"
        XCTAssertEqual(SearchText.plain(fromHTML: html), "a <script> & b c'd 中 &unknown; x")
        XCTAssertEqual(SearchText.plain(fromHTML: "tail & end &"), "tail & end &")
    }

    /// Text is copied eight bytes at a time while it is plain, else byte by byte: moving
    /// the same HTML along by 0 to 8 bytes (leading spaces, which are dropped) moves where
    /// each path runs, and must not change the text.
    func testPlainTextIsTheSameWhereverTheEightByteStepsFall() {
        let pieces = ["a", "word ", " ", "  ", "\n", "\t", "中文", "é", "<p>", "</em>", "&amp;", "&#39;", "&lt;", "& ", "&x", ";", "<"]
        var seed: UInt64 = 0x9E37_79B9
        for _ in 0..<400 {
            // A small LCG, so a failure repeats.
            var html = ""
            for _ in 0..<(Int(seed % 40) + 1) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                html += pieces[Int(seed >> 33) % pieces.count]
            }
            let text = SearchText.plain(fromHTML: html)
            for shift in 1...8 {
                XCTAssertEqual(
                    SearchText.plain(fromHTML: String(repeating: " ", count: shift) + html), text,
                    "\(shift) spaces before \(html.debugDescription)")
            }
        }
        // Plain text and single spaces come out as they went in, longer runs of white space as one.
        XCTAssertEqual(SearchText.plain(fromHTML: "abcdefgh ijklmnop qrstuvwx 中文中文中文 yz"), "abcdefgh ijklmnop qrstuvwx 中文中文中文 yz")
        XCTAssertEqual(SearchText.plain(fromHTML: "abcdefgh  ijklmnop\n\nqrstuvwx"), "abcdefgh ijklmnop qrstuvwx")
    }

    func testJSONStringsCannotCloseAScriptOrStartMarkup() {
        var out: [UInt8] = []
        SearchJSON.string("</script><img onerror=\"x\">\u{2028}\\\n\u{1}", into: &out)
        let text = String(decoding: out, as: UTF8.self)
        XCTAssertEqual(text, #""\u003c/script\u003e\u003cimg onerror=\"x\"\u003e\u2028\\\n\u0001""#)
        let decoded = try? JSONSerialization.jsonObject(with: Data(out), options: .fragmentsAllowed) as? String
        XCTAssertEqual(decoded, "</script><img onerror=\"x\">\u{2028}\\\n\u{1}")
    }

    /// Strings made of plain runs and every byte that needs escaping, at every offset,
    /// decode to themselves and carry no raw `<`, `>`, `&`, new line or line separator.
    func testJSONStringsDecodeToThemselvesWhateverTheyHold() throws {
        let pieces = [
            "plain text", "中文", "é", "\"", "\\", "<", ">", "&", "\n", "\t", "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "“”", "—", " ",
        ]
        var seed: UInt64 = 0x5DEE_CE66
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<12 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(seed >> 33) % pieces.count]
            }
            for shift in 0...8 {
                let shifted = String(repeating: "a", count: shift) + text
                var out: [UInt8] = []
                SearchJSON.string(shifted, into: &out)
                let json = String(decoding: out, as: UTF8.self)
                let decoded = try JSONSerialization.jsonObject(with: Data(out), options: .fragmentsAllowed) as? String
                XCTAssertEqual(decoded, shifted, json)
                XCTAssertFalse(json.contains { "<>&\u{2028}\u{2029}\n".contains($0) }, json)
            }
        }
    }

    func testShardsGrowWithThePostingsAndTheHashMatchesFNV1a() {
        XCTAssertEqual(SearchIndexWriter.shardCount(postings: 10), 1)
        XCTAssertEqual(SearchIndexWriter.shardCount(postings: 100_000), 4)
        XCTAssertEqual(SearchIndexWriter.shardCount(postings: 1_000_000_000), 4096)
        // FNV-1a 32 of "a" is 0xe40c292c (the published test vector); search.js computes the same.
        XCTAssertEqual(SearchIndexWriter.shard(of: "a", shards: 4096), Int(0xe40c_292c % 4096))
    }

    func testTermTableGivesEachDistinctTermOneIdThroughGrowth() {
        var table = TermTable()
        // Prefixes of one another of every length from 1 to 9 bytes (a term of up to 7
        // bytes is kept in its slot, read with overlapping loads), then many more.
        let prefixes = (1...9).map { String("abcdefghi".prefix($0)) } + (1...9).map { String("ihgfedcba".prefix($0)) }
        let words = prefixes + (0..<5_000).map { "w\($0)" } + ["骑行", "u:chloé"]
        let ids = words.map { table.id(of: $0) }
        XCTAssertEqual(ids, (0..<Int32(words.count)).map { $0 })
        XCTAssertEqual(words.map { table.id(of: $0) }, ids, "a term seen again gets its first id")
        XCTAssertEqual(table.count, words.count)
        XCTAssertEqual(String(decoding: table.term(Int(ids[words.count - 2])), as: UTF8.self), "骑行")
        XCTAssertEqual(table.hashes[words.count - 1], TermTable.fnv1a("u:chloé".utf8))
        XCTAssertEqual(prefixes.indices.map { String(decoding: table.term($0), as: UTF8.self) }, prefixes)
    }

    /// The writer numbers each unit's terms once: a term two workers both met gets one
    /// number, in the unit its hash picks, and the numbers of a unit count from 0.
    func testVocabularyNumbersEachDistinctTermOnceInItsUnit() {
        var first = TermTable()
        var second = TermTable()
        let shared = (0..<300).map { "s\($0)" }
        for term in (0..<200).map({ "a\($0)" }) + shared { _ = first.id(of: term) }
        for term in shared.reversed() + (0..<100).map({ "b\($0)" }) + ["骑行"] { _ = second.id(of: term) }
        let vocabulary = SearchVocabulary([first, second])
        let (places, terms) = vocabulary.numbered(units: 16)
        XCTAssertEqual(places.count, 200 + 300 + 300 + 100 + 1)
        XCTAssertEqual(terms.reduce(0) { $0 + $1.count }, 200 + 300 + 100 + 1)
        for (number, place) in places.enumerated() {
            let unit = Int(place & 15)
            XCTAssertEqual(unit, Int(vocabulary.hashes[number] & 15))
            XCTAssertEqual(vocabulary.term(Int(terms[unit][Int(place >> 4)])), vocabulary.term(number))
        }
        // "s7" from either table: one place.
        let ids = (0..<vocabulary.hashes.count).filter { String(decoding: vocabulary.term($0), as: UTF8.self) == "s7" }
        XCTAssertEqual(ids.count, 2)
        XCTAssertEqual(places[ids[0]], places[ids[1]])
    }

    func testAuthorTermsFindEachNameOfAnyLengthThroughGrowth() {
        var terms = TermTable()
        var authors = AuthorTerms()
        // Names of 1 to 40 bytes (23 fit a slot, longer ones are kept aside), names that
        // differ only past byte 23 or in case, and enough of them to grow the table.
        let long = String(repeating: "x", count: 23)
        let names =
            (0..<3_000).map { "user\($0)" } + ["A", "a", "Chloé", long, long + "1", long + "2", "骑行者", String(repeating: "é", count: 20)]
        let ids = names.map { authors.term(of: $0, in: &terms) }
        XCTAssertEqual(names.map { authors.term(of: $0, in: &terms) }, ids, "a name seen again gets its term")
        for (name, id) in zip(names, ids) {
            XCTAssertEqual(String(decoding: terms.term(Int(id)), as: UTF8.self), "u:" + SearchTokenizer.fold(name))
        }
        XCTAssertEqual(ids[3_000], ids[3_001], "A and a fold to one term")
        XCTAssertEqual(Set(ids).count, names.count - 1, "every other name its own term")
    }

    func testWeightsGrowWithFrequencyAndFallWithLength() {
        let once = SearchCodec.weight(frequency: 1, length: 10, averageLength: 10)
        XCTAssertGreaterThan(SearchCodec.weight(frequency: 3, length: 10, averageLength: 10), once)
        XCTAssertLessThan(SearchCodec.weight(frequency: 1, length: 100, averageLength: 10), once)
        XCTAssertEqual(SearchCodec.weight(frequency: 100_000, length: 1, averageLength: 10), 63)
        XCTAssertEqual(SearchCodec.weight(frequency: 1, length: 1_000_000, averageLength: 1), 1)
    }
}
