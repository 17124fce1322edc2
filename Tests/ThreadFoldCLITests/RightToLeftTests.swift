import Foundation
import TestSupport
import ThreadFold
import XCTest

/// Arabic pages are right to left; a body that runs the other way from the site says so.
final class RightToLeftTests: XCTestCase {
    static let mixed = """
        {"id": "mixed", "title": "نقاش", "comments": [
          {"id": "1", "user": "سارة", "content": "شكرا على المقال، مفيد جدا."},
          {"id": "2", "parentID": "1", "user": "Ada", "content": "Thanks, this is an English reply."},
          {"id": "3", "user": "דנה", "content": "תודה רבה על המאמר"}
        ]}
        """

    func testArabicPagesAreRightToLeftAndAnEnglishBodyIsMarkedLeftToRight() throws {
        let project = try TemporaryFolder("rtl", removedAfter: self)
        try project.write("in/mixed.json", Self.mixed)
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site"), "--locale", "ar"])
        XCTAssertEqual(run.code, .ok, run.all)
        let page = try String(contentsOfFile: project.path("site/t/mixed.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<html lang=\"ar\" dir=\"rtl\">"), "the page is right to left")
        XCTAssertTrue(page.contains("<div class=\"body\" dir=\"ltr\"><p><span class=\"author\">Ada</span> ردًّا على"), page)
        XCTAssertTrue(page.contains("<div class=\"body\"><p>شكرا"), "an Arabic body runs the page's way, no attribute")
        XCTAssertTrue(page.contains("<div class=\"body\"><p>תודה"), "Hebrew runs right to left too")
        XCTAssertTrue(page.contains("٣ تعليقات"), "Arabic plural and digits: \(page)")
        let index = try String(contentsOfFile: project.path("site/index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("dir=\"rtl\""))
    }

    func testAHebrewCommentOnAnEnglishSiteIsMarkedRightToLeft() throws {
        let project = try TemporaryFolder("rtl-en", removedAfter: self)
        try project.write("in/mixed.json", Self.mixed)
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site"), "--locale", "en"])
        XCTAssertEqual(run.code, .ok, run.all)
        let page = try String(contentsOfFile: project.path("site/t/mixed.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<html lang=\"en\">"), "no dir on a left-to-right site")
        XCTAssertTrue(page.contains("<div class=\"body\" dir=\"rtl\"><p>תודה"), page)
        XCTAssertTrue(page.contains("<div class=\"body\"><p><span class=\"author\">Ada</span> replied to"), page)
    }

    func testDirectionIsTheFirstStrongLetterOutsideMarkup() {
        XCTAssertEqual(TextDirection.of("<a href=\"x\">שלום</a> hello"), .rtl)
        XCTAssertEqual(TextDirection.of("123, «hello» שלום"), .ltr)
        XCTAssertEqual(TextDirection.of("42 ! ¶"), nil, "digits and punctuation have no direction")
        XCTAssertEqual(TextDirection.of("中文"), .ltr)
    }
}
