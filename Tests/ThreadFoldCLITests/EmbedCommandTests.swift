import Foundation
import TestSupport
import ThreadFold
import XCTest

/// `threadfold embed`: fragments with the thread pages' markup, scoped style, a manifest,
/// matching threads to pages by URL, writing only threadfold's own files, and `--verify`.
final class EmbedCommandTests: XCTestCase {
    /// Three threads: one with a URL, one whose URL moved (mapped), one with no URL; one
    /// title and id carry markup that must come out escaped.
    private func makeProject() throws -> TemporaryFolder {
        let project = try TemporaryFolder("embed", removedAfter: self)
        try project.write(
            "in/hello.json",
            """
            {"id": "hello", "title": "Hello <script>alert(1)</script>", "url": "https://blog.example/posts/hello/index.html?utm=x#top",
             "comments": [
              {"id": "1", "user": "Ada", "content": "First.", "createdAt": "2024-05-01T09:00:00Z"},
              {"id": "2", "parentID": "1", "user": "Lin", "content": "Reply.", "createdAt": "2024-05-01T10:00:00Z"},
              {"id": "3", "parentID": "2", "user": "Ada", "content": "Reply to the reply.", "aliases": ["comment-903"]},
              {"id": "4", "parentID": "1", "user": "Kim", "content": "Hidden <img src=x onerror=alert(1)>"}
            ]}
            """)
        try project.write(
            "in/moved.json",
            #"{"id": "moved", "url": "https://old.example/2019/%E4%BD%A0%E5%A5%BD/", "comments": [{"id": "m1", "content": "Hi"}]}"#)
        try project.write("in/lonely.json", #"{"id": "\"><b>lonely", "comments": [{"id": "l1", "content": "No post"}]}"#)
        try project.write("map.tsv", "# old URL\tnew path\nhttps://old.example/2019/你好/\t/posts/renamed/\n")
        return project
    }

    func testPagePathsAreNormalised() {
        let cases = [
            ("https://blog.example/a/b/index.html?x=1#c", "/a/b"), ("/a/b/", "/a/b"), ("a/b", "/a/b"),
            ("https://blog.example", "/"), ("//cdn.example/x/", "/x"), ("/%E4%BD%A0%E5%A5%BD/", "/你好"), ("/", "/"),
            ("/posts/x.html", "/posts/x.html"), ("/bad%zzescape", "/bad%zzescape"),
        ]
        for (input, expected) in cases { XCTAssertEqual(PagePath(normalising: input).value, expected, input) }
        XCTAssertEqual(PagePath(normalising: "/你好").permalinkForms, ["/你好", "/你好/", "/%E4%BD%A0%E5%A5%BD", "/%E4%BD%A0%E5%A5%BD/"])
        XCTAssertEqual(PagePath(normalising: "/").permalinkForms, ["/"])
    }

    func testHTMLFragmentsCarryThePageMarkupAndTheManifest() throws {
        let project = try makeProject()
        let run = CLIRun(
            [
                "embed", project.path("in"), "--for", "html", "-o", project.path("out"), "--url-map", project.path("map.tsv"),
                "--replies-shown", "1", "--locale", "en", "--heading-level", "3",
            ])
        XCTAssertEqual(run.code, .ok, run.all)
        let fragment = try String(contentsOfFile: project.path("out/fragments/hello.html"), encoding: .utf8)
        XCTAssertTrue(fragment.hasPrefix("<section class=\"threadfold layout-nested\" data-thread=\"hello\""), fragment)
        XCTAssertTrue(fragment.contains("<h3 class=\"threadfold-heading\">4 comments</h3>"), fragment)
        for id in ["c-1", "c-2", "c-3", "c-4", "comment-903"] {
            XCTAssertEqual(fragment.components(separatedBy: "id=\"\(id)\"").count, 2, "\(id) once")
        }
        XCTAssertTrue(fragment.contains("<details class=\"more-replies\" data-key=\"c-1\">"), "replies past --replies-shown hidden")
        XCTAssertTrue(fragment.contains("replied to <a class=\"to\" href=\"#c-1\">Ada</a>"))
        let structured = StructuredDataBlocks.split(fragment)
        XCTAssertEqual(structured.problems, [])
        XCTAssertEqual(structured.blocks.count, 1, "the comments as structured data")
        XCTAssertFalse(structured.rest.contains("<script"), "no other script in a fragment")
        XCTAssertFalse(fragment.contains("<html") || fragment.contains("site-footer") || fragment.contains("pagination"))
        let lonely = try project.tree("out/fragments").keys.first { $0.hasPrefix("b-lonely") || $0.contains("lonely") }
        let lonelyText = String(decoding: try XCTUnwrap(try project.tree("out/fragments")[XCTUnwrap(lonely)]), as: UTF8.self)
        XCTAssertTrue(lonelyText.contains("data-thread=\"&quot;&gt;&lt;b&gt;lonely\""), lonelyText)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project.path("out/manifest.json"))))
        let threads = try XCTUnwrap((manifest as? [String: Any])?["threads"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: threads.map { ($0["id"] as? String ?? "", $0) })
        XCTAssertEqual(byID["hello"]?["path"] as? String, "/posts/hello")
        XCTAssertEqual(byID["hello"]?["comments"] as? Int, 4)
        XCTAssertEqual(byID["hello"]?["latestComment"] as? String, "2024-05-01T10:00:00Z")
        XCTAssertEqual(byID["hello"]?["fragment"] as? String, "fragments/hello.html")
        XCTAssertEqual(byID["moved"]?["path"] as? String, "/posts/renamed", "moved by --url-map")
        XCTAssertTrue(byID["\"><b>lonely"]?["path"] is NSNull)
        XCTAssertTrue(run.err.contains("has no url"), run.err)
    }

