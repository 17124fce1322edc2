import Foundation
import TestSupport
import XCTest

/// `--time-zone` and `"timeZone"`: every time in the zone asked for, the zone named on the
/// page, an unknown zone a usage error; `init` writes the machine's zone.
final class TimeZoneOptionTests: XCTestCase {
    private static let twoOffsets = """
        {"id": "t", "title": "T", "comments": [
          {"id": "1", "user": "A", "content": "x", "createdAt": "2024-05-01T09:30:00+08:00"},
          {"id": "2", "parentID": "1", "user": "B", "content": "y", "createdAt": "2024-05-01T09:10:00Z"}]}
        """

    /// A project holding `in/t.json` (`twoOffsets`), fresh for each test.
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder("tz", removedAfter: self)
        try project.write("in/t.json", Self.twoOffsets)
    }

    private func text(_ relative: String) throws -> String {
        try String(contentsOfFile: project.path(relative), encoding: .utf8)
    }

    func testFlagShowsEveryTimeInTheZoneAndNamesIt() throws {
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site"), "--time-zone", "Asia/Shanghai", "--locale", "en"])
        XCTAssertEqual(run.code, .ok, run.all)
        let page = try text("site/t/t.html")
        XCTAssertTrue(page.contains("<time datetime=\"2024-05-01T09:30:00+08:00\">May 1, 2024, 9:30 AM</time>"), page)
        XCTAssertTrue(page.contains("<time datetime=\"2024-05-01T17:10:00+08:00\">May 1, 2024, 5:10 PM</time>"), page)
        XCTAssertTrue(page.contains("<p class=\"time-zone\">Times in Asia/Shanghai (UTC+08:00)</p>"), page)
    }

    func testConfigKeyAndDefaultUTC() throws {
        try project.write(
            "threadfold.json", "{\"input\": \"in\", \"output\": \"site\", \"timeZone\": \"Europe/Berlin\", \"locale\": \"zh-Hans\"}")
        XCTAssertEqual(CLIRun(["build", "--config", project.path("threadfold.json")]).code, .ok)
        let berlin = try text("site/t/t.html")
        XCTAssertTrue(berlin.contains("datetime=\"2024-05-01T11:10:00+02:00\">2024-05-01 11:10<"), berlin)
        let run = CLIRun(["build", project.path("in"), "-o", project.path("utc"), "--locale", "zh-Hans"])
        XCTAssertEqual(run.code, .ok, run.all)
        let utc = try text("utc/t/t.html")
        XCTAssertTrue(utc.contains("datetime=\"2024-05-01T01:30:00Z\">2024-05-01 01:30<"), utc)
        XCTAssertTrue(utc.contains("<p class=\"time-zone\">时间均为 UTC</p>"), utc)
    }

    func testUnknownZoneIsAUsageErrorNamingIt() throws {
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site"), "--time-zone", "Asia/Beijing"])
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.contains("--time-zone: no time zone \"Asia/Beijing\""), run.err)
        try project.write("threadfold.json", "{\"input\": \"in\", \"timeZone\": \"CST\"}")
        let configured = CLIRun(["build", "--config", project.path("threadfold.json")])
        XCTAssertEqual(configured.code, .usage)
        XCTAssertTrue(configured.err.contains("threadfold.json: error: \"timeZone\": no time zone \"CST\""), configured.err)
        XCTAssertFalse(project.exists("site"), "nothing is written")
    }

    /// The machine's zone as `init` should find it, worked out here independently.
    private func machineZone() -> String {
        if let tz = ProcessInfo.processInfo.environment["TZ"], !tz.isEmpty { return tz }
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime")) ?? ""
        return link.components(separatedBy: "zoneinfo/").dropFirst().first ?? "UTC"
    }

    func testInitWritesTheMachinesZone() throws {
        XCTAssertEqual(CLIRun(["init", project.path("p")]).code, .ok)
        let data = try Data(contentsOf: URL(fileURLWithPath: project.path("p/threadfold.json")))
        let config = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(config["timeZone"] as? String, machineZone())
    }
}
