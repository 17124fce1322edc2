import Foundation
import TestSupport
import ThreadFold
import XCTest

/// `build --shard I/N` on each shard, then `merge`: byte for byte the site one build
/// writes, search index included (each shard writes its part, `merge` joins them), for 1,
/// 2, 3 and 8 shards, with a base URL so the feed and sitemap are compared too; and a
/// part missing, damaged or stemmed in another language refused, the site left as it was.
final class ShardedBuildTests: XCTestCase {
    private var folder: TemporaryFolder?

    override func tearDown() {
        folder?.remove()
        super.tearDown()
    }

    private func assertShardsMergeToOneBuild(_ inputs: [String], options: [String], stem: String = "en") throws {
        let folder = try TemporaryFolder("shards")
        self.folder = folder
        let options = options + ["--base-url", "https://comments.example/", "-q"]
        let single = CLIRun(["build"] + inputs + options + ["-o", folder.path("one")])
        XCTAssertEqual(single.code, .ok, single.all)
        let expected = try SiteTree(path: folder.path("one"))
        XCTAssertNotNil(expected.text("feed.xml"))
        XCTAssertTrue(
            expected.text("search/meta.js")?.contains("\"stem\":\"\(stem)\"") ?? false, expected.text("search/meta.js") ?? "no index")
        for count in [1, 2, 3, 8] {
            var shards: [String] = []
            var threadPages = Set<String>()
            for index in 0..<count {
                let out = folder.path("n\(count)/shard-\(index)")
                let run = CLIRun(["build"] + inputs + options + ["--shard", "\(index)/\(count)", "-o", out])
                XCTAssertEqual(run.code, .ok, run.all)
                let pages = try SiteTree(path: out).paths.filter { $0.hasPrefix("t/") }
                XCTAssertTrue(threadPages.isDisjoint(with: pages), "a thread page in two shards")
                threadPages.formUnion(pages)
                shards.append(out)
            }
            let merge = CLIRun(["merge"] + shards + options + ["-o", folder.path("n\(count)/site")])
            XCTAssertEqual(merge.code, .ok, merge.all)
            let merged = try SiteTree(path: folder.path("n\(count)/site"))
            XCTAssertEqual(merged.differences(from: expected), [], "\(count) shards")
            XCTAssertEqual(threadPages, Set(expected.paths.filter { $0.hasPrefix("t/") }), "\(count) shards")
        }
    }

    func testExampleArchive() throws {
        let config = ["-c", PackagePaths.examples + "/threadfold.json"]
        // A shard writes its part of the index beside its pages (which have the search box);
        // built and merged with --no-search, the site is one --no-search build.
        let folder = try TemporaryFolder("shard-parts")
        defer { folder.remove() }
        let part = CLIRun(["build", PackagePaths.examples] + config + ["--shard", "0/1", "-o", folder.path("a")])
        XCTAssertEqual(part.code, .ok, part.all)
        let shard = try SiteTree(path: folder.path("a"))
        XCTAssertTrue(shard.paths.contains(".threadfold-search/part.json"), "\(shard.paths.sorted())")
        XCTAssertFalse(shard.paths.contains { $0.hasPrefix("search") }, "a shard wrote the site's search files")
        XCTAssertTrue(shard.htmlPages.contains { $0.html.contains("site-search") }, "a shard's page has no search box")
        let plain = ["--no-search", "-q"]
        XCTAssertEqual(CLIRun(["build", PackagePaths.examples] + config + plain + ["--shard", "0/1", "-o", folder.path("b")]).code, .ok)
        XCTAssertFalse(try SiteTree(path: folder.path("b")).paths.contains { $0.contains("threadfold-search") })
        XCTAssertEqual(CLIRun(["merge", folder.path("b")] + config + plain + ["-o", folder.path("site")]).code, .ok)
        XCTAssertEqual(CLIRun(["build", PackagePaths.examples] + config + plain + ["-o", folder.path("one")]).code, .ok)
        XCTAssertEqual(try SiteTree(path: folder.path("site")).differences(from: try SiteTree(path: folder.path("one"))), [])
        // Shards built without search cannot give a site with it.
        let refused = CLIRun(["merge", folder.path("b")] + config + ["-o", folder.path("site")])
        XCTAssertEqual(refused.code, .buildFailed, refused.all)
        XCTAssertTrue(
            refused.err.contains(folder.path("b") + "/.threadfold-search/part.json: error: no search index part here"), refused.err)
        try assertShardsMergeToOneBuild([PackagePaths.examples], options: config)
    }

