import TestSupport
import XCTest

@testable import Importers

/// The widget core's pieces on their own: page keys, leading mentions, emoji images, body
/// formats, and posts found for a page path.
final class WidgetCoreTests: XCTestCase {
    func testPageVariantsShareOneKey() {
        let keys = ["/a/b", "/a/b/", "/a/b/index.html", "/a/b/index.htm", "a/b", "/a/b/#comments"].map {
            WidgetPage($0, siteURL: nil, origin: nil).key
        }
        XCTAssertEqual(Set(keys), ["/a/b"])
        XCTAssertEqual(
            WidgetPage("/posts/%E4%B8%AD/", siteURL: nil, origin: nil).key, WidgetPage("/posts/中", siteURL: nil, origin: nil).key)
        XCTAssertEqual(WidgetPage("/", siteURL: nil, origin: nil).key, "/")
        XCTAssertNotEqual(WidgetPage("/a/b", siteURL: nil, origin: nil).key, WidgetPage("/a/b.html", siteURL: nil, origin: nil).key)
        let absolute = WidgetPage("HTTPS://Blog.Example/a/", siteURL: "https://other.example", origin: nil)
        XCTAssertEqual([absolute.key, absolute.url], ["https://blog.example/a", "HTTPS://Blog.Example/a/"])
        XCTAssertEqual(WidgetPage("/a/", siteURL: "https://blog.example/", origin: "https://x.example/p").url, "https://blog.example/a/")
        XCTAssertEqual(WidgetPage("/a/", siteURL: nil, origin: "https://x.example/p/q").url, "https://x.example/a/")
    }

    func testMentionRemovedOnlyWhenItNamesTheParent() {
        let cases: [(String, String, String, String)] = [
            ("<p><a href=\"#p1\" xlink:show=\"new\">@岳</a>: 好</p>", "p1", "岳", "<p>好</p>"),
            ("<p><a class=\"at\" href=\"#p1\">@nick </a> , 好</p>", "p1", "nick", "<p>好</p>"),
            ("[@zyt](#p1): 嗯呢", "p1", "zyt", "嗯呢"),
            ("[@zyt](#p2): 嗯呢", "p1", "zyt", "[@zyt](#p2): 嗯呢"),
            ("<a href=\"https://zyt.example\">@zyt</a>：嗯", "p1", "zyt", "嗯"),
            ("@Jonie & Ritie 谢谢", "p1", "Jonie & Ritie", "谢谢"),
            ("@Jonie & Ritie2 谢谢", "p1", "Jonie & Ritie", "@Jonie & Ritie2 谢谢"),
            ("谢谢 @zyt", "p1", "zyt", "谢谢 @zyt"),
            ("@zyt", "p1", "zyt", ""),
        ]
        for (body, parentID, parentName, expected) in cases {
            let result = WidgetBody.removingMention(body, parentID: parentID, parentName: parentName)
            XCTAssertEqual(result.text, expected, body)
            XCTAssertEqual(result.removed, expected != body, body)
        }
    }

    func testEmojiImagesBecomeNames() {
        let body =
            "<img class=\"wl-emoji\" src=\"https://unpkg.com/@waline/emojis/bilibili/bb_doge.png\" alt=\"bb_doge\">"
            + "<img class=\"vemoji\" src=\"x/smile.png\" alt=\":smile:\"> <img class=\"tk-owo-emotion\" src=\"https://o.example/aru/cry.png\">"
            + " <img src=\"https://e.example/qq/doge.gif\" atk-emoticon=\"qq_doge\"> <img src=\"photo.jpg\" alt=\"a photo\">"
        let result = WidgetBody.replacingEmoji(body)
        XCTAssertEqual(result.text, ":bb_doge::smile: :cry: :qq_doge: <img src=\"photo.jpg\" alt=\"a photo\">")
        XCTAssertEqual(result.count, 4)
    }

    func testFormatPerBody() {
        XCTAssertEqual(WidgetBody.format("<p>hi</p>\n"), .html)
        XCTAssertEqual(WidgetBody.format("line<br>line"), .html)
        XCTAssertEqual(WidgetBody.format("**bold** and <span>inline</span>"), .markdown)
        XCTAssertEqual(WidgetBody.format("## title"), .markdown)
    }

    func testPostsFoundByPermalinkSlugOrBundle() throws {
        let folder = try TemporaryFolder("widget-posts", removedAfter: self)
        try folder.write("posts/hello.md", "---\ntitle: Hexo post\n---\n")
        try folder.write("posts/2019-01-02-jekyll-post.md", "---\ntitle: Jekyll post\n---\n")
        try folder.write("posts/bundle/index.md", "---\ntitle: Hugo bundle\n---\n")
        try folder.write("posts/moved.md", "---\ntitle: Moved\nurl: /old/path/\n---\n")
        let posts = try StaticmanPosts(folder: folder.path("posts"), io: .disk)
        XCTAssertEqual(posts.post(pagePath: "/2022/05/15/hello/")?.title, "Hexo post")
        XCTAssertEqual(posts.post(pagePath: "/2019/01/02/jekyll-post.html")?.title, "Jekyll post", "Hexo's :title.html")
        XCTAssertEqual(posts.post(pagePath: "/blog/jekyll-post")?.title, "Jekyll post")
        XCTAssertEqual(posts.post(pagePath: "/posts/bundle/index.html")?.title, "Hugo bundle")
        XCTAssertEqual(posts.post(pagePath: "/old/path")?.title, "Moved")
        XCTAssertNil(posts.post(pagePath: "/nothing/here/"))
    }
}
