import TestSupport
import XCTest

@testable import TextIndex

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
}

/// The tokenizer is total: any bytes, well-formed UTF-8 or not, are read without a read
/// past their end or a trap, and what is well-formed reads as it does in a string.
final class SearchTokenizerBytesTests: XCTestCase {
    private func tokens(_ bytes: [UInt8]) -> [[UInt8]] {
        var out: [[UInt8]] = []
        bytes.withUnsafeBufferPointer { SearchTokenizer.forEachToken(utf8: $0) { out.append(Array($0)) } }
        return out
    }

    func testALeadByteCutOffByTheEndOrNeverALeadSeparatesWords() {
        XCTAssertEqual(tokens([0x61, 0xF0]), [Array("a".utf8)])
        XCTAssertEqual(tokens([0x61, 0xE4, 0xB8]), [Array("a".utf8)])
        for lead: UInt8 in [0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xF8, 0xFE, 0xFF] {
            XCTAssertEqual(tokens([0x61, lead, 0x62]), [[0x61], [0x62]], "lead \(lead)")
        }
        // An overlong "/" and a surrogate (ED A0 80) are no scalars either.
        XCTAssertEqual(tokens([0x61, 0xC0, 0xAF, 0x62]), [[0x61], [0x62]])
        XCTAssertEqual(tokens([0x61, 0xED, 0xA0, 0x80, 0x62]), [[0x61], [0x62]])
    }

    func testRandomBytesGiveWellFormedTokensAndValidTextReadsAsAString() {
        var random = SplitMix64(seed: 31)
        let pieces: [[UInt8]] = [Array("Word".utf8), Array("é".utf8), Array("骑行".utf8), Array("，".utf8), [0xF0], [0x80], [0xFF], [0x20]]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 12) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
            for token in tokens(bytes) {
                XCTAssertNotNil(String(validating: token, as: UTF8.self), "\(bytes)")
                XCTAssertFalse(token.isEmpty)
            }
            if let text = String(validating: bytes, as: UTF8.self) {
                XCTAssertEqual(tokens(bytes).map { String(decoding: $0, as: UTF8.self) }, SearchTokenizer.tokens(text), text)
            }
        }
    }
}
