import XCTest

@testable import ThreadFold

/// Which files are read, in which order, and what only the whole archive shows.
final class InputFilesTests: XCTestCase {
    private let io = FileIO.memory([
        "in/b.json": [], "in/a.json": [], "in/sub/c.ndjson": [], "in/sub/deeper/d.json": [], "in/notes.md": [],
        "in/.hidden.json": [], "in/.git/x.json": [], "in/threadfold.json": [], "in/Z.json": [], "other.txt": [],
    ])

    func testDirectoriesAreSearchedRecursivelyForInputsInSortedOrder() {
        let (files, diagnostics) = InputFiles.collect(["in"], io: io)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(files, ["in/Z.json", "in/a.json", "in/b.json", "in/sub/c.ndjson", "in/sub/deeper/d.json"])
    }

    func testFilesAreTakenAsGivenAndInGivenOrder() {
        let (files, _) = InputFiles.collect(["other.txt", "in/b.json", "in/a.json"], io: io)
        XCTAssertEqual(files, ["other.txt", "in/b.json", "in/a.json"])
    }

    func testMissingPathIsAnError() {
        let (files, diagnostics) = InputFiles.collect(["nope", "in/a.json"], io: io)
        XCTAssertEqual(files, ["in/a.json"])
        XCTAssertEqual(diagnostics.map(\.file), ["nope"])
        XCTAssertEqual(diagnostics.map(\.severity), [.error])
    }

    func testTwoThreadsWithOneIdAreAnErrorNamingBothFiles() {
        let archive = Fixture.load(
            [
                "x/post.json": "{\"comments\": [{\"id\": 1}]}", "y/post.json": "[{\"id\": 2}]",
                "z.json": "{\"id\": \"post\", \"comments\": []}",
            ], paths: ["x", "y", "z.json"])
        XCTAssertEqual(archive.threads.map(\.thread.sourceFile), ["x/post.json"])
        XCTAssertEqual(archive.errorCount, 2)
        for (diagnostic, file) in zip(archive.diagnostics, ["y/post.json", "z.json"]) {
            XCTAssertEqual(diagnostic.file, file)
            XCTAssertTrue(diagnostic.message.contains("x/post.json"), diagnostic.message)
            XCTAssertTrue(diagnostic.message.contains("\"post\""), diagnostic.message)
        }
    }

    func testSlugsAreMadeUniqueIgnoringCase() {
        let archive = Fixture.load([
            "a.json": "{\"id\": \"Post\", \"comments\": []}", "b.json": "{\"id\": \"post\", \"comments\": []}",
            "c.json": "{\"id\": \"post-2\", \"comments\": []}",
        ])
        let slugs = archive.threads.map(\.thread.slug)
        XCTAssertEqual(slugs.first, "Post")
        XCTAssertEqual(Set(slugs.map { $0.lowercased() }).count, 3, "\(slugs)")
    }

    func testArchiveCountsAddUpAcrossFilesAndKeepInputOrder() {
        let archive = Fixture.load(
            [
                "d/1.json": "[{\"id\": 1}, {\"id\": 2, \"parentID\": 1}]",
                "d/2.ndjson": "{\"threadID\": \"u\", \"id\": 1}\n{\"threadID\": \"v\", \"id\": 1}\n",
            ], paths: ["d"])
        XCTAssertEqual(archive.threads.map(\.thread.id), ["1", "u", "v"])
        XCTAssertEqual(archive.commentCount, 4)
        XCTAssertEqual(archive.replyCount, 1)
        XCTAssertEqual(archive.warningCount, 0)
    }

    func testByteOrderIsUTF8ByteOrder() {
        let samples = [
            "", "a", "a/b", "a/b.json", "a-b", "a.b", "A", "é", "e\u{301}", "中文", "中", "z", "/tmp/x/t00001.json", "/tmp/x/t00010.json",
            "/tmp/x/t0001.json",
        ]
        for a in samples {
            for b in samples {
                XCTAssertEqual(InputFiles.byteOrder(a, b), a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) < \(b)")
            }
        }
    }
}
