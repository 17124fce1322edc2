import XCTest

@testable import ThreadFold

/// The accepted document shapes: a thread object (every field but `comments` optional) or a
/// bare array; flat rows, `replies` trees and both mixed; contentFormat inheritance.
final class ThreadShapeTests: XCTestCase {
    func testThreadObjectReadsEveryField() throws {
        let json = """
            {"id": "post-1", "title": "Hello", "url": "https://example.com/p/1", "category": "Notes",
             "contentFormat": "html", "comments": [{"id": "a", "user": "ann", "content": "<p>hi</p>"}]}
            """
        let decoded = Fixture.decode(json)
        XCTAssertEqual(decoded.diagnostics, [])
        let thread = try XCTUnwrap(decoded.threads.first)
        XCTAssertEqual(thread.id, "post-1")
        XCTAssertEqual(thread.slug, "post-1")
        XCTAssertEqual(thread.title, "Hello")
        XCTAssertEqual(thread.url, "https://example.com/p/1")
        XCTAssertEqual(thread.category, "Notes")
        XCTAssertEqual(thread.contentFormat, .html)
        XCTAssertEqual(thread.sourceFile, "t.json")
        XCTAssertEqual(thread.comments.map(\.contentFormat), [.html], "comments inherit the thread's format")
        XCTAssertEqual(thread.comments.first?.user, "ann")
        XCTAssertEqual(thread.comments.first?.content, "<p>hi</p>")
    }

    func testIdDefaultsToFileNameAndTitleToId() throws {
        let decoded = Fixture.decode("{\"comments\": []}", file: "posts/2024/My Post.json")
        let thread = try XCTUnwrap(decoded.threads.first)
        XCTAssertEqual(thread.id, "My Post")
        XCTAssertEqual(thread.title, "My Post")
        XCTAssertNil(thread.url)
        XCTAssertNil(thread.category)
        XCTAssertEqual(thread.contentFormat, .markdown)
    }

    func testTitleDefaultsToGivenIdAndEmptyTitleCountsAsMissing() throws {
        let decoded = Fixture.decode("{\"id\": 42, \"title\": \"\", \"comments\": []}", file: "x.json")
        let thread = try XCTUnwrap(decoded.threads.first)
        XCTAssertEqual(thread.id, "42")
        XCTAssertEqual(thread.title, "42")
    }

    func testThreadFieldsOfTheWrongKindAreErrorsWithTheirPaths() throws {
        let json = "{\"id\": {\"x\": 1},\n \"title\": [\"t\"], \"category\": true, \"contentFormat\": \"pdf\", \"comments\": []}"
        let decoded = Fixture.decode(json, file: "meta.json")
        for (path, snippet) in [("id", "{\"x\""), ("title", "[\"t\"]"), ("category", "true"), ("contentFormat", "\"pdf\"")] {
            DiagnosticAssertions.assertDiagnostic(
                decoded.diagnostics, .error, file: "meta.json", path: path, at: snippet, in: json, mentions: [])
        }
        let thread = try XCTUnwrap(decoded.threads.first, "the thread is still read")
        XCTAssertEqual(thread.id, "meta")
        XCTAssertEqual(thread.contentFormat, .markdown)
    }