    /// Every rule of the fragment's style is scoped: no selector reaches the blog's own
    /// elements, and the custom properties sit on `.threadfold`.
    func testStyleIsScopedToTheFragment() throws {
        let css = try XCTUnwrap(BundledTheme.files(under: "Templates/embed/")["threadfold.css"])
        var text = css
        while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        var selectors: [String] = []
        for block in text.components(separatedBy: "{").dropLast() {
            let head = block.components(separatedBy: "}").last ?? ""
            let trimmed = head.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.hasPrefix("@media") || trimmed.hasPrefix("@supports") { continue }
            selectors += Self.selectorList(trimmed)
        }
        XCTAssertGreaterThan(selectors.count, 30)
        // A theme's mode toggle on html or body may stand before `.threadfold`: the rule
        // still styles only the fragment.
        let toggle = #"^:is\((html|body)[^)]*\) \.threadfold"#
        for selector in selectors {
            XCTAssertTrue(
                selector.hasPrefix(".threadfold") || selector.range(of: toggle, options: .regularExpression) != nil,
                "unscoped selector: \(selector)")
        }
        XCTAssertFalse(text.contains(":root"))
        XCTAssertTrue(css.contains("prefers-color-scheme: dark"))
    }

    /// A selector list split at its top-level commas (not those inside `:is(…)`).
    static func selectorList(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character == "," && depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
        }
        return parts + [current.trimmingCharacters(in: .whitespacesAndNewlines)]
    }

    func testRefusesAFolderItDidNotMakeAndAFileItDoesNotOwn() throws {
        let project = try makeProject()
        try project.write("blog/notes.txt", "mine")
        let html = CLIRun(["embed", project.path("in"), "--for", "html", "-o", project.path("blog")])
        XCTAssertEqual(html.code, .buildFailed, html.all)
        XCTAssertEqual(try project.tree("blog").keys.sorted(), ["notes.txt"])
        try project.write("blog/layouts/partials/threadfold.html", "my own partial")
        let hugo = CLIRun(["embed", project.path("in"), "--for", "hugo", "-o", project.path("blog")])
        XCTAssertEqual(hugo.code, .buildFailed, hugo.all)
        XCTAssertTrue(hugo.err.contains("layouts/partials/threadfold.html"), hugo.err)
        XCTAssertEqual(try project.tree("blog").keys.sorted(), ["layouts/partials/threadfold.html", "notes.txt"])
    }

    /// Each generator's files, and nothing else: the blog's own files stay as they were.
    func testGeneratorsWriteOnlyTheirOwnFiles() throws {
        let project = try makeProject()
        try project.write("blog/config.toml", "title = 'mine'\n")
        let expected: [String: [String]] = [
            "hugo": ["data/threadfold.json", "layouts/partials/threadfold.html", "static/threadfold/manifest.json"],
            "jekyll": ["_data/threadfold.json", "_includes/threadfold.html", "assets/threadfold/manifest.json"],
            "eleventy": ["_threadfold/eleventy.js", "_threadfold/manifest.json", "_threadfold/threadfold.json"],
        ]
        for (target, files) in expected {
            let run = CLIRun(["embed", project.path("in"), "--for", target, "-o", project.path("blog")])
            XCTAssertEqual(run.code, .ok, run.all)
            let tree = try project.tree("blog")
            for file in files { XCTAssertNotNil(tree[file], "\(target): \(file)") }
            XCTAssertEqual(tree["config.toml"], Array("title = 'mine'\n".utf8))
            let again = CLIRun(["embed", project.path("in"), "--for", target, "-o", project.path("blog")])
            XCTAssertEqual(again.code, .ok, "a second run replaces its own files: \(again.all)")
            XCTAssertEqual(try project.tree("blog"), tree, "\(target): same input, same bytes")
        }
        let data = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project.path("blog/data/threadfold.json"))))
        let pages = try XCTUnwrap((data as? [String: Any])?["pages"] as? [String: [String]])
        XCTAssertEqual(pages["/posts/hello/"], ["hello"])
        XCTAssertEqual(pages["/posts/hello"], ["hello"])
        XCTAssertEqual(pages["/posts/renamed/"], nil, "no --url-map given")
        let plugin = try String(contentsOfFile: project.path("blog/_threadfold/eleventy.js"), encoding: .utf8)
        XCTAssertTrue(plugin.contains("addShortcode(\"threadfold\"") && plugin.contains("require(\"./threadfold.json\")"))
        XCTAssertEqual(try project.leftovers(in: "blog"), [])
    }
}
