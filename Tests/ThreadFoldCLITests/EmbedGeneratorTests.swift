import Foundation
import TestSupport
import ThreadFold
import XCTest

/// The example blogs under `Examples/embed/`, built for real by Debian's Hugo and Jekyll
/// with the example archive's threads embedded (`Examples/embed/build.sh`): every
/// comment on its post once, the moved post found through the URL map, a non-ASCII
/// permalink matched, and `--verify` reporting exactly the thread that has no post.
final class EmbedGeneratorTests: XCTestCase {
    private var folder: TemporaryFolder?

    override func tearDown() {
        folder?.remove()
        super.tearDown()
    }

    func testHugoBlog() throws { try checkBlog("hugo") }

    func testJekyllBlog() throws { try checkBlog("jekyll") }

    private func checkBlog(_ generator: String) throws {
        guard PackagePaths.tool(generator) != nil else {
            throw Skip.because("\(generator) is not installed (apt-get install -y \(generator); Scripts/setup.sh test does)")
        }
        let binary = try PackagePaths.threadfoldBinary()
        let folder = try TemporaryFolder("embed-\(generator)")
        self.folder = folder
        let run = try Self.buildExample(generator, into: folder.path("blog"), binary: binary)
        XCTAssertEqual(run.status, 65, "--verify exits 65 when a thread has no post:\n\(run.output)")
        let noPage = run.output.split(separator: "\n").filter { $0.contains("is on no page") }
        XCTAssertEqual(noPage.count, 1, run.output)
        XCTAssertTrue(noPage.first?.contains("plain-text-backups") == true, run.output)
        XCTAssertTrue(run.output.contains("1 on no page, 4 of 54 comments missing"), run.output)
        XCTAssertFalse(run.output.contains("is missing"), "no comment missing from a page: \(run.output)")

        let post = try page(folder, "blog/public/blog/2-0/index.html")
        XCTAssertEqual(post.components(separatedBy: "<section class=\"threadfold").count, 2, "one fragment on the post")
        let ids = ["rel-1", "rel-2", "rel-3"] + (1...14).map { "rel-r\($0)" }
        for id in ids { XCTAssertEqual(post.components(separatedBy: "id=\"c-\(id)\"").count, 2, "c-\(id) once on the post") }
        XCTAssertTrue(post.contains("id=\"comment-7731\""), "the alias is on the post")
        XCTAssertTrue(try page(folder, "blog/public/posts/hangzhou-by-bike/index.html").contains("data-thread=\"hangzhou-bike-route\""))
        XCTAssertTrue(try page(folder, "blog/public/2024/03/家庭网络/index.html").contains("class=\"threadfold"))
        XCTAssertFalse(try page(folder, "blog/public/about/index.html").contains("threadfold"), "no thread, nothing added")

        // A comment taken off the built post is reported by name.
        let cut = post.replacingOccurrences(of: "id=\"c-rel-r5\"", with: "id=\"gone\"")
        try folder.write("blog/public/blog/2-0/index.html", cut)
        let verify = try Self.run(
            [binary, "embed", "--verify", folder.path("blog/public"), PackagePaths.examples + "/announcements"], environment: [:])
        XCTAssertEqual(verify.status, 65, verify.output)
        XCTAssertTrue(verify.output.contains("blog/2-0/index.html: comment c-rel-r5 of thread tinyqueue-2-0 is missing"), verify.output)
        XCTAssertTrue(verify.output.contains("0 on no page, 1 of 17 comments missing"), verify.output)
    }

