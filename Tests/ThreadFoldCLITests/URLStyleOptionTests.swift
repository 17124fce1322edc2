import TestSupport
import XCTest

/// `"urls"` in threadfold.json and `--urls` on build, watch and serve: files by default,
/// folders on request, the flag over the config, and a clear usage error for anything else.
final class URLStyleOptionTests: XCTestCase {
    private var project: TemporaryFolder?

    override func tearDown() {
        project?.remove()
        super.tearDown()
    }

    /// A project with one thread (`hello`) in `in/` and, if given, `settings.json`.
    private func makeProject(config: String? = nil) throws -> TemporaryFolder {
        let project = try TemporaryFolder("urls")
        self.project = project
        try project.write("in/hello.json", SmallThread.json)
        if let config { try project.write("settings.json", config) }
        return project
    }

    private func build(_ project: TemporaryFolder, _ options: [String]) -> CLIRun {
        CLIRun(["build", project.path("in"), "-o", project.path("site")] + options)
    }

    func testFilesIsTheDefault() throws {
        let project = try makeProject()
        let run = build(project, [])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertTrue(project.exists("site/t/hello.html"))
        XCTAssertFalse(project.exists("site/t/hello"), "no folder per thread")
    }

    func testFlagChoosesFolders() throws {
        let project = try makeProject()
        let run = build(project, ["--urls", "folders"])
        XCTAssertEqual(run.code, .ok, run.all)
        XCTAssertTrue(project.exists("site/t/hello/index.html"))
        XCTAssertFalse(project.exists("site/t/hello.html"))
    }

    func testConfigKeyChoosesFoldersAndTheFlagOverridesIt() throws {
        let project = try makeProject(config: #"{"urls": "folders"}"#)
        let fromConfig = build(project, ["-c", project.path("settings.json")])
        XCTAssertEqual(fromConfig.code, .ok, fromConfig.all)
        XCTAssertTrue(project.exists("site/t/hello/index.html"))
        let overridden = build(project, ["-c", project.path("settings.json"), "--urls=files"])
        XCTAssertEqual(overridden.code, .ok, overridden.all)
        XCTAssertTrue(project.exists("site/t/hello.html"))
        XCTAssertFalse(project.exists("site/t/hello"), "the rebuilt site replaced the folder layout")
    }

    func testUnknownConfigValueIsAUsageErrorNamingTheChoices() throws {
        let project = try makeProject(config: #"{"urls": "pretty"}"#)
        let run = build(project, ["-c", project.path("settings.json")])
        XCTAssertEqual(run.code, .usage, run.all)
        XCTAssertTrue(run.err.contains("settings.json"), run.err)
        XCTAssertTrue(run.err.contains(#""urls" must be one of "files", "folders""#), run.err)
        XCTAssertFalse(project.exists("site"), "nothing is built after a usage error")
    }

    func testUnknownFlagValueIsAUsageErrorOnEveryBuildingCommand() throws {
        let project = try makeProject()
        for command in ["build", "watch", "serve"] {
            let run = CLIRun([command, project.path("in"), "-o", project.path("site"), "--urls", "pretty"])
            XCTAssertEqual(run.code, .usage, "\(command): \(run.all)")
            XCTAssertTrue(run.err.contains("--urls must be one of files, folders, not 'pretty'"), "\(command): \(run.err)")
        }
        XCTAssertFalse(project.exists("site"))
    }

    func testHelpOfEveryBuildingCommandListsTheFlag() {
        for command in ["build", "watch", "serve"] {
            let run = CLIRun([command, "--help"])
            XCTAssertEqual(run.code, .ok)
            XCTAssertTrue(run.out.contains("--urls files|folders"), "\(command) --help:\n\(run.out)")
        }
    }
}
