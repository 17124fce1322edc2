import TestSupport
import XCTest

/// Bundled defaults, then threadfold.json, then flags; an unknown config key is a usage
/// error that names it and suggests the nearest known key.
final class ConfigPrecedenceTests: XCTestCase {
    private func indexTitle(_ project: TemporaryFolder, _ site: String) throws -> String? {
        let html = try String(contentsOfFile: project.path(site + "/index.html"), encoding: .utf8)
        guard let start = html.range(of: "<h1 class=\"page-title\">"),
            let end = html.range(of: "</h1>", range: start.upperBound..<html.endIndex)
        else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    func testConfigFileValueIsUsed() throws {
        let project = try TemporaryFolder("config-file")
        defer { project.remove() }
        try project.write("in/hello.json", SmallThread.json)
        try project.write("settings.json", #"{"title": "From config", "input": "in", "output": "out"}"#)
        let run = CLIRun(["build", "--config", project.path("settings.json")])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertEqual(try indexTitle(project, "out"), "From config", "input/output/title come from --config FILE, relative to it")
    }

    func testFlagOverridesConfigFile() throws {
        let project = try TemporaryFolder("config-flag")
        defer { project.remove() }
        try project.write("in/hello.json", SmallThread.json)
        try project.write("settings.json", #"{"title": "From config", "input": "in", "output": "out"}"#)
        let run = CLIRun(["build", "-c", project.path("settings.json"), "--title", "From flag", "-o", project.path("flagged")])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertEqual(try indexTitle(project, "flagged"), "From flag")
        XCTAssertFalse(project.exists("out"), "-o overrides the config's output")
    }

    func testConfigInTheOneInputFolderIsFound() throws {
        let project = try TemporaryFolder("config-implicit")
        defer { project.remove() }
        try project.write("in/hello.json", SmallThread.json)
        try project.write("in/threadfold.json", #"{"title": "Beside the input"}"#)
        let run = CLIRun(["build", project.path("in"), "-o", project.path("site")])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertEqual(try indexTitle(project, "site"), "Beside the input")
    }

    func testUnknownConfigKeyIsNamedWithASuggestion() throws {
        let project = try TemporaryFolder("config-unknown")
        defer { project.remove() }
        try project.write("in/hello.json", SmallThread.json)
        try project.write("settings.json", #"{"titel": "Typo", "input": "in", "output": "out"}"#)
        let run = CLIRun(["build", "--config", project.path("settings.json")])
        XCTAssertEqual(run.code, .usage, run.all)
        XCTAssertTrue(run.err.contains("\"titel\""), run.err)
        XCTAssertTrue(run.err.contains("did you mean \"title\""), run.err)
        XCTAssertTrue(run.err.contains("settings.json"), "the message names the file: \(run.err)")
        XCTAssertFalse(project.exists("out"), "nothing is built after a usage error")
    }
}