    /// A French site (stems in French) with a thread in French and the example archive's
    /// (Chinese, English): the merged index is the one build's, `stem` included.
    func testFrenchSiteWithAFrenchThread() throws {
        let input = try TemporaryFolder("shards-fr")
        defer { input.remove() }
        try input.write(
            "fr.json",
            #"{"id": "fr", "title": "Les randonnées", "lang": "fr", "comments": [{"id": "1", "user": "Zoé", "#
                + #""createdAt": "2024-06-20T19:05:00Z", "content": "Nous marchions et nous marcherons encore."}, "#
                + #"{"id": "2", "parentID": "1", "user": "Luc", "createdAt": "2024-06-20T19:05:00Z", "content": "Marcher, toujours."}]}"#)
        try assertShardsMergeToOneBuild(
            [PackagePaths.examples, input.path("")], options: ["-c", PackagePaths.examples + "/threadfold.json", "--locale", "fr"],
            stem: "fr")
    }

    /// Damage to a shard's part fails the merge with the file named (exit 1), and the
    /// previous site stays as it was.
    func testADamagedPartFailsTheMergeNamingTheFile() throws {
        let folder = try TemporaryFolder("shards-damaged")
        self.folder = folder
        let options = ["-c", PackagePaths.examples + "/threadfold.json", "-q"]
        var shards: [String] = []
        for index in 0..<2 {
            shards.append(folder.path("s\(index)"))
            XCTAssertEqual(CLIRun(["build", PackagePaths.examples, "--shard", "\(index)/2", "-o", shards[index]] + options).code, .ok)
        }
        XCTAssertEqual(CLIRun(["merge"] + shards + options + ["-o", folder.path("site")]).code, .ok)
        let before = try SiteTree(path: folder.path("site"))
        let part = shards[1] + "/.threadfold-search/"
        let names = try FileManager.default.contentsOfDirectory(atPath: part).sorted()
        XCTAssertTrue(names.contains("threads") && names.contains("t0") && names.contains("r0-0"), "\(names)")
        for name in names {
            let original = try Data(contentsOf: URL(fileURLWithPath: part + name))
            var changed = original
            changed[changed.count / 2] ^= 0x01
            try changed.write(to: URL(fileURLWithPath: part + name))
            let merge = CLIRun(["merge"] + shards + options + ["-o", folder.path("site")])
            XCTAssertEqual(merge.code, .buildFailed, "\(name): \(merge.all)")
            // A changed manifest may still read, and name another file as not what it says.
            let named = name == "part.json" ? part : part + name + ": error: "
            XCTAssertTrue(merge.err.contains(named) && merge.err.contains("this search index part is damaged"), "\(name): \(merge.err)")
            XCTAssertTrue(merge.err.contains("build its shard again"), merge.err)
            XCTAssertEqual(try SiteTree(path: folder.path("site")), before, name)
            try original.write(to: URL(fileURLWithPath: part + name))
        }
        // Shards built in different languages would stem the same word two ways.
        let german = CLIRun(["build", PackagePaths.examples, "--shard", "1/2", "--locale", "de", "-o", shards[1]] + options)
        XCTAssertEqual(german.code, .ok, german.all)
        let mixed = CLIRun(["merge"] + shards + options + ["-o", folder.path("site")])
        XCTAssertEqual(mixed.code, .buildFailed, mixed.all)
        XCTAssertTrue(
            mixed.err.contains(
                part + "part.json: error: this shard's search index part is stemmed in de, but the site's locale zh-Hans stems in en"),
            mixed.err)
        XCTAssertEqual(try SiteTree(path: folder.path("site")), before)
    }

    func testSharedCorpus() throws {
        let corpus = try SharedData.path("corpus/real", for: "sharded build of the real corpus")
        try assertShardsMergeToOneBuild([corpus], options: ["--layout", "auto"])
    }

    func testMergeRefusesAMissingOrRepeatedShard() throws {
        let folder = try TemporaryFolder("shards")
        self.folder = folder
        let options = ["-c", PackagePaths.examples + "/threadfold.json", "-q"]
        for index in 0..<2 {
            let run = CLIRun(["build", PackagePaths.examples, "--shard", "\(index)/2", "-o", folder.path("s\(index)")] + options)
            XCTAssertEqual(run.code, .ok, run.all)
        }
        let missing = CLIRun(["merge", folder.path("s0"), "-o", folder.path("site")] + options)
        XCTAssertEqual(missing.code, .buildFailed)
        XCTAssertTrue(missing.err.contains("shards missing: 1/2"), missing.err)
        let twice = CLIRun(["merge", folder.path("s0"), folder.path("s0"), folder.path("s1"), "-o", folder.path("site")] + options)
        XCTAssertTrue(twice.err.contains("shard 0 again"), twice.err)
        let notShard = CLIRun(["merge", PackagePaths.examples, "-o", folder.path("site")] + options)
        XCTAssertTrue(notShard.err.contains("no shard summary here"), notShard.err)
        XCTAssertFalse(folder.exists("site"), "no site from a failed merge")
    }

    func testShardIndexFromTheEnvironmentAndBadValues() {
        XCTAssertEqual(try ShardSpec.parse("2", environment: ["JOB_COMPLETION_INDEX": "1"]).get(), ShardSpec(index: 1, count: 2))
        XCTAssertEqual(try ShardSpec.parse("0/3", environment: [:]).get(), ShardSpec(index: 0, count: 3))
        for bad in ["3/3", "-1/3", "a/b", "1/0", "2"] {
            XCTAssertThrowsError(try ShardSpec.parse(bad, environment: [:]).get(), bad)
        }
        let run = CLIRun(["build", PackagePaths.examples, "--shard", "5/4"])
        XCTAssertEqual(run.code, .usage, run.all)
        XCTAssertTrue(run.err.contains("--shard"), run.err)
    }
}
