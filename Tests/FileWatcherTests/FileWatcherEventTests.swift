import FileWatcher
import XCTest

/// What the watcher reports for the file operations `threadfold watch` depends on.
final class FileWatcherEventTests: XCTestCase {
    func testCreateModifyDeleteFileAreReported() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let (_, recorder) = try startWatching([tree.path])
        let file = tree.path("a.json")

        try tree.write("a.json", "1")
        waitForEvent(recorder, path: file, kinds: [.created, .modified])

        var mark = recorder.mark
        try tree.write("a.json", "2")
        waitForEvent(recorder, after: mark, path: file, kinds: [.modified])

        mark = recorder.mark
        try tree.remove("a.json")
        waitForEvent(recorder, after: mark, path: file, kinds: [.deleted])
        XCTAssertTrue(recorder.events.allSatisfy { !$0.isDirectory }, "\(recorder.events)")
    }

    func testEditorSaveByRenameReportsTheTarget() throws {
        let tree = try TemporaryDirectory.make(for: self)
        try tree.write("x.json", "old")
        let (_, recorder) = try startWatching([tree.path])

        try tree.write("x.tmp", "new")
        try tree.move("x.tmp", to: "x.json")

        waitForEvent(recorder, path: tree.path("x.json"), kinds: [.movedIn, .modified])
        let tmp = recorder.events.last { $0.path == tree.path("x.tmp") }
        XCTAssertEqual(tmp?.kind, .movedOut, "the temporary file left: \(recorder.events)")
    }

    func testSubdirectoryCreatedAfterStartIsWatched() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let (_, recorder) = try startWatching([tree.path])

        try tree.makeDirectory("new")
        waitForEvent(recorder, path: tree.path("new"), kinds: [.created])
        XCTAssertEqual(recorder.events.first { $0.path == tree.path("new") }?.isDirectory, true)

        let mark = recorder.mark
        try tree.write("new/b.json")
        waitForEvent(recorder, after: mark, path: tree.path("new/b.json"), kinds: [.created, .modified])
    }

    func testNestedDirectoriesCreatedAtOnceReportTheirFiles() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let (_, recorder) = try startWatching([tree.path])

        // Created faster than the reader can add watches: the scan must find the file.
        try tree.makeDirectory("a/b/c")
        try tree.write("a/b/c/deep.json")
        waitForEvent(recorder, path: tree.path("a/b/c/deep.json"), kinds: [.created, .modified])
    }

    func testDirectoryMovedInReportsItsFilesAndIsWatched() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let outside = try TemporaryDirectory.make(for: self)
        try outside.makeDirectory("batch/inner")
        try outside.write("batch/one.json")
        try outside.write("batch/inner/two.json")
        let (_, recorder) = try startWatching([tree.path])

        guard rename(outside.path("batch"), tree.path("batch")) == 0 else {
            return XCTFail("rename failed: errno \(errno)")
        }
        waitForEvent(recorder, path: tree.path("batch"), kinds: [.movedIn])
        waitForEvent(recorder, path: tree.path("batch/one.json"), kinds: [.created])
        waitForEvent(recorder, path: tree.path("batch/inner/two.json"), kinds: [.created])

        let mark = recorder.mark
        try tree.write("batch/inner/three.json")
        waitForEvent(
            recorder, after: mark, path: tree.path("batch/inner/three.json"),
            kinds: [.created, .modified])
    }

    func testDirectoryMovedWithinTheTreeReportsNewPaths() throws {
        let tree = try TemporaryDirectory.make(for: self)
        try tree.makeDirectory("old")
        let (_, recorder) = try startWatching([tree.path])

        try tree.move("old", to: "renamed")
        waitForEvent(recorder, path: tree.path("old"), kinds: [.movedOut])
        let mark = recorder.mark
        try tree.write("renamed/c.json")
        waitForEvent(recorder, after: mark, path: tree.path("renamed/c.json"), kinds: [.created, .modified])
        XCTAssertFalse(
            recorder.events.contains { $0.path.hasPrefix(tree.path("old/")) },
            "stale paths reported: \(recorder.events)")
    }

    func testSingleFileWatchReportsOnlyThatFile() throws {
        let tree = try TemporaryDirectory.make(for: self)
        try tree.write("config.json", "{}")
        try tree.write("other.json", "{}")
        let (_, recorder) = try startWatching([tree.path("config.json")])

        try tree.write("other.json", "{\"a\":1}")
        try tree.write("unrelated.txt")
        try tree.write("config.json.tmp", "{\"b\":2}")
        try tree.move("config.json.tmp", to: "config.json")

        waitForEvent(recorder, path: tree.path("config.json"), kinds: [.movedIn, .modified])
        let others = recorder.events.filter { $0.path != tree.path("config.json") }
        XCTAssertEqual(others, [], "events for files not watched")
    }

    func testMissingPathIsAnErrorNamingIt() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let missing = tree.path("not-there")
        XCTAssertThrowsError(try FileWatcher(paths: [tree.path, missing])) { error in
            XCTAssertEqual(error as? FileWatcherError, .pathNotFound(missing))
            XCTAssertTrue("\(error)".contains(missing), "message does not name the path: \(error)")
        }
    }

    func testDeletingTheWatchedRootIsReported() throws {
        let parent = try TemporaryDirectory.make(for: self)
        try parent.makeDirectory("site/data")
        try parent.write("site/data/a.json")
        let (_, recorder) = try startWatching([parent.path("site")])

        try parent.remove("site")
        waitForEvent(recorder, path: parent.path("site"), kinds: [.deleted])
        waitForEvent(recorder, path: parent.path("site/data/a.json"), kinds: [.deleted])
    }

    func testMovingTheParentOfAWatchedFileReportsTheFileMovedOut() throws {
        let tree = try TemporaryDirectory.make(for: self)
        try tree.makeDirectory("config")
        try tree.write("config/app.json")
        let (_, recorder) = try startWatching([tree.path("config/app.json")])

        try tree.move("config", to: "config-old")
        waitForEvent(recorder, path: tree.path("config/app.json"), kinds: [.movedOut])
        let mark = recorder.mark
        try tree.write("config-old/app.json", "edited after the move")

        let stale = recorder.expectation("event for the moved file", after: mark) { !$0.isEmpty }
        stale.isInverted = true
        wait(for: [stale], timeout: 0.3)
    }
}