    func testBareArrayIsOneThreadNamedAfterTheFile() {
        let decoded = Fixture.decode("[{\"id\": 1}, {\"id\": 2, \"parentID\": 1}]", file: "a/b/talk.json")
        XCTAssertEqual(decoded.diagnostics, [])
        XCTAssertEqual(decoded.threads.map(\.id), ["talk"])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.id), ["1", "2"])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.parent), [.none, .id("1")])
    }

    func testUnknownFieldsAreIgnoredEverywhere() {
        let json = """
            {"version": 3, "comments": [{"id": "a", "email": "x@y", "reactions": [1, {"deep": null}], "replies": [
              {"id": "b", "ip": "1.2.3.4", "flag": true}]}], "extra": {"nested": [[]]}}
            """
        let decoded = Fixture.decode(json)
        XCTAssertEqual(decoded.diagnostics, [])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.id), ["a", "b"])
    }

    func testCommentFormatOverridesThreadFormatCaseInsensitively() {
        let json = Fixture.thread(
            [
                "{\"id\": 1}", "{\"id\": 2, \"contentFormat\": \"HTML\"}", "{\"id\": 3, \"contentFormat\": \"text\"}",
                "{\"id\": 4, \"contentFormat\": null}",
            ], extra: "\"contentFormat\": \"text\"")
        let decoded = Fixture.decode(json)
        XCTAssertEqual(decoded.diagnostics, [])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.contentFormat), [.text, .html, .text, .text])
    }

    func testUnknownContentFormatIsAnErrorAndFallsBackToTheThreads() {
        let json = Fixture.thread(["{\"id\": 1}", "{\"id\": 2, \"contentFormat\": \"rst\"}"], extra: "\"contentFormat\": \"html\"")
        let decoded = Fixture.decode(json)
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "comments[1].contentFormat",
            at: "\"rst\"", in: json, mentions: ["\"markdown\"", "\"html\"", "\"text\"", "\"rst\""])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.contentFormat), [.html, .html])
    }

    func testThreadObjectWithoutCommentsIsAnError() {
        let json = "\n  {\"id\": \"x\"}"
        let decoded = Fixture.decode(json)
        XCTAssertTrue(decoded.threads.isEmpty)
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "", at: "{", in: json,
            mentions: ["no \"comments\" array"])
    }

    func testCommentsThatAreNotAnArrayAreAnError() {
        let json = "{\"id\": \"x\",\n \"comments\": {\"id\": 1}}"
        let decoded = Fixture.decode(json)
        XCTAssertTrue(decoded.threads.isEmpty)
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "comments", at: "{\"id\": 1}",
            in: json, mentions: ["must be an array", "an object"])
    }

    func testScalarDocumentIsAnError() {
        let decoded = Fixture.decode("  \"just text\"")
        XCTAssertTrue(decoded.threads.isEmpty)
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "t.json", path: "", at: "\"just", in: "  \"just text\"",
            mentions: ["expected a thread object", "the string \"just text\""])
    }

    func testTreeFormIsReadInPreOrderWithIndexParents() throws {
        let json = """
            {"comments": [
              {"id": "a", "replies": [{"id": "b", "replies": [{"id": "c"}]}, {"id": "d"}]},
              {"id": "e", "replies": []}
            ]}
            """
        let decoded = Fixture.decode(json)
        XCTAssertEqual(decoded.diagnostics, [])
        let comments = try XCTUnwrap(decoded.threads.first?.comments)
        XCTAssertEqual(comments.map(\.id), ["a", "b", "c", "d", "e"])
        XCTAssertEqual(comments.map(\.parent), [.none, .index(0), .index(1), .index(0), .none])
        XCTAssertEqual(
            comments.map(\.jsonPath),
            ["comments[0]", "comments[0].replies[0]", "comments[0].replies[0].replies[0]", "comments[0].replies[1]", "comments[1]"])
    }

    func testParentIDInsideRepliesIsIgnoredInFavourOfTheTree() {
        let json = "[{\"id\": \"a\"}, {\"id\": \"b\", \"replies\": [{\"id\": \"c\", \"parentID\": \"a\"}]}]"
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(Fixture.shape(thread), [["a"], ["b", "c"]])
    }

    func testFlatAndTreeFormsMix() {
        let json = """
            [{"id": 1, "replies": [{"id": 2, "replies": [{"id": 3}]}]},
             {"id": 4, "parentID": 3, "user": "dee"},
             {"id": 5, "parentID": "4"}]
            """
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(Fixture.shape(thread), [["1", "2", "3", "4", "5"]])
        XCTAssertEqual(thread?.topLevel.first?.replies.last?.toUser, "dee")
    }
}
