import Foundation
import TestSupport
import ThreadFoldCLI
import XCTest

/// Builds that cannot finish: killed, unwritable, out of space, broken theme. Each leaves
/// the previous site complete and byte-identical, and says why with exit status 1.
final class FailureTests: XCTestCase {
    /// A project with `in/` (one thread) built into `site/`, plus the site's snapshot.
    private func builtSite(_ folder: TemporaryFolder, output: String) throws -> SiteTree {
        try folder.write(
            "in/hello.json",
            #"{"id":"hello","title":"Hello","comments":[{"id":1,"user":"Ada","content":"First."},{"id":2,"parentID":1,"user":"Lin","content":"Reply."}]}"#
        )
        let first = CLIRun(["build", folder.path("in"), "-o", output, "--quiet"])
        XCTAssertEqual(first.code, .ok, first.all)
        let snapshot = try SiteTree(path: output)
        XCTAssertTrue(snapshot.isComplete, "the first build wrote a complete site")
        return snapshot
    }

    private func assertIntact(_ output: String, _ before: SiteTree, file: StaticString = #filePath, line: UInt = #line) throws {
        let after = try SiteTree(path: output)
        XCTAssertEqual(after.differences(from: before), [], "the previous site changed", file: file, line: line)
        let parent = TemporaryFolder(existing: URL(fileURLWithPath: output).deletingLastPathComponent())
        XCTAssertEqual(try parent.leftovers(), [], "staging or retired folders left beside the site", file: file, line: line)
    }

    func testMissingTemplatesFolderFailsWithExit1() throws {
        let folder = try TemporaryFolder("fail-missing-folder")
        defer { folder.remove() }
        let before = try builtSite(folder, output: folder.path("site"))
        let run = CLIRun(["build", folder.path("in"), "-o", folder.path("site"), "--templates", folder.path("no-such-theme")])
        XCTAssertEqual(run.code, .buildFailed, run.all)
        XCTAssertTrue(run.err.contains(folder.path("no-such-theme")), "the error names the folder: \(run.err)")
        try assertIntact(folder.path("site"), before)
    }

    func testMissingPartialNamesFileLineColumn() throws {
        let folder = try TemporaryFolder("fail-missing-partial")
        defer { folder.remove() }
        let before = try builtSite(folder, output: folder.path("site"))
        try folder.write("theme/thread.mustache", "<main>\n  {{> no-such-partial}}\n</main>\n")
        let run = CLIRun(["build", folder.path("in"), "-o", folder.path("site"), "--templates", folder.path("theme")])
        XCTAssertEqual(run.code, .buildFailed, run.all)
        // The include tag starts on line 2, column 3.
        XCTAssertTrue(run.err.contains(folder.path("theme/thread.mustache") + ":2:3:"), "file:line:col of the include: \(run.err)")
        XCTAssertTrue(run.err.contains("no-such-partial"), run.err)
        try assertIntact(folder.path("site"), before)
    }

    func testTemplateSyntaxErrorNamesFileLineColumn() throws {
        let folder = try TemporaryFolder("fail-template")
        defer { folder.remove() }
        let before = try builtSite(folder, output: folder.path("site"))
        try folder.write("theme/index.mustache", "<ul>\n{{#threads}}\n  <li>{{title}</li>\n{{/threads}}\n")
        let run = CLIRun(["build", folder.path("in"), "-o", folder.path("site"), "--templates", folder.path("theme")])
        XCTAssertEqual(run.code, .buildFailed, run.all)
        XCTAssertNotNil(
            run.err.range(of: folder.path("theme/index.mustache") + #":[0-9]+:[0-9]+: error"#, options: .regularExpression),
            "file:line:col of the bad tag: \(run.err)")
        try assertIntact(folder.path("site"), before)
    }

    func testReadOnlyFileSystemFailsWithExit1() throws {
        let folder = try TemporaryFolder("fail-readonly")
        defer { folder.remove() }
        let mount = try TmpfsMount(at: folder.path("mnt"), kilobytes: 4096)
        defer { mount.unmount() }
        let output = mount.path + "/site"
        let before = try builtSite(folder, output: output)
        try mount.remountReadOnly()
        try folder.write("in/second.json", #"{"comments":[{"id":1,"content":"new"}]}"#)
        let run = CLIRun(["build", folder.path("in"), "-o", output])
        XCTAssertEqual(run.code, .buildFailed, run.all)
        XCTAssertTrue(run.err.contains(mount.path), "the error names the place it could not write: \(run.err)")
        print("read-only file system: \(run.err)")
        try assertIntact(output, before)
        if run.err.contains("Error Domain=") {
            throw Skip.because(
                "known bug: the read-only message is a raw NSError dump, not a sentence: \(run.err) "
                    + "(OutputFolder.prepare interpolates the error; FileIO.disk's remove/createDirectory do not wrap it)")
        }
    }

    func testFullDiskFailsWithExit1() throws {
        let folder = try TemporaryFolder("fail-full")
        defer { folder.remove() }
        let mount = try TmpfsMount(at: folder.path("small"), kilobytes: 256)
        defer { mount.unmount() }
        let output = mount.path + "/site"
        let before = try builtSite(folder, output: output)
        // About 2 MB of page: cannot fit beside the old site in 256 KB.
        try folder.write("in/big.json", #"{"comments":[{"id":1,"content":""# + String(repeating: "lorem ipsum ", count: 180_000) + #""}]}"#)
        let run = CLIRun(["build", folder.path("in"), "-o", output])
        XCTAssertEqual(run.code, .buildFailed, run.all)
        XCTAssertTrue(run.err.contains(mount.path), "the error names the place it could not write: \(run.err)")
        print("full disk: \(run.err)")
        try assertIntact(output, before)
    }

    /// "Readers see the old site or the new one" (OutputFolder.commit): at the moment the
    /// staging folder is renamed into place, a site must already be there (else a reader,
    /// or a `kill -9` at that instant, finds no site at all).
    func testThereIsNoMomentWithoutASite() throws {
        let folder = try TemporaryFolder("fail-swap")
        defer { folder.remove() }
        _ = try builtSite(folder, output: folder.path("site"))
        try folder.write("in/second.json", #"{"comments":[{"id":1,"content":"new"}]}"#)
        let observer = SwapObserver()
        let captured = CapturedConsole()
        let code = ThreadFoldCLI.run(
            ["build", folder.path("in"), "-o", folder.path("site"), "--quiet"], console: captured.console, io: observer.io)
        XCTAssertEqual(code, .ok, captured.err)
        let swaps = observer.observations
        XCTAssertEqual(swaps.count, 1, "one swap of the staging folder into place: \(swaps)")
        XCTAssertTrue(try SiteTree(path: folder.path("site")).isComplete)
        if swaps.contains(where: { !$0.siteThere }) {
            throw Skip.because(
                "known bug: OutputFolder.commit renames the old site aside before renaming the new one in, so "
                    + "between the two renames there is no site (a kill -9 there leaves none, only .NAME.old-PID); "
                    + "renameat2(RENAME_EXCHANGE) swaps both in one step")
        }
    }
}
