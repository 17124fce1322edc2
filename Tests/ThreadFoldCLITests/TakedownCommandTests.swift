import Foundation
import TestSupport
import XCTest

/// Takedowns from the command line: `--remove`/`--anonymise` and their report, unmatched
/// entries, `check --find`/`--find-author`, the proof `check --removed SITE`, and `import`.
final class TakedownCommandTests: XCTestCase {
    static let thread = """
        {"id": "t", "title": "Talk", "comments": [
          {"id": "1", "user": "Ada", "content": "Opening words of the talk."},
          {"id": "2", "user": "Vesper Quillon", "content": "Seventeen orange lanterns drifted slowly over the quiet harbour tonight"},
          {"id": "3", "parentID": "2", "user": "Lin", "content": "Nice one, Vesper Quillon."},
          {"id": "4", "user": "Mo", "content": "short note", "createdAt": "2024-01-01T00:00:00Z"}
        ]}
        """

    private func project() throws -> TemporaryFolder {
        let project = try TemporaryFolder("takedown-cli", removedAfter: self)
        try project.write("in/t.json", Self.thread)
        return project
    }

    func testBuildReportsWhatWasTakenDownAndWarnsOfUnmatchedEntries() throws {
        let project = try project()
        let run = CLIRun([
            "build", project.path("in"), "-o", project.path("site"), "--remove", "t/2", "--remove", "t/4", "--remove", "t/99",
            "--anonymise", "Vesper Quillon", "--anonymise", "Nobody",
        ])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertTrue(
            run.out.contains("Takedowns: 2 comments removed (1 kept as a placeholder for replies), 1 comment anonymised"), run.out)
        XCTAssertEqual(run.warnings.count, 2, run.err)
        XCTAssertTrue(run.err.contains("\"t/99\" matches no thread or comment"), run.err)
        XCTAssertTrue(run.err.contains("\"Nobody\" matches no author"), run.err)
        let strict = CLIRun(["build", project.path("in"), "-o", project.path("site2"), "--remove", "t/99", "--strict"])
        XCTAssertEqual(strict.code, .dataError, "an unmatched entry fails a strict build: \(strict.all)")
        XCTAssertFalse(project.exists("site2/index.html"))
    }

    func testCheckCountsWhatATakedownWouldDoAndWarnsOfUnmatchedEntries() throws {
        let project = try project()
        let run = CLIRun(["check", project.path("in"), "--remove", "t/2", "--remove", "t/99", "--anonymise", "Vesper Quillon"])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertTrue(run.out.contains("Checked 1 thread, 4 comments"), "a placeholder is still a comment: \(run.out)")
        XCTAssertTrue(
            run.out.contains("Takedowns: 1 comment removed (1 kept as a placeholder for replies), 1 comment anonymised"), run.out)
        XCTAssertEqual(run.warnings.count, 1, run.err)
        XCTAssertTrue(run.err.contains("\"t/99\""), run.err)
        let strict = CLIRun(["check", project.path("in"), "--remove", "t/99", "--strict"])
        XCTAssertEqual(strict.code, .dataError, strict.all)
    }

    func testFindListsTheCommentsOfARequest() throws {
        let project = try project()
        let text = CLIRun(["check", project.path("in"), "--find", "ORANGE LANTERNS"])
        XCTAssertEqual(text.code, .ok, text.all)
        XCTAssertTrue(text.out.contains("t.json:3:3: t/2 (text): t/t.html#c-2"), text.out)
        let author = CLIRun(["check", project.path("in"), "--find-author", "Vesper Quillon"])
        XCTAssertTrue(author.out.contains("t/2 (by)"), author.out)
        XCTAssertTrue(author.out.contains("t/3 (addressed to)"), author.out)
        XCTAssertTrue(author.out.contains("Found 2 comments in 1 thread"), author.out)
    }

