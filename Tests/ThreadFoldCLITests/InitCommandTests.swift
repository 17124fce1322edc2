import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// `threadfold init DIR` makes a project that builds as it is, and never overwrites.
final class InitCommandTests: XCTestCase {
    func testInitThenBuildWritesTheSite() throws {
        let project = try TemporaryFolder("init")
        defer { project.remove() }
        let created = CLIRun(["init", project.path("blog")])
        XCTAssertEqual(created.code, .ok, created.all)
        for file in ["threadfold.json", "comments/hello.json"] {
            XCTAssertTrue(project.exists("blog/" + file), "init did not write \(file)")
        }
        // The bundled theme is used, not copied: the project gets its fixes (`theme eject` copies).
        XCTAssertFalse(project.exists("blog/Templates"), "init copies no template")
        XCTAssertFalse(project.exists("blog/Public"), "init copies no public file")
        XCTAssertTrue(created.out.contains("theme eject"), "init says how to customise: \(created.out)")
        let built = CLIRun(["build", "--config", project.path("blog/threadfold.json")])
        XCTAssertEqual(built.code, .ok, built.all)
        XCTAssertTrue(project.exists("blog/site/index.html"), "the starter project builds into DIR/site")
        XCTAssertTrue(project.exists("blog/site/t/hello.html"))
    }

    func testSummaryLineFormat() throws {
        let project = try TemporaryFolder("summary")
        defer { project.remove() }
        try project.write("in/hello.json", SmallThread.json)
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site")])
        XCTAssertEqual(run.code, .ok, run.all)
        let pattern =
            #"^Built 1 thread \(3 comments, \d+ pages?\) into "# + NSRegularExpression.escapedPattern(for: project.path("site") + "/")
            + #" in \d+( ms|\.\d\d s)$"#
        XCTAssertNotNil(run.out.range(of: pattern, options: .regularExpression), "summary line: \(run.out)")
        // One thread of one page: the summary counts thread pages.
        XCTAssertTrue(run.out.contains("(3 comments, 1 page)"), "summary line: \(run.out)")
    }

    func testInitRefusesToOverwrite() throws {
        let project = try TemporaryFolder("init-twice")
        defer { project.remove() }
        XCTAssertEqual(CLIRun(["init", project.path("p")]).code, .ok)
        try project.write("p/threadfold.json", "{\"title\": \"mine\"}")
        let again = CLIRun(["init", project.path("p")])
        XCTAssertNotEqual(again.code, .ok)
        XCTAssertTrue(again.err.contains("threadfold.json"), "the refusal names the clashing files: \(again.err)")
        XCTAssertEqual(try String(contentsOfFile: project.path("p/threadfold.json"), encoding: .utf8), "{\"title\": \"mine\"}")
    }

    /// Every reply of the example thread is written after the comment it answers.
    func testTheExampleThreadsRepliesComeAfterTheirParents() throws {
        let project = try TemporaryFolder("init-times", removedAfter: self)
        XCTAssertEqual(CLIRun(["init", project.path("p")]).code, .ok)
        let data = try Data(contentsOf: URL(fileURLWithPath: project.path("p/comments/hello.json")))
        let thread = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let comments = try XCTUnwrap(thread["comments"] as? [[String: String]])
        var times: [String: Double] = [:]
        for comment in comments {
            let id = try XCTUnwrap(comment["id"])
            let time = try XCTUnwrap(Timestamp(parsing: try XCTUnwrap(comment["createdAt"]))).instant
            times[id] = time
            if let parent = comment["parentID"] {
                let parentTime = try XCTUnwrap(times[parent], "a parent comes first in the file")
                XCTAssertGreaterThan(time, parentTime, "reply \(id) is timestamped after its parent \(parent)")
            }
        }
        XCTAssertEqual(times.count, comments.count)
    }
}