    /// Hugo under a sub-path (`baseURL = "https://blog.example/notes/"`): pages' permalinks
    /// carry `/notes/`, the threads' URLs do not, and every comment still lands on its post.
    func testHugoBlogUnderASubPathLosesNothing() throws {
        let (binary, folder, inputs) = try exampleBlog(
            "hugo",
            configEdit: {
                $0.replacingOccurrences(of: #"baseURL = "https://blog.example/""#, with: #"baseURL = "https://blog.example/notes/""#)
            })
        let verify = try Self.run(
            [binary, "embed", "--verify", folder.path("public")] + inputs + ["--url-map", Self.urlMap], environment: [:])
        XCTAssertEqual(verify.status, 65, verify.output)
        XCTAssertTrue(verify.output.contains("1 on no page, 4 of 54 comments missing"), verify.output)
        let post = try page(folder, "public/blog/2-0/index.html")
        XCTAssertTrue(post.contains("href=\"/notes/threadfold/threadfold.css\""), "assets under the sub-path")
        XCTAssertEqual(post.components(separatedBy: "<section class=\"threadfold").count, 2, "the thread on its post")
        // No --locale: the interface speaks the blog's language (languageCode = "en").
        XCTAssertTrue(post.contains("17 comments"), "English interface from the blog's languageCode")
        XCTAssertFalse(post.contains("条评论"), "no Chinese interface on an English blog")
    }

    /// A thread put on the wrong page (a URL map given to `embed` by mistake) fails
    /// `--verify`, which names where it belongs and where it is.
    func testAThreadOnAnotherPageThanItsOwnFailsVerify() throws {
        let (binary, folder, inputs) = try exampleBlog("hugo", mapLine: "https://blog.example.cn/2024/03/cron-timezone/\t/about/")
        let verify = try Self.run(
            [binary, "embed", "--verify", folder.path("public")] + inputs + ["--url-map", Self.urlMap], environment: [:])
        XCTAssertEqual(verify.status, 65, verify.output)
        XCTAssertTrue(
            verify.output.contains("thread cron-timezone belongs on /2024/03/cron-timezone but is on about/index.html"), verify.output)
        XCTAssertTrue(verify.output.contains(", 1 on another page than its own"), verify.output)
    }

    private static let urlMap = PackagePaths.examples + "/embed/url-map.tsv"

    /// The example Hugo blog, its config edited, embedded (with `mapLine` added to the URL
    /// map `embed` is given) and built: the binary, the folder and the inputs.
    private func exampleBlog(
        _ generator: String, configEdit: (String) -> String = { $0 }, mapLine: String? = nil
    ) throws -> (String, TemporaryFolder, [String]) {
        guard PackagePaths.tool(generator) != nil else {
            throw Skip.because("\(generator) is not installed (apt-get install -y \(generator))")
        }
        let binary = try PackagePaths.threadfoldBinary()
        let folder = try TemporaryFolder("embed-\(generator)-edited")
        self.folder = folder
        let example = PackagePaths.examples + "/embed/" + generator
        let copy = try Self.run(["/bin/cp", "-r", example, folder.path("src")], environment: [:])
        XCTAssertEqual(copy.status, 0, copy.output)
        try folder.write("src/config.toml", configEdit(try String(contentsOfFile: example + "/config.toml", encoding: .utf8)))
        let map = try String(contentsOfFile: Self.urlMap, encoding: .utf8) + (mapLine.map { $0 + "\n" } ?? "")
        try folder.write("map.tsv", map)
        let examples = PackagePaths.examples
        let inputs = ["/announcements", "/guides", "/tech", "/life/hangzhou-bike-route.json", "/dump"].map { examples + $0 }
        let embed = try Self.run(
            [binary, "embed"] + inputs + ["--for", generator, "-o", folder.path("src"), "--url-map", folder.path("map.tsv"), "-q"],
            environment: [:])
        XCTAssertEqual(embed.status, 0, embed.output)
        let build = try Self.run(
            [try XCTUnwrap(PackagePaths.tool("hugo")), "--quiet", "--source", folder.path("src"), "--destination", folder.path("public")],
            environment: [:])
        XCTAssertEqual(build.status, 0, build.output)
        return (binary, folder, inputs)
    }

    /// The shared real corpus under the posts of a generated Hugo blog, one post per
    /// page a thread names: `--verify` finds every comment on its post.
    func testCorpusInAHugoBlogLosesNothing() throws {
        guard PackagePaths.tool("hugo") != nil else { throw Skip.because("hugo is not installed (apt-get install -y hugo)") }
        let corpus = try SharedData.path("corpus/real", for: "the corpus embedded in a Hugo blog")
        let binary = try PackagePaths.threadfoldBinary()
        let folder = try TemporaryFolder("embed-corpus")
        self.folder = folder
        let example = PackagePaths.examples + "/embed/hugo"
        try folder.write("blog/config.toml", try String(contentsOfFile: example + "/config.toml", encoding: .utf8))
        for layout in ["layouts/_default/single.html", "layouts/_default/list.html", "layouts/index.html"] {
            try folder.write("blog/" + layout, try String(contentsOfFile: example + "/" + layout, encoding: .utf8))
        }
        let embed = try Self.run([binary, "embed", corpus, "--for", "hugo", "-o", folder.path("blog"), "-q"], environment: [:])
        XCTAssertEqual(embed.status, 0, embed.output)
        let manifest = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder.path("blog/static/threadfold/manifest.json"))))
        let threads = try XCTUnwrap((manifest as? [String: Any])?["threads"] as? [[String: Any]])
        let paths = Set(threads.compactMap { $0["path"] as? String })
        XCTAssertEqual(threads.filter { $0["path"] is NSNull }.map { $0["id"] as? String ?? "" }, [], "every corpus thread names its page")
        for (index, path) in paths.sorted().enumerated() {
            let url = path.hasSuffix(".html") || path == "/" ? path : path + "/"
            try folder.write("blog/content/post-\(index).md", "---\ntitle: \"Post \(index)\"\nurl: \"\(url)\"\n---\n\nA post.\n")
        }
        let hugo = try Self.run(
            [try XCTUnwrap(PackagePaths.tool("hugo")), "--quiet", "--source", folder.path("blog"), "--destination", folder.path("public")],
            environment: [:])
        XCTAssertEqual(hugo.status, 0, hugo.output)
        let verify = try Self.run([binary, "embed", "--verify", folder.path("public"), corpus], environment: [:])
        let comments = threads.reduce(0) { $0 + ($1["comments"] as? Int ?? 0) }
        print("embed --verify on the corpus: " + (verify.output.split(separator: "\n").last.map(String.init) ?? ""))
        XCTAssertEqual(verify.status, 0, verify.output)
        XCTAssertTrue(verify.output.contains("0 on no page, 0 of \(NumberText.grouped(comments)) comments missing"), verify.output)
    }

    /// Comments that look like the generators' own template syntax stay text: the data
    /// file's strings are printed, never evaluated, and script stays escaped.
    func testTemplateSyntaxInCommentsStaysText() throws {
        for generator in ["hugo", "jekyll"] {
            guard let tool = PackagePaths.tool(generator) else {
                throw Skip.because("\(generator) is not installed (apt-get install -y \(generator))")
            }
            let folder = try TemporaryFolder("embed-hostile-\(generator)")
            self.folder = folder
            let example = PackagePaths.examples + "/embed/" + generator
            let files = generator == "hugo" ? ["config.toml", "layouts/_default/single.html"] : ["_config.yml", "_layouts/post.html"]
            for file in files { try folder.write("blog/" + file, try String(contentsOfFile: example + "/" + file, encoding: .utf8)) }
            let front = generator == "hugo" ? "url: /x/" : "layout: post\npermalink: /x/"
            try folder.write(
                (generator == "hugo" ? "blog/content/x.md" : "blog/_posts/2024-01-01-x.md"), "---\ntitle: X\n\(front)\n---\nx\n")
            try folder.write(
                "in/x.json",
                #"{"id": "x", "url": "/x/", "comments": [{"id": "1", "contentFormat": "text", "content": "{{ site.Title }} {% include nothing.html %} {{< shortcode >}} <script>alert(1)</script>"}]}"#
            )
            let binary = try PackagePaths.threadfoldBinary()
            let embed = try Self.run([binary, "embed", folder.path("in"), "--for", generator, "-o", folder.path("blog")], environment: [:])
            XCTAssertEqual(embed.status, 0, embed.output)
            let build =
                generator == "hugo"
                ? [tool, "--quiet", "--source", folder.path("blog"), "--destination", folder.path("public")]
                : [tool, "build", "--quiet", "--source", folder.path("blog"), "--destination", folder.path("public")]
            let built = try Self.run(build, environment: [:])
            XCTAssertEqual(built.status, 0, "\(generator): \(built.output)")
            let page = try page(folder, "public/x/index.html")
            XCTAssertTrue(page.contains("{{ site.Title }} {% include nothing.html %} {{&lt; shortcode &gt;}}"), "\(generator): \(page)")
            XCTAssertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), generator)
            XCTAssertFalse(page.contains("<script>alert"), generator)
            folder.remove()
        }
    }

    private func page(_ folder: TemporaryFolder, _ relative: String) throws -> String {
        try String(contentsOfFile: folder.path(relative), encoding: .utf8)
    }

    /// `Examples/embed/build.sh GENERATOR OUT` with this build's threadfold.
    static func buildExample(_ generator: String, into out: String, binary: String) throws -> (status: Int32, output: String) {
        try run([PackagePaths.examples + "/embed/build.sh", generator, out], environment: ["THREADFOLD_BIN": binary])
    }

    static func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        try ProcessRun.merged(arguments, environment: environment)
    }
}
