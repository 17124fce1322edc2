import XCTest

@testable import ThreadFold

/// Per-comment fields: ids, parentID spellings, text fields, times, replies; every problem
/// is a diagnostic with the file, the JSON path and the exact place of the value.
final class CommentFieldTests: XCTestCase {
    func testEveryTopLevelParentSpelling() {
        let json = Fixture.thread([
            "{\"id\": 1}", "{\"id\": 2, \"parentID\": null}", "{\"id\": 3, \"parentID\": \"\"}",
            "{\"id\": 4, \"parentID\": 0}", "{\"id\": 5, \"parentID\": \"0\"}", "{\"id\": 6, \"parentID\": 1}",
        ])
        let decoded = Fixture.decode(json)
        XCTAssertEqual(decoded.diagnostics, [])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.parent), [.none, .none, .none, .none, .none, .id("1")])
    }

    func testIntegerAndStringIdsAreTheSameId() {
        let json = Fixture.thread([
            "{\"id\": 12, \"user\": \"ann\"}", "{\"id\": \"13\", \"user\": \"bob\", \"parentID\": \"12\"}",
            "{\"id\": 14, \"parentID\": 13}",
        ])
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(Fixture.shape(thread), [["12", "13", "14"]])
        XCTAssertEqual(thread?.topLevel.first?.replies.map(\.toUser), ["ann", "bob"])
    }

    func testIntegerIdsBeyond64BitsAreKeptAsWritten() {
        let json = "[{\"id\": 123456789012345678901234567890}, {\"id\": 2, \"parentID\": \"123456789012345678901234567890\"}]"
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(Fixture.shape(thread), [["123456789012345678901234567890", "2"]])
    }

    func testIntegerIdsAreTheirExactDigitsAtAnySize() {
        // 2^53 + 1 and 2^53 are one Double; as ids they stay two. Past 64 bits both ways.
        let json = Fixture.thread([
            "{\"id\": 9007199254740993, \"user\": \"odd\"}", "{\"id\": 9007199254740992, \"user\": \"even\"}",
            "{\"id\": -9223372036854775809, \"user\": \"low\"}", "{\"id\": 18446744073709551617, \"user\": \"high\"}",
            "{\"id\": 1, \"parentID\": 9007199254740993}", "{\"id\": 2, \"parentID\": -9223372036854775809}",
            "{\"id\": 3, \"parentID\": \"18446744073709551617\"}", "{\"id\": -0, \"parentID\": 9007199254740992}",
        ])
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(diagnostics, [], "no error and no warning for integer ids of any size")
        XCTAssertEqual(
            Fixture.shape(thread),
            [
                ["9007199254740993", "1"], ["9007199254740992", "0"],
                ["-9223372036854775809", "2"], ["18446744073709551617", "3"],
            ])
        XCTAssertEqual(thread?.topLevel.flatMap(\.replies).map(\.toUser), ["odd", "even", "low", "high"])
    }

    func testFractionalIdIsAnErrorAndTheCommentIsKeptUnderAGeneratedId() {
        let json = Fixture.thread(["{\"id\": \"a\"}", "{\"id\": 1.5, \"user\": \"x\"}"])
        let (thread, diagnostics) = Fixture.fold(json)
        DiagnosticAssertions.assertDiagnostic(
            diagnostics, .error, file: "t.json", path: "comments[1].id", at: "1.5", in: json,
            mentions: ["string or an integer", "1.5"])
        DiagnosticAssertions.assertDiagnostic(
            diagnostics, .warning, file: "t.json", path: "comments[1]", at: "{\"id\": 1.5",
            in: json, mentions: ["id that cannot be used", "generated id"])
        XCTAssertFalse(diagnostics.contains { $0.message.contains("empty or null") }, "the id was neither empty nor null")
        XCTAssertEqual(Fixture.shape(thread), [["a"], ["missing-id-2"]])
    }

    func testMissingIdIsAWarningAndGetsAGeneratedId() {
        let json = "[{\"id\": \"a\"},\n {\"user\": \"nobody\"}]"
        let (thread, diagnostics) = Fixture.fold(json)
        DiagnosticAssertions.assertDiagnostic(
            diagnostics, .warning, file: "t.json", path: "[1]", at: "{\"user\"", in: json,
            mentions: ["no id", "generated id"])
        XCTAssertEqual(thread?.topLevel.map(\.anchor), ["a", "missing-id-2"])
    }

    func testIdOfTheWrongKindIsAnError() {
        let json = Fixture.thread(["{\"id\": [1]}", "{\"id\": true}"])
        let decoded = Fixture.decode(json)
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "comments[0].id", at: "[1]",
            in: json, mentions: ["an array"])
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "comments[1].id", at: "true",
            in: json, mentions: ["true"])
        XCTAssertEqual(decoded.threads.first?.comments.count, 2, "comments with bad ids are still kept")
    }

    func testParentIDOfTheWrongKindIsAnErrorAndLeavesTheCommentTopLevel() {
        let json = Fixture.thread(["{\"id\": 1}", "{\"id\": 2,\n \"parentID\": {\"id\": 1}}"])
        let (thread, diagnostics) = Fixture.fold(json)
        DiagnosticAssertions.assertDiagnostic(
            diagnostics, .error, file: "t.json", path: "comments[1].parentID", at: "{\"id\": 1}}",
            in: json, mentions: ["an object"])
        XCTAssertEqual(Fixture.shape(thread), [["1"], ["2"]])
    }

    func testTextFieldOfTheWrongKindIsAnError() {
        let json = Fixture.thread(["{\"id\": 1, \"user\": {\"name\": \"ann\"}, \"content\": [\"x\"], \"toUser\": false}"])
        let decoded = Fixture.decode(json)
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "comments[0].user",
            at: "{\"name\"", in: json, mentions: ["expected a string", "an object"])
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "comments[0].content",
            at: "[\"x\"]", in: json, mentions: ["expected a string", "an array"])
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "comments[0].toUser",
            at: "false", in: json, mentions: ["expected a string", "false"])
        XCTAssertEqual(decoded.threads.first?.comments.first?.user, "")
        XCTAssertNil(decoded.threads.first?.comments.first?.toUser)
    }

    func testNumericUserNamesAreKeptAsWritten() {
        let decoded = Fixture.decode("[{\"id\": 1, \"user\": 1024, \"toUser\": 7.50}]")
        XCTAssertEqual(decoded.diagnostics, [])
        XCTAssertEqual(decoded.threads.first?.comments.first?.user, "1024")
        XCTAssertEqual(decoded.threads.first?.comments.first?.toUser, "7.50")
    }

    func testEscapedStringsAreDecoded() {
        let decoded = Fixture.decode("[{\"id\": \"q\\u00e9\", \"content\": \"a\\n\\\"b\\\" \\ud83d\\ude00 \\/\", \"user\": \"\\ud800x\"}]")
        // Only the lone surrogate in `user` is worth a word; the pair in `content` is fine.
        XCTAssertEqual(decoded.diagnostics.map(\.jsonPath), ["[0].user"])
        XCTAssertTrue(decoded.diagnostics.first?.message.contains("surrogate") == true)
        let comment = decoded.threads.first?.comments.first
        XCTAssertEqual(comment?.id, "q\u{e9}")
        XCTAssertEqual(comment?.content, "a\n\"b\" \u{1F600} /")
        XCTAssertEqual(comment?.user, "\u{FFFD}x", "a lone surrogate becomes U+FFFD")
    }

    func testInvalidUTF8IsRepairedWithAWarning() {
        let bytes = Array("[{\"id\": 1, \"user\": \"b".utf8) + [0xFF] + Array("d\"}]".utf8)
        let decoded = InputDecoder.decodeJSON(bytes, file: "t.json")
        XCTAssertEqual(decoded.threads.first?.comments.first?.user, "b\u{FFFD}d")
        XCTAssertEqual(decoded.diagnostics.map(\.jsonPath), ["[0].user"])
        XCTAssertEqual(decoded.diagnostics.first.map { [$0.line, $0.column] }, [1, 20])
        XCTAssertEqual(decoded.diagnostics.first?.message.contains("not valid UTF-8"), true)
    }

    func testNULCharactersAreRemovedWithAWarning() {
        let json = "[{\"id\": 1, \"content\": \"a\\u0000b\"}]"
        let decoded = Fixture.decode(json)
        XCTAssertEqual(decoded.threads.first?.comments.first?.content, "ab")
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .warning, file: "t.json", path: "[0].content", at: "\"a\\u",
            in: json, mentions: ["NUL"])
    }

    func testCreatedAtSpellings() throws {
        let json = Fixture.thread([
            "{\"id\": 1, \"createdAt\": \"2024-07-18T10:14:54Z\"}", "{\"id\": 2, \"createdAt\": \"2024-07-18T18:14:54.250+08:00\"}",
            "{\"id\": 3, \"createdAt\": 1721297694}", "{\"id\": 4, \"createdAt\": null}", "{\"id\": 5, \"createdAt\": \"\"}",
        ])
        let decoded = Fixture.decode(json)
        XCTAssertEqual(decoded.diagnostics, [])
        let times = try XCTUnwrap(decoded.threads.first?.comments.map(\.createdAt))
        XCTAssertEqual(times[0]?.instant, 1_721_297_694)
        XCTAssertEqual(times[1]?.instant, 1_721_297_694.25)
        XCTAssertEqual(times[1]?.utcOffsetMinutes, 480)
        XCTAssertEqual(times[2]?.instant, 1_721_297_694)
        XCTAssertNil(times[3])
        XCTAssertNil(times[4])
    }

    func testUnreadableCreatedAtIsAWarningAndTheCommentKeepsNoTime() {
        let json = Fixture.thread([
            "{\"id\": 1,\n  \"createdAt\": \"yesterday\"}", "{\"id\": 2, \"createdAt\": \"2023-02-30T00:00:00Z\"}",
            "{\"id\": 3, \"createdAt\": true}",
        ])
        let decoded = Fixture.decode(json)
        XCTAssertEqual(decoded.threads.first?.comments.map(\.createdAt), [nil, nil, nil])
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .warning, file: "t.json", path: "comments[0].createdAt",
            at: "\"yesterday\"", in: json, mentions: ["\"yesterday\"", "ISO 8601", "kept without a time"])
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .warning, file: "t.json", path: "comments[1].createdAt",
            at: "\"2023-02-30", in: json, mentions: ["2023-02-30"])
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .warning, file: "t.json", path: "comments[2].createdAt",
            at: "true", in: json, mentions: ["epoch seconds"])
    }

    func testRepliesThatAreNotAnArrayAreAnError() {
        let json = "[{\"id\": 1, \"replies\": {\"id\": 2}}]"
        let decoded = Fixture.decode(json)
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "[0].replies", at: "{\"id\": 2}",
            in: json, mentions: ["replies must be an array"])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.id), ["1"])
    }

    func testNonObjectCommentIsAnErrorAndTheOthersAreRead() {
        let json = "{\"comments\": [{\"id\": 1}, \"oops\", {\"id\": 3}]}"
        let decoded = Fixture.decode(json)
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "comments[1]", at: "\"oops\"",
            in: json, mentions: ["expected a comment object", "\"oops\""])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.id), ["1", "3"])
    }

    func testErrorDeepInATreeNamesTheFullPathAndPlace() {
        let json = """
            {"comments": [
              {"id": "a", "replies": [
                {"id": "b"},
                {"id": "c", "replies": [
                  {"id": {"bad": 1}}
                ]}
              ]}
            ]}
            """
        let decoded = Fixture.decode(json)
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "comments[0].replies[1].replies[0].id",
            at: "{\"bad\"", in: json, mentions: ["an id must be"])
        XCTAssertEqual(
            decoded.diagnostics.first?.description.hasPrefix("t.json:5:14: error: "), true, decoded.diagnostics.first?.description ?? "")
        XCTAssertEqual(decoded.diagnostics.first?.description.hasSuffix("(at comments[0].replies[1].replies[0].id)"), true)
    }
}
