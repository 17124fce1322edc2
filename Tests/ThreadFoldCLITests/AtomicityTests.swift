import Foundation
import TestSupport
import XCTest

/// A build that fails leaves the previous site byte-identical and no staging or retired
/// folder beside it; folders threadfold did not make are never replaced.
final class AtomicityTests: XCTestCase {
    /// A project with `in/` and a previous site built from it into `site/`.
    private func projectWithSite(_ label: String) throws -> (project: TemporaryFolder, site: [String: [UInt8]]) {
        let project = try TemporaryFolder(label)
        try project.write("in/hello.json", SmallThread.json)
        let first = CLIRun(["build", project.path("in"), "-o", project.path("site")])
        XCTAssertEqual(first.code, .ok, first.all)
        let site = try project.tree("site")
        XCTAssertNotNil(site["index.html"], "the first build wrote no index.html")
        XCTAssertNotNil(site[".threadfold-site"], "a site carries the .threadfold-site marker")
        return (project, site)
    }

    private func assertUntouched(
        _ project: TemporaryFolder, _ before: [String: [UInt8]], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let after = try project.tree("site")
        XCTAssertEqual(after.keys.sorted(), before.keys.sorted(), "the previous site's file list changed", file: file, line: line)
        let changed = before.keys.filter { after[$0] != before[$0] }.sorted()
        XCTAssertTrue(changed.isEmpty, "files changed by a failed build: \(changed)", file: file, line: line)
        XCTAssertEqual(try project.leftovers(), [], "staging or retired folders left beside the site", file: file, line: line)
    }

    func testDataErrorKeepsThePreviousSite() throws {
        let (project, before) = try projectWithSite("atomic-data")
        defer { project.remove() }
        try project.write("in/broken.json", "{\"comments\": [ {\"id\": 1 \"user\": \"x\"} ]}")
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site")])
        XCTAssertEqual(run.code, .dataError, run.all)
        XCTAssertTrue(run.err.contains("broken.json:1:"), "the data error names the file and line: \(run.err)")
        try assertUntouched(project, before)
    }

    func testTemplateErrorNamesFileLineColumnAndKeepsTheSite() throws {
        let (project, before) = try projectWithSite("atomic-template")
        defer { project.remove() }
        try project.write("theme/thread.mustache", "<h1>{{thread.title}}</h1>\n<p>{{#comments}}never closed</p>\n")
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site"), "--templates", project.path("theme")])
        XCTAssertEqual(run.code, .buildFailed, run.all)
        // The unclosed {{#comments}} opens on line 2, column 4.
        XCTAssertTrue(run.err.contains(project.path("theme/thread.mustache") + ":2:4:"), "the message names file:line:column: \(run.err)")
        try assertUntouched(project, before)
    }

    func testOutputThatIsTheInputIsRefused() throws {
        let (project, before) = try projectWithSite("atomic-same")
        defer { project.remove() }
        let input = try project.tree("in")
        let run = CLIRun(["build", project.path("in"), "-o", project.path("in")])
        XCTAssertEqual(run.code, .buildFailed, run.all)
        XCTAssertTrue(run.err.contains("input"), run.err)
        XCTAssertEqual(try project.tree("in"), input, "the input folder was changed")
        try assertUntouched(project, before)
    }

    func testOutputRootIsRefused() throws {
        let (project, before) = try projectWithSite("atomic-root")
        defer { project.remove() }
        let run = CLIRun(["build", project.path("in"), "-o", "/"])
        XCTAssertEqual(run.code, .buildFailed, run.all)
        XCTAssertTrue(run.err.contains("refusing"), run.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: "/").filter { $0.contains(".staging-") }, [])
        try assertUntouched(project, before)
    }

    func testFolderWithoutMarkerIsRefused() throws {
        let project = try TemporaryFolder("atomic-foreign")
        defer { project.remove() }
        try project.write("in/hello.json", SmallThread.json)
        try project.write("site/notes.txt", "not a threadfold site")
        let before = try project.tree("site")
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site")])
        XCTAssertEqual(run.code, .buildFailed, run.all)
        XCTAssertTrue(run.err.contains("not made by threadfold"), run.err)
        try assertUntouched(project, before)
    }

    func testSuccessfulRebuildReplacesTheSite() throws {
        let (project, before) = try projectWithSite("atomic-ok")
        defer { project.remove() }
        try project.write("in/second.json", #"{"id": "second", "comments": [{"id": 1, "user": "B", "content": "new"}]}"#)
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site")])
        XCTAssertEqual(run.code, .ok, run.all)
        let after = try project.tree("site")
        XCTAssertNotNil(after["t/second.html"], "the rebuild added the new thread")
        XCTAssertNotEqual(after["index.html"], before["index.html"], "the index lists the new thread")
        XCTAssertEqual(try project.leftovers(), [])
    }

    /// A build killed while it created a folder under its own name leaves
    /// `.site.staging-PID.new-PID-N` beside the site; the next build removes it.
    func testFolderLeftHalfMadeByAKilledBuildIsCleanedUp() throws {
        let (project, _) = try projectWithSite("atomic-halfmade")
        defer { project.remove() }
        // A pid no process has (pid_max on Linux is at most 2^22).
        let stray = ".site.staging-9999999.new-9999999-1"
        try FileManager.default.createDirectory(atPath: project.path(stray), withIntermediateDirectories: false)
        XCTAssertEqual(try project.leftovers(), [stray])
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site")])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertEqual(try project.leftovers(), [])
    }
}
