import TestSupport
import ThreadFoldCLI
import XCTest

/// Version, help texts, and usage errors that name the mistake and suggest the fix.
final class HelpAndUsageTests: XCTestCase {
    func testVersion() {
        let run = CLIRun(["--version"])
        XCTAssertEqual(run.code, .ok)
        XCTAssertEqual(run.out, "threadfold \(ThreadFoldCLI.version) (commit \(ThreadFoldCLI.commit))")
        XCTAssertFalse(ThreadFoldCLI.commit.isEmpty)
    }

    func testHelpListsEveryCommand() {
        let run = CLIRun(["help"])
        XCTAssertEqual(run.code, .ok)
        for command in ["build", "check", "init", "help"] {
            XCTAssertTrue(run.out.contains("  \(command) "), "help does not list \(command):\n\(run.out)")
        }
    }

    func testHelpBuildAndBuildHelpShowTheSameUsage() {
        let viaHelp = CLIRun(["help", "build"])
        let viaFlag = CLIRun(["build", "--help"])
        XCTAssertEqual(viaHelp.code, .ok)
        XCTAssertEqual(viaFlag.code, .ok)
        XCTAssertTrue(viaHelp.out.hasPrefix("usage: threadfold build"), viaHelp.out)
        XCTAssertTrue(viaHelp.out.contains("--output"))
        XCTAssertEqual(viaHelp.out, viaFlag.out)
    }

    func testNoArgumentsIsAUsageError() {
        let run = CLIRun([])
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.contains("usage: threadfold"), run.err)
    }

    func testUnknownFlagNamesItAndSuggestsTheNearest() {
        let run = CLIRun(["build", "--ouput", "/tmp/never-written", PackagePaths.examples])
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.contains("--ouput"), run.err)
        XCTAssertTrue(run.err.contains("did you mean --output"), run.err)
    }

    func testUnknownCommandSuggestsTheNearest() {
        let run = CLIRun(["biuld"])
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.contains("'biuld'"), run.err)
        XCTAssertTrue(run.err.contains("did you mean build"), run.err)
    }

    func testHelpForAnUnknownCommandSuggests() {
        let run = CLIRun(["help", "chek"])
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.contains("did you mean check"), run.err)
    }

    func testBadNumberIsAUsageError() {
        let run = CLIRun(["build", "--replies-shown", "two", PackagePaths.examples, "-o", "/tmp/never-written"])
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.contains("--replies-shown"), run.err)
    }
}
