import Foundation
import TestSupport
import XCTest

/// `threadfold theme eject`: bundled files copied to customise, named in the config, used
/// by the build, and a warning when the bundled original changes after the copy.
final class ThemeCommandTests: XCTestCase {
    /// A project as `init` makes it, in a temporary folder.
    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("theme", removedAfter: self)
        XCTAssertEqual(CLIRun(["init", folder.path("p")]).code, .ok)
        return folder
    }

    func testAnEjectedTemplateIsNamedInTheConfigAndUsedByTheBuild() throws {
        let folder = try project()
        let config = folder.path("p/threadfold.json")
        let eject = CLIRun(["theme", "eject", "comment", "style.css", "--config", config])
        XCTAssertEqual(eject.code, .ok, eject.all)
        XCTAssertTrue(folder.exists("p/Templates/comment.mustache") && folder.exists("p/Public/style.css"), eject.all)
        XCTAssertFalse(folder.exists("p/Templates/thread.mustache"), "only what was named is copied")
        let settings = try String(contentsOfFile: config, encoding: .utf8)
        XCTAssertTrue(settings.contains("\"templates\": \"Templates\"") && settings.contains("\"public\": \"Public\""), settings)
        // The customised template is the one the build renders.
        let template = try String(contentsOfFile: folder.path("p/Templates/comment.mustache"), encoding: .utf8)
        try folder.write("p/Templates/comment.mustache", "<!-- customised -->" + template)
        let build = CLIRun(["build", "--config", config])
        XCTAssertEqual(build.code, .ok, build.all)
        XCTAssertFalse(build.all.contains("warning"), "a fresh copy warns of nothing: \(build.all)")
        XCTAssertTrue(try String(contentsOfFile: folder.path("p/site/t/hello.html"), encoding: .utf8).contains("<!-- customised -->"))
    }

    func testABuildSaysWhenTheBundledOriginalChangedSinceTheCopy() throws {
        let folder = try project()
        let config = folder.path("p/threadfold.json")
        XCTAssertEqual(CLIRun(["theme", "eject", "comment.mustache", "--config", config]).code, .ok)
        // As if an older threadfold had made the copy: the recorded original differs.
        let record = folder.path("p/Templates/.threadfold-theme.json")
        let recorded = try String(contentsOfFile: record, encoding: .utf8)
        let old = try XCTUnwrap(recorded.range(of: #""comment.mustache" : "[0-9a-f]+""#, options: .regularExpression))
        try folder.write("p/Templates/.threadfold-theme.json", recorded.replacingCharacters(in: old, with: #""comment.mustache" : "0""#))
        let build = CLIRun(["build", "--config", config])
        XCTAssertEqual(build.code, .ok, build.all)
        XCTAssertTrue(build.err.contains("Templates/comment.mustache: warning:"), build.all)
        XCTAssertTrue(build.err.contains("theme eject --force comment.mustache"), "the warning says what to do: \(build.all)")
        XCTAssertEqual(CLIRun(["build", "--config", config, "--strict"]).code, .dataError, "a warning fails a strict build")
        // Taking the new one settles it.
        XCTAssertEqual(CLIRun(["theme", "eject", "--force", "comment", "--config", config]).code, .ok)
        let again = CLIRun(["build", "--config", config])
        XCTAssertFalse(again.all.contains("warning"), again.all)
    }

    func testEjectRefusesToOverwriteAndUnknownNames() throws {
        let folder = try project()
        let config = folder.path("p/threadfold.json")
        try folder.write("p/Templates/comment.mustache", "mine")
        let clash = CLIRun(["theme", "eject", "comment", "--config", config])
        XCTAssertEqual(clash.code, .buildFailed, clash.all)
        XCTAssertTrue(clash.err.contains("comment.mustache") && clash.err.contains("--force"), clash.err)
        XCTAssertEqual(try String(contentsOfFile: folder.path("p/Templates/comment.mustache"), encoding: .utf8), "mine")
        let unknown = CLIRun(["theme", "eject", "nope", "--config", config])
        XCTAssertEqual(unknown.code, .usage)
        XCTAssertTrue(unknown.err.contains("theme list"), unknown.err)
        XCTAssertEqual(CLIRun(["theme"]).code, .usage)
    }

    func testEjectWithoutNamesCopiesTheWholeThemeAndListNamesIt() throws {
        let folder = try project()
        let list = CLIRun(["theme", "list"])
        XCTAssertEqual(list.code, .ok)
        let bundled = list.out.split(separator: "\n").map(String.init)
        XCTAssertTrue(bundled.contains("Templates/thread.mustache") && bundled.contains("Public/style.css"), list.out)
        XCTAssertEqual(CLIRun(["theme", "eject", "--config", folder.path("p/threadfold.json")]).code, .ok)
        for path in bundled {
            let local = path.replacingOccurrences(of: "Templates/", with: "p/Templates/").replacingOccurrences(
                of: "Public/", with: "p/Public/")
            XCTAssertTrue(folder.exists(local), "\(path) copied")
        }
        XCTAssertEqual(CLIRun(["build", "--config", folder.path("p/threadfold.json")]).code, .ok)
    }
}