    func testRemovedProofIsCleanAfterATakedownAndFindsAPlantedTrace() throws {
        let project = try project()
        let options = ["--remove", "t/2", "--anonymise", "Vesper Quillon"]
        let built = CLIRun(["build", project.path("in"), "-o", project.path("site")] + options)
        XCTAssertEqual(built.code, .ok, built.all)
        let clean = CLIRun(["check", project.path("in"), "--removed", project.path("site")] + options)
        XCTAssertEqual(clean.code, .ok, clean.all)
        XCTAssertTrue(clean.out.contains("0 traces found"), clean.out)
        // A site built without the takedown holds both.
        let before = CLIRun(["build", project.path("in"), "-o", project.path("before")])
        XCTAssertEqual(before.code, .ok, before.all)
        let dirty = CLIRun(["check", project.path("in"), "--removed", project.path("before")] + options)
        XCTAssertEqual(dirty.code, .dataError, dirty.all)
        XCTAssertTrue(dirty.out.contains("t/t.html:"), dirty.out)
        XCTAssertTrue(dirty.out.contains("search/d/0.js:"), "search records are decoded: \(dirty.out)")
        // Planted by hand: 8 words of the removed text, JSON-escaped, in a data file.
        try project.write("site/extra/data.json", #"{"q": "orange lanterns drifted slowly over the quiet \u0068arbour"}"#)
        let planted = CLIRun(["check", project.path("in"), "--removed", project.path("site")] + options)
        XCTAssertEqual(planted.code, .dataError, planted.all)
        XCTAssertTrue(planted.out.contains("extra/data.json:1: text of removed comment t/2"), planted.out)
        try project.write("site/extra/data.json", "<p>by VESPER&#32;quillon</p>")
        let name = CLIRun(["check", project.path("in"), "--removed", project.path("site")] + options)
        XCTAssertEqual(name.code, .dataError, name.all)
        XCTAssertTrue(name.out.contains("extra/data.json:1: anonymised name \"vesper quillon\""), name.out)
    }

    func testMergeSumsTheShardsTakedownsAndRefusesShardsBuiltWithOtherLists() throws {
        let project = try project()
        try project.write("in/u.json", #"{"id": "u", "comments": [{"id": "1", "user": "Ada", "content": "u one"}]}"#)
        let lists = ["--remove", "t/4", "--remove", "u/1", "--remove", "zz/1", "--no-search", "-q"]
        for index in 0..<2 {
            let run = CLIRun(["build", project.path("in"), "--shard", "\(index)/2", "-o", project.path("s\(index)")] + lists)
            XCTAssertEqual(run.code, .ok, run.all)
            XCTAssertTrue(run.warnings.isEmpty, "a shard sees only its threads, so warns of nothing: \(run.err)")
        }
        let merged = CLIRun(["merge", project.path("s0"), project.path("s1"), "-o", project.path("site"), "--no-search"])
        XCTAssertEqual(merged.code, .ok, merged.all)
        XCTAssertTrue(merged.out.contains("Takedowns: 2 comments removed"), merged.out)
        XCTAssertEqual(merged.warnings.count, 1, merged.err)
        XCTAssertTrue(merged.err.contains("\"zz/1\" matches no thread or comment"), merged.err)
        let other = CLIRun(["build", project.path("in"), "--shard", "1/2", "-o", project.path("old1"), "--no-search", "-q"])
        XCTAssertEqual(other.code, .ok, other.all)
        let refused = CLIRun(["merge", project.path("s0"), project.path("old1"), "-o", project.path("site"), "--no-search"])
        XCTAssertEqual(refused.code, .buildFailed, refused.all)
        XCTAssertTrue(refused.err.contains("other \"remove\" or \"anonymise\" lists"), refused.err)
        XCTAssertTrue(refused.err.contains("old1"), "names the odd shard: \(refused.err)")
    }

    func testImportAppliesTheTakedownBeforeWriting() throws {
        let project = try project()
        try project.write(
            "export.json",
            #"[{"thread": "p", "id": "a", "author": "Vesper Quillon", "text": "hello there"}, {"thread": "p", "id": "b", "parent": "a", "author": "Lin", "text": "gone text"}]"#
        )
        let run = CLIRun([
            "import", "json", project.path("export.json"), "-o", project.path("imported"),
            "--map", "threadID=thread,id=id,parentID=parent,user=author,content=text", "--remove", "p/b", "--anonymise",
            "Vesper Quillon", "--locale", "zh-Hans",
        ])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertTrue(run.out.contains("anonymised (--anonymise): 1 comment"), run.out)
        let files = try project.tree("imported")
        XCTAssertEqual(files.count, 1, "\(files.keys)")
        let written = String(decoding: files.values.first ?? [], as: UTF8.self)
        XCTAssertFalse(written.contains("Vesper"), written)
        XCTAssertFalse(written.contains("gone text"), written)
        XCTAssertTrue(written.contains("匿名 1"), written)
    }
}
