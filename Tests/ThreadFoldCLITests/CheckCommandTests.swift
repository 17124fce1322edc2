import TestSupport
import XCTest

/// `threadfold check`: 0 when the data is fine, 65 on errors (or warnings with --strict).
final class CheckCommandTests: XCTestCase {
    func testCleanInputPasses() throws {
        let project = try TemporaryFolder("check-ok")
        defer { project.remove() }
        try project.write("in/hello.json", SmallThread.json)
        let run = CLIRun(["check", project.path("in")])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertTrue(run.out.hasPrefix("Checked 1 thread, 3 comments (1 top-level, 2 replies)"), run.out)
        XCTAssertTrue(run.out.hasSuffix("0 errors, 0 warnings"), run.out)
        XCTAssertTrue(run.err.contains("no \"baseURL\" in the config: pages get no canonical link, og:url"), run.err)
        try project.write("threadfold.json", #"{"baseURL": "https://example.com/"}"#)
        let withBase = CLIRun(["check", "--config", project.path("threadfold.json"), project.path("in")])
        XCTAssertEqual(withBase.code, .ok, withBase.all)
        XCTAssertFalse(withBase.err.contains("baseURL"), "nothing is lost with a base URL: \(withBase.err)")
    }

    func testBrokenJSONIsADataErrorWithItsPlace() throws {
        let project = try TemporaryFolder("check-broken")
        defer { project.remove() }
        try project.write("in/broken.json", "{\"comments\": [\n  {\"id\": 1,, \"user\": \"A\"}\n]}\n")
        let run = CLIRun(["check", project.path("in")])
        XCTAssertEqual(run.code, .dataError, run.all)
        XCTAssertTrue(run.err.contains("broken.json:2:"), "the error names file and line: \(run.err)")
        XCTAssertNotNil(run.err.range(of: #"broken\.json:2:\d+: error"#, options: .regularExpression), run.err)
    }

    func testWarningsPassUnlessStrict() throws {
        let project = try TemporaryFolder("check-strict")
        defer { project.remove() }
        // An orphan: a warning, the comment is kept as top-level.
        try project.write(
            "in/orphan.json",
            #"{"comments": [{"id": 1, "user": "A", "content": "x"}, {"id": 2, "parentID": 99, "user": "B", "content": "y"}]}"#)
        let lenient = CLIRun(["check", project.path("in")])
        XCTAssertEqual(lenient.code, .ok, lenient.all)
        XCTAssertTrue(lenient.err.contains("warning"), lenient.err)
        let strict = CLIRun(["check", "--strict", project.path("in")])
        XCTAssertEqual(strict.code, .dataError, strict.all)
        XCTAssertTrue(strict.err.contains("error"), "--strict shows warnings as errors: \(strict.err)")
    }

    func testCheckWithoutInputIsAUsageError() {
        XCTAssertEqual(CLIRun(["check"]).code, .usage)
    }
}
