import Foundation
import TestSupport
import XCTest

/// Thread files and dumps compressed with gzip or zstd (as Pushshift's, with the long
/// window) build the same site as the files themselves; damaged ones name file and offset.
final class CompressedInputTests: XCTestCase {
    /// The example archive twice: as it is in `plain/`, and in `packed/` with every input
    /// compressed, `.gz` and `.zst` in turn.
    private func makeProject() throws -> TemporaryFolder {
        let project = try TemporaryFolder("compressed", removedAfter: self)
        for folder in ["plain", "packed"] {
            try FileManager.default.copyItem(atPath: PackagePaths.examples, toPath: project.path(folder))
        }
        let inputs = try FileManager.default.subpathsOfDirectory(atPath: project.path("packed")).sorted()
            .filter { ($0.hasSuffix(".json") || $0.hasSuffix(".ndjson")) && !$0.hasSuffix("threadfold.json") }
        XCTAssertTrue(inputs.contains("dump/site.ndjson"), "the example has an NDJSON dump")
        for (i, input) in inputs.enumerated() {
            let path = project.path("packed/" + input)
            try CompressedFiles.compress(path, with: i % 2 == 0 ? .zstd : .gzip)
            try FileManager.default.removeItem(atPath: path)
        }
        return project
    }

    private func build(_ project: TemporaryFolder, _ folder: String) -> CLIRun {
        CLIRun(["build", project.path(folder), "-c", project.path(folder + "/threadfold.json"), "-o", project.path(folder + "-site")])
    }

    func testCompressedInputsBuildTheSameSite() throws {
        let project = try makeProject()
        let plain = build(project, "plain")
        XCTAssertEqual(plain.code, .ok, plain.all)
        let packed = build(project, "packed")
        XCTAssertEqual(packed.code, .ok, packed.all)
        XCTAssertEqual(packed.commentCount, plain.commentCount)
        let expected = try SiteTree(path: project.path("plain-site"))
        XCTAssertEqual(try SiteTree(path: project.path("packed-site")).differences(from: expected), [])
    }

    func testDamagedInputNamesTheFileAndTheOffset() throws {
        let project = try makeProject()
        let dump = project.path("packed/dump/site.ndjson.zst")
        let path = FileManager.default.fileExists(atPath: dump) ? dump : project.path("packed/dump/site.ndjson.gz")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        for i in bytes.count / 2..<min(bytes.count / 2 + 32, bytes.count) { bytes[i] ^= 0xA5 }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let run = build(project, "packed")
        XCTAssertEqual(run.code, .dataError, run.all)
        XCTAssertTrue(run.err.contains(path), run.err)
        XCTAssertTrue(run.err.contains("data at compressed byte "), run.err)
        XCTAssertFalse(project.exists("packed-site"), "a failed build writes no site")
    }
}
