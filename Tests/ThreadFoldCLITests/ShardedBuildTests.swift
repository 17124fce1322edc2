import Foundation
import TestSupport
import ThreadFold
import XCTest

/// `build --shard I/N` on each shard, then `merge`: byte for byte the site one build
/// writes without search (sharded builds skip it, saying so), for 1, 3 and 8 shards, with
/// a base URL so the feed and sitemap are compared too.
final class ShardedBuildTests: XCTestCase {
    private var folder: TemporaryFolder?

    override func tearDown() {
        folder?.remove()
        super.tearDown()
    }

    private func assertShardsMergeToOneBuild(_ inputs: [String], options: [String]) throws {
        let folder = try TemporaryFolder("shards")
        self.folder = folder
        let options = options + ["--base-url", "https://comments.example/", "-q"]
        let single = CLIRun(["build"] + inputs + options + ["--no-search", "-o", folder.path("one")])
        XCTAssertEqual(single.code, .ok, single.all)
        let expected = try SiteTree(path: folder.path("one"))
        XCTAssertNotNil(expected.text("feed.xml"))
        for count in [1, 3, 8] {
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
        // Sharded builds write no search index yet: search is on by default, so they build
        // without it and say so (not with -q, nor when --no-search says it is meant).
        let folder = try TemporaryFolder("shard-note")
        defer { folder.remove() }
        let noted = CLIRun(["build", PackagePaths.examples] + config + ["--shard", "0/2", "-o", folder.path("a")])
        XCTAssertEqual(noted.code, .ok, noted.all)
        XCTAssertTrue(noted.err.contains("no search index"), noted.err)
        let shard = try SiteTree(path: folder.path("a"))
        XCTAssertFalse(shard.paths.contains { $0.hasPrefix("search") }, "a shard wrote search files")
        XCTAssertFalse(shard.htmlPages.contains { $0.html.contains("site-search") }, "a shard's page has a search box")
        let meant = CLIRun(["build", PackagePaths.examples] + config + ["--no-search", "--shard", "0/2", "-o", folder.path("b")])
        XCTAssertEqual(meant.code, .ok, meant.all)
        XCTAssertFalse(meant.err.contains("no search index"), meant.err)
        let merged = CLIRun(["merge", folder.path("a")] + config + ["-o", folder.path("site")])
        XCTAssertTrue(merged.err.contains("no search index"), merged.all)
        try assertShardsMergeToOneBuild([PackagePaths.examples], options: config)
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
