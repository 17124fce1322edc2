import XCTest

@testable import ThreadFold

/// Result chunks as `search.js` gets them: deflated JSON in base64 inside a script.
final class SearchChunkCodecTests: XCTestCase {
    private let hostile = Array(
        #"[["</script><img src=x onerror=alert(1)>","\"quoted\" \\ back","2024-01-01T00:00:00Z","x","1","t/a.html#c-1","蝾螈 \u2028 text","c"]]"#
            .utf8)

    func testAChunkRoundTripsAndItsScriptHoldsOnlyBase64BetweenItsQuotes() throws {
        let script = SearchChunkCodec.script(number: 7, json: hostile, deflater: Deflater())
        let text = String(decoding: script, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("threadfoldSearch.docs(7,\""), text)
        XCTAssertTrue(text.hasSuffix("\");\n"), text)
        let payload = text.dropFirst("threadfoldSearch.docs(7,\"".count).dropLast("\");\n".count)
        XCTAssertFalse(payload.isEmpty)
        XCTAssertTrue(payload.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) }, String(payload))
        XCTAssertEqual(SearchChunkCodec.json(fromScript: script), hostile)
        XCTAssertEqual(SearchChunkCodec.readable(script), hostile)
    }

    func testRepetitiveJSONShrinksAndTheSameInputGivesTheSameBytes() {
        let json = Array(
            ("["
                + Array(repeating: #"["A title","Ada","2024-01-01T00:00:00Z","x","1","t/a.html#c-1","text text","c"]"#, count: 32)
                .joined(separator: ",\n") + "]").utf8)
        let one = SearchChunkCodec.script(number: 0, json: json, deflater: Deflater())
        let reused = Deflater()
        _ = reused.deflate(hostile)
        XCTAssertEqual(SearchChunkCodec.script(number: 0, json: json, deflater: reused), one, "a reused deflater gives the same bytes")
        XCTAssertLessThan(one.count, json.count / 4)
    }

    func testOtherFilesAndOldOrDamagedChunksAreLeftAsTheyAre() {
        let page = Array("<p>threadfoldSearch.docs(</p>".utf8)
        XCTAssertEqual(SearchChunkCodec.readable(page), page)
        XCTAssertEqual(SearchChunkCodec.json(fromScript: Array("threadfoldSearch.docs(3,[[\"a\"]]);\n".utf8)), Array("[[\"a\"]]".utf8))
        XCTAssertNil(SearchChunkCodec.json(fromScript: Array("threadfoldSearch.docs(3,\"AAAA\");\n".utf8)), "not a deflate stream")
        XCTAssertNil(SearchChunkCodec.json(fromScript: Array("threadfoldSearch.docs(3,\"A*A\");\n".utf8)), "not base64")
        let script = SearchChunkCodec.script(number: 1, json: hostile, deflater: Deflater())
        let cut = Array(script.prefix(script.count / 2)) + Array("\");\n".utf8)
        XCTAssertNil(SearchChunkCodec.json(fromScript: cut), "a cut stream")
    }

    func testBase64MatchesTheStandardAlphabetAndPadding() {
        for (input, expected) in [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("\u{FF}\u{FE}", "w7/Dvg=="),
        ] {
            var out: [UInt8] = []
            SearchChunkCodec.appendBase64(Array(input.utf8), to: &out)
            XCTAssertEqual(String(decoding: out, as: UTF8.self), expected, input)
            XCTAssertEqual(SearchChunkCodec.decodeBase64(out[...]), Array(input.utf8), input)
        }
    }
}
