import XCTest

@testable import ThreadFold

/// Site dumps: `{"comments": [...]}`, bare arrays and NDJSON whose rows carry `threadID`
/// are split into threads in first-seen order, with safe slugs.
final class SiteDumpTests: XCTestCase {
    func testJSONDumpIsSplitByThreadIDInFirstSeenOrder() throws {
        let json = Fixture.thread(
            [
                "{\"threadID\": \"https://blog.example/b?x=1\", \"id\": 1}", "{\"threadID\": \"a\", \"id\": 2}",
                "{\"threadID\": \"https://blog.example/b?x=1\", \"id\": 3, \"parentID\": 1}", "{\"threadID\": 7, \"id\": 4}",
            ], extra: "\"contentFormat\": \"html\"")
        let decoded = Fixture.decode(json, file: "dump.json")
        XCTAssertEqual(decoded.diagnostics, [])
        XCTAssertEqual(decoded.threads.map(\.id), ["https://blog.example/b?x=1", "a", "7"])
        XCTAssertEqual(decoded.threads.map { $0.comments.map(\.id) }, [["1", "3"], ["2"], ["4"]])
        let first = try XCTUnwrap(decoded.threads.first)
        XCTAssertEqual(first.url, "https://blog.example/b?x=1", "a web-address id is also the thread's link")
        XCTAssertEqual(first.title, first.id)
        XCTAssertEqual(first.slug, ThreadSlug.make(first.id))
        XCTAssertTrue(first.slug.hasPrefix("blog-example-b-x-1-"), first.slug)
        XCTAssertNil(decoded.threads[1].url)
        XCTAssertEqual(decoded.threads.flatMap { $0.comments.map(\.contentFormat) }, [.html, .html, .html, .html])
        XCTAssertEqual(decoded.threads.map(\.sourceFile), ["dump.json", "dump.json", "dump.json"])
    }

    func testBareArrayWithThreadIDsIsADump() {
        let decoded = Fixture.decode("[{\"threadID\": \"p\", \"id\": 1}, {\"threadID\": \"q\", \"id\": 1}]")
        XCTAssertEqual(decoded.threads.map(\.id), ["p", "q"])
    }

    func testThreadObjectNamingItselfIsNotADump() {
        let decoded = Fixture.decode(
            "{\"id\": \"one\", \"comments\": [{\"threadID\": \"p\", \"id\": 1}, {\"threadID\": \"q\", \"id\": 2}]}")
        XCTAssertEqual(decoded.threads.map(\.id), ["one"])
        XCTAssertEqual(decoded.threads.first?.comments.count, 2)
    }

    func testDumpRowsMayCarryReplyTrees() {
        let json =
            "{\"comments\": [{\"threadID\": \"p\", \"id\": 1}, {\"threadID\": \"q\", \"id\": 2, \"replies\": [{\"id\": 3}]},"
            + " {\"threadID\": \"q\", \"id\": 4, \"replies\": [{\"id\": 5, \"replies\": [{\"id\": 6}]}]}]}"
        let archive = Fixture.load(["d.json": json])
        XCTAssertEqual(archive.diagnostics, [])
        XCTAssertEqual(archive.threads.map { Fixture.shape($0) }, [[["1"]], [["2", "3"], ["4", "5", "6"]]])
    }

    func testRowWithoutThreadIDGoesToTheFilesThreadWithAWarning() {
        let json = "{\"comments\": [{\"threadID\": \"p\", \"id\": 1},\n {\"id\": 2}]}"
        let decoded = Fixture.decode(json, file: "site/all.json")
        XCTAssertEqual(decoded.threads.map(\.id), ["p", "all"])
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .warning, file: "site/all.json", path: "comments[1]",
            at: "{\"id\": 2}", in: json, mentions: ["no threadID", "named after the file"])
    }

    func testNDJSONIsSplitAndBrokenLinesAreErrorsThatSkipOnlyThemselves() {
        let ndjson =
            "{\"threadID\": \"t1\", \"id\": 1}\r\n\n  {\"threadID\": \"t2\", \"id\": 2\n{\"threadID\": \"t1\", \"id\": 3, \"parentID\": 1}\n"
        let decoded = InputDecoder.decodeNDJSON(Array(ndjson.utf8), file: "all.ndjson")
        XCTAssertEqual(decoded.threads.map(\.id), ["t1"])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.id), ["1", "3"])
        XCTAssertEqual(decoded.diagnostics.count, 1)
        let error = decoded.diagnostics.first
        XCTAssertEqual(error?.severity, .error)
        XCTAssertEqual(error?.file, "all.ndjson")
        XCTAssertEqual(error.map { [$0.line, $0.column] }, [3, 29], "\(String(describing: error))")
        XCTAssertTrue(error?.message.contains("not read") ?? false)
    }

    func testNDJSONShapeErrorsNameTheLineAndColumn() {
        let ndjson = "{\"threadID\": \"t\", \"id\": 1}\n{\"threadID\": \"t\", \"id\": 2, \"user\": [1]}\n"
        let decoded = InputDecoder.decodeNDJSON(Array(ndjson.utf8), file: "d.ndjson")
        XCTAssertEqual(decoded.diagnostics.map(\.jsonPath), ["line 2.user"])
        XCTAssertEqual(decoded.diagnostics.map { [$0.line, $0.column] }, [[2, 36]])
    }

    func testNDJSONRowWithoutThreadIDGoesToTheFilesThread() {
        let decoded = InputDecoder.decodeNDJSON(Array("{\"id\": 1}\n".utf8), file: "x/comments.ndjson")
        XCTAssertEqual(decoded.threads.map(\.id), ["comments"])
        XCTAssertEqual(decoded.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(decoded.diagnostics.first?.line, 1)
    }

    func testEmptyNDJSONIsAWarning() {
        let decoded = InputDecoder.decodeNDJSON([], file: "e.ndjson")
        XCTAssertTrue(decoded.threads.isEmpty)
        XCTAssertEqual(decoded.diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(decoded.diagnostics.first?.message.contains("empty") ?? false)
    }

    func testBlankOnlyNDJSONIsAWarningToo() {
        let decoded = InputDecoder.decodeNDJSON(Array("\n  \r\n\t\n".utf8), file: "blank.ndjson")
        XCTAssertTrue(decoded.threads.isEmpty)
        XCTAssertEqual(decoded.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(decoded.diagnostics.first?.file, "blank.ndjson")
    }

    func testNDJSONOffsetsAreFileOffsetsForFoldWarnings() {
        let ndjson = "{\"threadID\": \"t\", \"id\": 1}\n   {\"threadID\": \"t\", \"id\": 1}\n"
        let archive = Fixture.load(["d.ndjson": ndjson])
        XCTAssertEqual(archive.diagnostics.map { [$0.line, $0.column] }, [[2, 4]])
    }
}
