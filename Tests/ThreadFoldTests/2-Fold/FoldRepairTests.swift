import XCTest

@testable import ThreadFold

/// What the fold repairs: orphans, parent cycles (self-parent included) and duplicate ids.
/// Every comment is kept, and each repair is a warning at the comment's place.
final class FoldRepairTests: XCTestCase {
    func testOrphanIsKeptTopLevelWithAWarning() {
        let json = "[{\"id\": \"a\"},\n {\"id\": \"b\", \"parentID\": \"zz\"},\n {\"id\": \"c\", \"parentID\": \"b\"}]"
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(Fixture.shape(thread), [["a"], ["b", "c"]])
        DiagnosticAssertions.assertDiagnostic(
            diagnostics, .warning, file: "t.json", path: "[1]", at: "{\"id\": \"b\"", in: json,
            mentions: ["\"zz\"", "names no comment", "top-level"])
        XCTAssertEqual(diagnostics.count, 1)
    }

    func testSelfParentIsKeptTopLevelWithAWarning() {
        let json = "{\"comments\": [{\"id\": 7, \"parentID\": 7}, {\"id\": 8, \"parentID\": 7}]}"
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(Fixture.shape(thread), [["7", "8"]])
        DiagnosticAssertions.assertDiagnostic(
            diagnostics, .warning, file: "t.json", path: "comments[0]", at: "{\"id\": 7", in: json,
            mentions: ["itself", "top-level"])
        XCTAssertEqual(diagnostics.count, 1)
    }

    func testCycleIsBrokenWhereFoundAndEveryCommentKept() {
        let json = """
            [{"id": "x"},
             {"id": "a", "parentID": "c"},
             {"id": "b", "parentID": "a"},
             {"id": "c", "parentID": "b"},
             {"id": "d", "parentID": "b"}]
            """
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(thread?.commentCount, 5)
        // The walk starts at a (first in input), goes a → c → b → a: a is where the cycle
        // closes, so a loses its parent.
        XCTAssertEqual(Fixture.shape(thread), [["x"], ["a", "b", "c", "d"]])
        DiagnosticAssertions.assertDiagnostic(
            diagnostics, .warning, file: "t.json", path: "[1]", at: "{\"id\": \"a\"", in: json,
            mentions: ["\"a\"", "cycle", "top-level"])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(thread?.topLevel.last?.replies.map(\.toUser), ["", "", ""])
    }

    func testTwoSeparateCyclesAreEachBroken() {
        let json =
            "[{\"id\": 1, \"parentID\": 2}, {\"id\": 2, \"parentID\": 1}, {\"id\": 3, \"parentID\": 4}, {\"id\": 4, \"parentID\": 3}]"
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(Fixture.shape(thread), [["1", "2"], ["3", "4"]])
        XCTAssertEqual(diagnostics.map(\.jsonPath), ["[0]", "[2]"])
        XCTAssertTrue(diagnostics.allSatisfy { $0.severity == .warning && $0.message.contains("cycle") })
    }

    func testDuplicateIdsAreBothKeptWithDistinctAnchors() {
        let json = """
            {"comments": [
              {"id": "d", "user": "first"},
              {"id": "d", "user": "second"},
              {"id": "r", "parentID": "d"},
              {"id": "d", "user": "third", "parentID": "d"}
            ]}
            """
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(thread?.commentCount, 4)
        XCTAssertEqual(thread?.topLevel.map(\.anchor), ["d", "d~2"])
        XCTAssertEqual(thread?.topLevel.first?.replies.map(\.anchor), ["r", "d~3"], "replies naming a repeated id go to the first")
        XCTAssertEqual(thread?.topLevel.first?.replies.map(\.toUser), ["first", "first"])
        DiagnosticAssertions.assertDiagnostic(
            diagnostics, .warning, file: "t.json", path: "comments[1]", at: "{\"id\": \"d\"",
            occurrence: 2, in: json, mentions: ["\"d\"", "twice", "#c-d~2"])
        DiagnosticAssertions.assertDiagnostic(
            diagnostics, .warning, file: "t.json", path: "comments[3]", at: "{\"id\": \"d\"",
            occurrence: 3, in: json, mentions: ["again", "#c-d~3"])
        XCTAssertEqual(diagnostics.count, 2)
    }

    func testDuplicateIdsInATreeKeepTheirOwnParents() {
        let json = "[{\"id\": 1, \"user\": \"u1\", \"replies\": [{\"id\": 9}]}, {\"id\": 1, \"user\": \"u2\", \"replies\": [{\"id\": 8}]}]"
        let (thread, _) = Fixture.fold(json)
        XCTAssertEqual(Fixture.shape(thread), [["1", "9"], ["1", "8"]])
        XCTAssertEqual(thread?.topLevel.last?.replies.first?.toUser, "u2")
        XCTAssertEqual(thread?.topLevel.last?.replies.first?.answeredAnchor, "1~2")
    }

    func testRepairWarningsInNDJSONNameTheFileLine() {
        let ndjson = """
            {"threadID": "t", "id": 1}
            {"threadID": "t", "id": 2, "parentID": 99}

            {"threadID": "t", "id": 1}
            """
        let archive = Fixture.load(["dump.ndjson": ndjson])
        let warnings = archive.diagnostics.sorted { $0.line < $1.line }
        XCTAssertEqual(warnings.map(\.line), [2, 4])
        XCTAssertEqual(warnings.map(\.column), [1, 1])
        XCTAssertEqual(warnings.map(\.jsonPath), ["line 2", "line 4"])
        XCTAssertEqual(warnings.map(\.file), ["dump.ndjson", "dump.ndjson"])
        XCTAssertTrue(warnings.first?.message.contains("\"99\"") ?? false)
    }
}
