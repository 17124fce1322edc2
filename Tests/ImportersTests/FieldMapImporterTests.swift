import Importers
import XCTest

final class FieldMapImporterTests: XCTestCase {
    private var harness: ImportHarness!

    override func setUpWithError() throws {
        harness = try ImportHarness()
    }

    override func tearDown() {
        harness.remove()
    }

    private func runNDJSON() throws -> ImportReport {
        try harness.write(["dump.ndjson": FieldMapSample.ndjson])
        let options = ImportOptions(fieldMap: try FieldMap(parsing: FieldMapSample.map), stripPrefixes: ["t1_", "t3_"])
        return try harness.run(.json, source: harness.path("dump.ndjson"), options: options)
    }

    func testNDJSONWithMapReport() throws {
        let report = try runNDJSON()
        XCTAssertEqual(report.threadsWritten, 2)
        XCTAssertEqual(report.commentsWritten, 5)
        XCTAssertEqual(report.droppedCount(.missingID), 1)
        XCTAssertEqual(report.orphans.map(\.missingParentID), ["404"])
        XCTAssertEqual(report.unreadableTimes.map(\.commentID), ["6"])
        XCTAssertEqual(report.files.map(\.source), ["aaa", "bbb"])
        ImportChecks.assertLoadsCleanly(harness, report)
        try ImportChecks.assertNoPersonalData(harness)
    }

    func testNDJSONFieldsArePrefixStrippedAndTimesNormalised() throws {
        _ = try runNDJSON()
        let aaa = try harness.comments(in: "aaa.json")
        XCTAssertEqual(aaa.map { $0["id"] as? String }, ["1", "2", "3"])
        XCTAssertEqual(aaa.map { $0["parentID"] as? String }, [nil, "1", nil])
        XCTAssertEqual(
            aaa.map { $0["createdAt"] as? String }, ["2023-11-14T22:13:20Z", "2023-11-14T22:15:00.250Z", "2023-11-14T22:30:00Z"])
        XCTAssertEqual(aaa[0]["user"] as? String, "ada")
        let bbb = try harness.comments(in: "bbb.json")
        XCTAssertEqual(bbb.first?["createdAt"] as? String, "2023-11-15T08:00:00+08:00")
        XCTAssertNil(bbb.last?["createdAt"])
    }

    func testArrayWithOwnFieldNamesAndMilliseconds() throws {
        try harness.write(["site.json": FieldMapSample.array])
        let report = try harness.run(.json, source: harness.path("site.json"))
        XCTAssertEqual(report.threadsWritten, 1)
        XCTAssertEqual(report.commentsWritten, 2)
        ImportChecks.assertLoadsCleanly(harness, report)
        let comments = try harness.comments(in: "site.json")
        XCTAssertEqual(comments.first?["createdAt"] as? String, "2024-05-01T09:00:00Z")
        XCTAssertEqual(comments.last?["parentID"] as? String, "1")
    }

    func testBadNDJSONLineIsNamed() throws {
        try harness.write(["bad.ndjson": "{\"id\": 1}\n{\"id\": \n"])
        XCTAssertThrowsError(try harness.run(.json, source: harness.path("bad.ndjson"))) { error in
            XCTAssertEqual((error as? ImportError)?.line, 2)
        }
    }

    func testFieldMapRejectsUnknownFieldsAndMissingPaths() {
        XCTAssertThrowsError(try FieldMap(parsing: "author=user")) { error in
            XCTAssertTrue(String(describing: error).contains("'author' is not a field"))
        }
        XCTAssertThrowsError(try FieldMap(parsing: "user="))
        XCTAssertEqual(try FieldMap(parsing: "user=author.name").path(for: .user), ["author", "name"])
        XCTAssertEqual(try FieldMap(parsing: "user=author.name").path(for: .id), ["id"])
    }
}
