import ThreadFold
import XCTest

/// CLDR cardinal categories for the counts pages show, and the form a locale file's key
/// gives for each.
final class PluralRulesTests: XCTestCase {
    private static let counts = [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000]

    func testRussianCategories() {
        let rules = PluralRules(locale: "ru")
        XCTAssertEqual(
            Self.counts.map { rules.category($0) }, [.many, .one, .few, .few, .many, .many, .one, .one, .many],
            "ru: one ends in 1 but not 11, few ends in 2–4 but not 12–14, many the rest")
        XCTAssertEqual(rules.category(12), .many)
        XCTAssertEqual(rules.category(22), .few)
        XCTAssertEqual(rules.category(111), .many)
    }

    func testArabicCategories() {
        let rules = PluralRules(locale: "ar")
        XCTAssertEqual(
            Self.counts.map { rules.category($0) }, [.zero, .one, .two, .few, .few, .many, .many, .other, .other],
            "ar: zero, one, two, few for n % 100 in 3…10, many for 11…99, other for 100–102 and whole hundreds")
        XCTAssertEqual(rules.category(103), .few)
        XCTAssertEqual(rules.category(199), .many)
        XCTAssertEqual(rules.category(10), .few)
    }

    func testOtherLanguages() {
        XCTAssertEqual([0, 1, 2].map { PluralRules(locale: "en").category($0) }, [.other, .one, .other])
        XCTAssertEqual([0, 1, 2, 1_000_000].map { PluralRules(locale: "fr").category($0) }, [.one, .one, .other, .many])
        XCTAssertEqual([0, 1, 2, 1_000_000].map { PluralRules(locale: "pt-BR").category($0) }, [.one, .one, .other, .many])
        XCTAssertEqual([0, 1, 2, 1_000_000].map { PluralRules(locale: "es").category($0) }, [.other, .one, .other, .many])
        XCTAssertEqual([0, 1, 2].map { PluralRules(locale: "zh-Hant").category($0) }, [.other, .other, .other])
        XCTAssertEqual(PluralRules(locale: "tlh").language, "en", "an unknown language gets the English rule")
    }

    func testRussianCountsInTheLocaleFile() throws {
        let ru = try XCTUnwrap(BundledTheme.strings(locale: "ru"), "ru is bundled")
        XCTAssertEqual(
            Self.counts.map { ru.count("comments", $0) },
            [
                "0 комментариев", "1 комментарий", "2 комментария", "3 комментария", "5 комментариев",
                "11 комментариев", "21 комментарий", "101 комментарий", "1\u{a0}000\u{a0}000 комментариев",
            ])
    }

    func testArabicCountsInTheLocaleFile() throws {
        let ar = try XCTUnwrap(BundledTheme.strings(locale: "ar"), "ar is bundled")
        let texts = Self.counts.map { ar.count("comments", $0) }
        XCTAssertEqual(texts[0], "لا تعليقات")
        XCTAssertEqual(texts[1], "تعليق واحد")
        XCTAssertEqual(texts[2], "تعليقان")
        XCTAssertEqual(texts[3], "٣ تعليقات")
        XCTAssertEqual(texts[4], "٥ تعليقات")
        XCTAssertEqual(texts[5], "١١ تعليقًا")
        XCTAssertEqual(texts[6], "٢١ تعليقًا")
        XCTAssertEqual(texts[7], "١٠١ تعليق")
        XCTAssertEqual(texts[8], "١٬٠٠٠٬٠٠٠ تعليق")
    }

    func testAFormTheFileLeavesOutFallsBackToThePlainKey() {
        let strings = LocaleStrings(identifier: "ru", values: ["lang": "ru", "x": "{n} штук", "x_one": "{n} штука"])
        XCTAssertEqual(strings.count("x", 21), "21 штука")
        XCTAssertEqual(strings.count("x", 3), "3 штук", "no x_few: the plain key")
    }

    func testNumberGrouping() {
        XCTAssertEqual(NumberText.grouped(100_412), "100,412")
        XCTAssertEqual(NumberText(group: ".", minimumGrouping: 2).text(1000), "1000", "Spanish leaves four digits whole")
        XCTAssertEqual(NumberText(group: ".", minimumGrouping: 2).text(10_000), "10.000")
        XCTAssertEqual(NumberText(group: "٬", digits: "٠١٢٣٤٥٦٧٨٩").text(1234), "١٬٢٣٤")
    }
}
