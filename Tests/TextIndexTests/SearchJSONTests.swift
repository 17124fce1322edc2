import XCTest

@testable import TextIndex

/// Strings and numbers as the index's scripts hold them.
final class SearchJSONTests: XCTestCase {
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
}
