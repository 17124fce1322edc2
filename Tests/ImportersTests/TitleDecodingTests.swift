import Foundation
import Importers
import TestSupport
import ThreadFold
import XCTest

/// Titles as readers see them: the real Disqus export's `围住神经猫 1步玩法-&amp;amp;#8220;作弊&amp;amp;#8221;`
/// (escaped twice by the blog that fed Disqus, then once by the XML) is decoded until no
/// character reference is left, and the report lists every title it changed. Bodies keep
/// their references: they are markup.
final class TitleDecodingTests: XCTestCase {
    private static let xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <disqus xmlns="http://disqus.com" xmlns:dsq="http://disqus.com/disqus-internals">
          <thread dsq:id="1"><link>http://b.example/cat/</link>
            <title>围住神经猫 1步玩法-&amp;amp;#8220;作弊&amp;amp;#8221;</title></thread>
          <thread dsq:id="2"><link>http://b.example/plain/</link><title>Plain &lt;b&gt; title</title></thread>
          <post dsq:id="10"><message><![CDATA[<p>&amp;lt;b&amp;gt; stays escaped</p>]]></message>
            <createdAt>2014-07-23T10:00:00Z</createdAt><isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><name>a</name></author><thread dsq:id="1"/></post>
          <post dsq:id="11"><message><![CDATA[<p>x</p>]]></message>
            <createdAt>2014-07-23T10:00:00Z</createdAt><isDeleted>false</isDeleted><isSpam>false</isSpam>
            <author><name>b</name></author><thread dsq:id="2"/></post>
        </disqus>
        """

    func testTwiceEscapedTitlesAreDecodedAndReported() throws {
        let harness = try ImportHarness()
        defer { harness.remove() }
        try harness.write(["disqus.xml": Self.xml])
        let report = try harness.run(.disqus, source: harness.path("disqus.xml"))
        XCTAssertEqual(
            report.decodedTitles,
            [
                ImportReport.DecodedTitle(
                    threadID: "http://b.example/cat/", before: "围住神经猫 1步玩法-&amp;#8220;作弊&amp;#8221;", after: "围住神经猫 1步玩法-“作弊”")
            ], "only the escaped title is listed (the other has no reference once the XML is read)")
        XCTAssertTrue(
            report.text.contains(
                "titles decoded (character references written as the characters they stand for): 1\n"
                    + "  http://b.example/cat/: \"围住神经猫 1步玩法-&amp;#8220;作弊&amp;#8221;\" → \"围住神经猫 1步玩法-“作弊”\""), report.text)
        let index = try harness.builtPage("index.html")
        XCTAssertTrue(index.contains(">围住神经猫 1步玩法-“作弊”</a>"), index)
        XCTAssertTrue(index.contains(">Plain &lt;b&gt; title</a>"), "a title's own < stays text")
        let pages = try FileManager.default.contentsOfDirectory(atPath: harness.path("site/t")).map {
            try String(contentsOfFile: harness.path("site/t/" + $0), encoding: .utf8)
        }
        let page = try XCTUnwrap(pages.first { $0.contains("stays escaped") }, "the thread page")
        XCTAssertTrue(page.contains("&amp;lt;b&amp;gt; stays escaped"), "a body's references are markup, decoded once by HTML")
    }

    func testThreadFilesTitlesAreDecodedByTheBuildToo() throws {
        let folder = try TemporaryFolder("title-build")
        defer { folder.remove() }
        try folder.write(
            "in/t.json", #"{"id": "t", "title": "A &amp;#8220;quote&amp;#8221; &amp;amp; B", "comments": [{"id": "1", "content": "x"}]}"#)
        var config = SiteConfig()
        (config.inputs, config.output) = ([folder.path("in")], folder.path("site"))
        _ = try SiteBuilder(config: config, io: .disk).build()
        let page = try String(contentsOfFile: folder.path("site/t/t.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<h1 class=\"thread-title\">A “quote” &amp; B</h1>"), page)
        XCTAssertTrue(page.contains("<meta property=\"og:title\" content=\"A “quote” &amp; B\">"), page)
    }
}
