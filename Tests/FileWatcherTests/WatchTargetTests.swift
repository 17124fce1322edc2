import Foundation
import XCTest

@testable import FileWatcher

/// Resolving the paths given to the watcher.
final class WatchTargetTests: XCTestCase {
    func testAbsolutePathIsNormalizedByTextAlone() {
        XCTAssertEqual(WatchTarget.absolutePath("/a//b/./c/../d/"), "/a/b/d")
        XCTAssertEqual(WatchTarget.absolutePath("/.."), "/")
        let cwd = FileManager.default.currentDirectoryPath
        XCTAssertEqual(WatchTarget.absolutePath("sub/file.json"), WatchTarget.absolutePath(cwd + "/sub/file.json"))
    }

    func testDirectoryIsATreeAndFileIsWatchedThroughItsParent() throws {
        let tree = try TemporaryDirectory.make(for: self)
        try tree.write("config.json")
        XCTAssertEqual(try WatchTarget.resolve(tree.path + "/"), .tree(tree.path))
        let file = try WatchTarget.resolve(tree.path("config.json"))
        XCTAssertEqual(file, .file(directory: tree.path, name: "config.json"))
        XCTAssertEqual(file.path, tree.path("config.json"))
        XCTAssertEqual(WatchTarget.join("/", "x"), "/x")
    }

    func testOverflowIsReportedForEveryWatchedPath() throws {
        let tree = try TemporaryDirectory.make(for: self)
        try tree.write("config.json")
        try tree.makeDirectory("data")
        let loop = try WatchLoop(
            targets: [
                .tree(tree.path("data")),
                .file(directory: tree.path, name: "config.json"),
            ],
            debounce: .milliseconds(25))
        defer { loop.stop() }
        let overflow = InotifyRecord(wd: -1, mask: UInt32(bitPattern: IN_Q_OVERFLOW), cookie: 0, name: "")
        XCTAssertEqual(
            loop.events(for: overflow),
            [
                FileEvent(path: tree.path("data"), kind: .overflow, isDirectory: true),
                FileEvent(path: tree.path("config.json"), kind: .overflow, isDirectory: false),
            ])
    }
}
