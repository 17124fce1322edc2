import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// Pages are written into folders `DiskWriter` makes under names of their own and renames
/// into place (see `DiskWriter.makeFolder`): the result must be the plain `mkdir -p`,
/// also when several writers make the same folder at once, with nothing left over.
final class DiskFolderTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var root: String { folder.root.path }

    override func setUpWithError() throws {
        folder = try TemporaryFolder("folders")
    }

    override func tearDown() {
        folder.remove()
    }

    private func everything() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root).sorted()
    }

    func testNestedFoldersAreMadeWithTheirOwnNames() throws {
        try FileIO.disk.write(root + "/a/b/c/page.html", Array("x".utf8))
        try FileIO.disk.write(root + "/a/b/other.html", Array("y".utf8))
        XCTAssertEqual(try everything(), ["a", "a/b", "a/b/c", "a/b/c/page.html", "a/b/other.html"])
        XCTAssertEqual(try FileIO.disk.read(root + "/a/b/c/page.html"), Array("x".utf8))
    }

    /// A range of a file (the search index reads its spill files so): the bytes asked
    /// for, fewer at the end, none past it, and an error naming a missing file.
    func testARangeOfAFileIsReadWhereverItFalls() throws {
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try FileIO.disk.write(root + "/spill/r0", bytes)
        XCTAssertEqual(try FileIO.disk.readRange(root + "/spill/r0", 10, 20), Array(bytes[10..<30]))
        XCTAssertEqual(try FileIO.disk.readRange(root + "/spill/r0", 65_000, 70_000), Array(bytes[65_000...]))
        XCTAssertEqual(try FileIO.disk.readRange(root + "/spill/r0", 100_000, 5), [])
        XCTAssertThrowsError(try FileIO.disk.readRange(root + "/spill/none", 0, 5)) { error in
            XCTAssertTrue("\(error)".contains("spill/none"), "\(error)")
        }
    }

    func testWritersRacingToMakeOneFolderAllSucceed() throws {
        let failures = ResultCounter()
        let root = root
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            do {
                try FileIO.disk.write(root + "/t/sub\(index % 4)/page\(index).html", Array(String(index).utf8))
            } catch {
                failures.add()
            }
        }
        XCTAssertEqual(failures.value, 0)
        let paths = try everything()
        XCTAssertEqual(paths.filter { $0.hasSuffix(".html") }.count, 64)
        XCTAssertEqual(
            paths.filter { !$0.hasSuffix(".html") }, ["t", "t/sub0", "t/sub1", "t/sub2", "t/sub3"],
            "no half-made folder (.new-…) left behind")
    }

    func testStagingFolderIsMadeWithItsParentsAndTakesFiles() throws {
        // The placement flag is only a hint: where it is not supported (tmpfs, overlayfs)
        // the folder is still made, missing parents too, and takes files afterwards; an
        // existing folder is fine.
        try FileIO.disk.makeStagingFolder(root + "/a/staging")
        try FileIO.disk.makeStagingFolder(root + "/a/staging")
        XCTAssertEqual(FileIO.disk.kind(root + "/a/staging"), .folder)
        try FileIO.disk.write(root + "/a/staging/t/page.html", [])
        XCTAssertEqual(try everything(), ["a", "a/staging", "a/staging/t", "a/staging/t/page.html"])
    }
}

/// A thread-safe count for the racing writers.
private final class ResultCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
