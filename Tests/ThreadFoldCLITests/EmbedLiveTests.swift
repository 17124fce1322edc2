import Foundation
import TestSupport
import ThreadFold
import XCTest

/// `threadfold embed --live giscus|utterances`: the fragments inside the markup each
/// widget's client script fills (giscus empties `.giscus`; utterances inserts its frame
/// after its script), the attributes written as escaped `data-` attributes, and every
/// wrong `--live`/`--live-attr` a usage error. The browser suite checks both states.
final class EmbedLiveTests: XCTestCase {
    private var project: TemporaryFolder?

    override func tearDown() {
        project?.remove()
        super.tearDown()
    }

    private static let giscus = [
        "--live", "giscus", "--live-attr", "repo=o/r", "--live-attr", "data-repo-id=R_1", "--live-attr=category-id=DIC_1",
    ]

    private func makeProject() throws -> TemporaryFolder {
        let project = try TemporaryFolder("embed-live")
        self.project = project
        try project.write(
            "in/hello.json",
            #"{"id": "hello", "url": "/posts/hello/", "comments": [{"id": "1", "user": "Ada", "content": "First."}]}"#)
        return project
    }

    private func fragment(_ project: TemporaryFolder, _ arguments: [String]) throws -> String {
        let run = CLIRun(["embed", project.path("in"), "--for", "html", "-o", project.path("out")] + arguments)
        XCTAssertEqual(run.code, .ok, run.all)
        return try String(contentsOfFile: project.path("out/fragments/hello.html"), encoding: .utf8)
    }

    func testGiscusFragmentStandsInsideTheContainerItsScriptEmpties() throws {
        let project = try makeProject()
        let plain = try fragment(project, [])
        let live = try fragment(project, Self.giscus + ["--live-attr", "category=Say \"hi\" <b>&"])
        XCTAssertEqual(
            live,
            "<div class=\"threadfold-live\" data-live=\"giscus\">\n<div class=\"giscus\">\n" + plain + "</div>\n"
                + "<script src=\"https://giscus.app/client.js\" data-repo=\"o/r\" data-repo-id=\"R_1\" data-category-id=\"DIC_1\""
                + " data-category=\"Say &quot;hi&quot; &lt;b&gt;&amp;\" crossorigin=\"anonymous\" async></script>\n</div>\n")
    }

    func testUtterancesScriptStandsBeforeTheFragment() throws {
        let project = try makeProject()
        let plain = try fragment(project, [])
        let live = try fragment(
            project,
            ["--live", "utterances", "--live-attr", "repo=o/r", "--live-attr", "issue-term=pathname", "--live-attr", "onload=alert(1)"])
        XCTAssertEqual(
            live,
            "<div class=\"threadfold-live\" data-live=\"utterances\">\n"
                + "<script src=\"https://utteranc.es/client.js\" data-repo=\"o/r\" data-issue-term=\"pathname\""
                + " data-onload=\"alert(1)\" crossorigin=\"anonymous\" async></script>\n" + plain + "</div>\n")
        let css = try String(contentsOfFile: project.path("out/threadfold.css"), encoding: .utf8)
        XCTAssertTrue(css.contains(".threadfold-live > .utterances ~ .threadfold {\n  display: none;"), "the rule that hides the archive")
    }

    func testGeneratorDataCarriesTheWidgetForEveryPage() throws {
        let project = try makeProject()
        let src = ["--live-attr", "src=/widgets/giscus.js"]
        let run = CLIRun(["embed", project.path("in"), "--for", "hugo", "-o", project.path("blog")] + Self.giscus + src)
        XCTAssertEqual(run.code, .ok, run.all)
        let data = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project.path("blog/data/threadfold.json"))))
        let live = try XCTUnwrap((data as? [String: Any])?["live"] as? [String: String])
        XCTAssertEqual(live["widget"], "giscus")
        XCTAssertEqual(live["before"], "<div class=\"threadfold-live\" data-live=\"giscus\">\n<div class=\"giscus\">\n")
        XCTAssertTrue(live["after"]?.contains("<script src=\"/widgets/giscus.js\" data-repo=\"o/r\"") == true, live["after"] ?? "")
        let partial = try String(contentsOfFile: project.path("blog/layouts/partials/threadfold.html"), encoding: .utf8)
        XCTAssertTrue(partial.contains("site.Data.threadfold.live }}{{ .before | safeHTML }}"), partial)
        let plain = CLIRun(["embed", project.path("in"), "--for", "hugo", "-o", project.path("blog")])
        XCTAssertEqual(plain.code, .ok, plain.all)
        let without = try String(contentsOfFile: project.path("blog/data/threadfold.json"), encoding: .utf8)
        XCTAssertFalse(without.contains("\"live\""), "no widget markup without --live")
    }

    /// Eleventy cannot be installed here, but its plugin is plain Node: run with a stand-in
    /// for the few `eleventyConfig` calls it makes, its shortcode wraps a page's fragments
    /// and writes the widget alone on a page without any (and nothing without `--live`).
    func testEleventyShortcodeWritesTheWidgetOnEveryPage() throws {
        guard let node = PackagePaths.tool("node") else {
            throw Skip.because("node is not installed (apt-get install -y nodejs): the Eleventy plugin is not run")
        }
        let project = try makeProject()
        try project.write(
            "driver.js",
            """
            const shortcodes = {};
            require(process.argv[2])({ addPassthroughCopy() {}, addShortcode(name, f) { shortcodes[name] = f; },
              getFilter() { return function (url) { return url; }; } });
            console.log(JSON.stringify([shortcodes.threadfold("/posts/hello/"), shortcodes.threadfold("/about/")]));
            """)
        func shortcodes(_ live: [String]) throws -> [String] {
            let embed = CLIRun(["embed", project.path("in"), "--for", "eleventy", "-o", project.path("blog")] + live)
            XCTAssertEqual(embed.code, .ok, embed.all)
            let run = try EmbedGeneratorTests.run(
                [node, project.path("driver.js"), project.path("blog/_threadfold/eleventy.js")], environment: [:])
            XCTAssertEqual(run.status, 0, run.output)
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String])
        }
        let plain = try shortcodes([])
        XCTAssertEqual(plain[1], "", "no widget and no archive without --live")
        let widget = try LiveWidget(kind: .giscus, pairs: ["repo=o/r", "data-repo-id=R_1", "category-id=DIC_1"])
        let live = try shortcodes(Self.giscus)
        XCTAssertEqual(live[1], widget.before + widget.after, "the widget alone on a page with no archive")
        let start = try XCTUnwrap(plain[0].range(of: "<section class=\"threadfold"), plain[0])
        let fragment = String(plain[0][start.lowerBound...])
        XCTAssertTrue(fragment.hasPrefix("<section class=\"threadfold"), plain[0])
        XCTAssertTrue(live[0].hasSuffix(widget.wrap(fragment)), live[0])
    }

    func testWrongLiveOptionsAreUsageErrors() throws {
        let project = try makeProject()
        let cases: [([String], String)] = [
            (["--live", "disqus"], "--live must be one of giscus, utterances, not 'disqus'"),
            (["--live-attr", "repo=o/r"], "--live-attr needs --live"),
            (["--live", "giscus", "--live-attr", "repo=o/r"], "needs --live-attr repo-id=…"),
            (["--live", "utterances", "--live-attr", "repo=o/r"], "issue-term=… or issue-number=…"),
            (Self.giscus + ["--live-attr", "repo"], "needs NAME=VALUE, not 'repo'"),
            (Self.giscus + ["--live-attr", "on load=x"], "the name may hold only a-z, 0-9 and '-'"),
            (Self.giscus + ["--live-attr", "repo=a/b"], "repo is given twice"),
            (Self.giscus + ["--live-attr", "src=javascript:alert(1)"], "src= needs an http(s) URL"),
            (Self.giscus + ["--live-attr", "src=//evil.example/x.js"], "src= needs an http(s) URL"),
        ]
        for (arguments, message) in cases {
            let run = CLIRun(["embed", project.path("in"), "--for", "html", "-o", project.path("out")] + arguments)
            XCTAssertEqual(run.code, .usage, "\(arguments): \(run.all)")
            XCTAssertTrue(run.err.contains(message), "\(arguments): \(run.err)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path("out")), "nothing written on a usage error")
    }
}
