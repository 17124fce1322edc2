import Foundation
import TestSupport
import XCTest

@testable import ThreadFoldCLI

/// `check` reads a large site dump through the spill `build` uses (a tiny threshold here,
/// as `SiteBuilder.spillThreshold` for `build`) and prints, byte for byte, what it prints
/// reading the dump in memory, with the same exit code: NDJSON and JSON dumps with broken
/// and badly typed rows (errors naming file, line and JSON path), orphans (warnings, and
/// errors under `--strict`), a thread file giving a dump's thread id again. The spill goes
/// where `build` puts its spill, and is gone afterwards.
final class SpilledCheckTests: XCTestCase {
    private struct Run: Equatable {
        var code: ExitCode
        var out: String
        var err: String
    }

    /// `check ARGUMENTS` with dumps spilled from `threshold` bytes (nil: the default, 64 MB).
    private func check(_ arguments: [String], spillFrom threshold: Int?) throws -> Run {
        let captured = CapturedConsole()
        var command = try CheckCommand(arguments)
        command.spillThreshold = threshold
        let code = try command.run(console: captured.console, io: .disk)
        // The time taken is the only part that may differ.
        let out = captured.out.replacingOccurrences(of: #" in [0-9.]+ m?s — "#, with: " in T — ", options: .regularExpression)
        return Run(code: code, out: out, err: captured.err)
    }

    /// Rows of `threads` threads interleaved, with replies (a few to other threads: orphans).
    private func rows(threads: Int, count: Int) -> [String] {
        (0..<count).map { n in
            let parent = n < threads || n % 4 == 0 ? "" : "c\(n % 13 == 0 ? n - 1 : n - threads)"
            return #"{"threadID": "t\#((n * 7) % threads)", "id": "c\#(n)", "parentID": "\#(parent)", "user": "U\#(n % 5)", "#
                + #""content": "body \#(n)", "createdAt": "2024-05-0\#(1 + n % 9)T10:00:00Z"}"#
        }
    }

    private func writeInputs(in folder: TemporaryFolder) throws {
        var lines = rows(threads: 23, count: 300)
        lines[41] = #"{"threadID": "t3", "id": "c41", "content": "cut short"#
        lines[77] = #"{"threadID": "t9", "id": ["c77"], "content": "an id that is a list"}"#
        try folder.write("ndjson/site.ndjson", lines.joined(separator: "\n") + "\n")
        var json = rows(threads: 17, count: 200)
        json[12] = #"{"threadID": "t5", "id": {"c": 12}, "content": "an id that is an object"}"#
        try folder.write("json/site.json", "{\"comments\": [\n" + json.joined(separator: ",\n") + "\n]}\n")
        try folder.write("clean/site.ndjson", rows(threads: 11, count: 150).joined(separator: "\n") + "\n")
        try folder.write("clean/t4.json", #"{"id": "t4", "comments": [{"id": "x", "content": "the dump's t4 again"}]}"#)
        try folder.write("threadfold.json", #"{"output": "\#(folder.path("site"))"}"#)
    }

    func testACheckThroughTheSpillPrintsWhatTheCheckInMemoryPrints() throws {
        let folder = try TemporaryFolder("spilled-check", removedAfter: self)
        try writeInputs(in: folder)
        let config = ["--config", folder.path("threadfold.json")]
        for input in [["ndjson"], ["json"], ["clean"], ["clean", "--strict"]] {
            let arguments = config + [folder.path(input[0])] + input.dropFirst()
            let inMemory = try check(arguments, spillFrom: nil)
            let spilled = try check(arguments, spillFrom: 0)
            XCTAssertEqual(spilled, inMemory, "\(input)")
            XCTAssertEqual(try spillFolders(in: folder), [], "the spill is removed after the check")
        }
        let ndjson = try check(config + [folder.path("ndjson")], spillFrom: 0)
        XCTAssertEqual(ndjson.code, .dataError)
        XCTAssertTrue(ndjson.err.contains("ndjson/site.ndjson:42:"), "the broken line is named: \(ndjson.err)")
        XCTAssertTrue(ndjson.err.contains("ndjson/site.ndjson:78:"), "the row with a bad id is named: \(ndjson.err)")
        XCTAssertTrue(ndjson.out.hasPrefix("Checked 23 threads, 299 comments"), ndjson.out)
        let json = try check(config + [folder.path("json")], spillFrom: 0)
        XCTAssertEqual(json.code, .dataError)
        XCTAssertTrue(json.err.contains("comments[12].id"), "the bad field's JSON path: \(json.err)")
        let clean = try check(config + [folder.path("clean")], spillFrom: 0)
        XCTAssertEqual(clean.code, .dataError, "t4 twice is an error: \(clean.err)")
        XCTAssertTrue(clean.err.contains(#"thread id "t4""#), clean.err)
        XCTAssertTrue(clean.err.contains("warning"), "orphans are reported: \(clean.err)")
    }

    /// The spill is where `build` would put its own (beside the config's `output`): when it
    /// cannot be made there, the check fails saying where, and reading in memory is untouched.
    func testASpillThatCannotBeMadeFailsTheCheckNamingIt() throws {
        let folder = try TemporaryFolder("spilled-check-fails", removedAfter: self)
        try writeInputs(in: folder)
        try folder.write("not-a-folder", "a file where the spill's folder would be")
        try folder.write("bad.json", #"{"output": "\#(folder.path("not-a-folder/site"))"}"#)
        let arguments = ["--config", folder.path("bad.json"), folder.path("clean")]
        let spilled = try check(arguments, spillFrom: 0)
        XCTAssertEqual(spilled.code, .buildFailed, spilled.err)
        XCTAssertTrue(spilled.err.contains(folder.path("not-a-folder/.site.spill-")), spilled.err)
        XCTAssertTrue(spilled.err.contains("the check did not finish"), spilled.err)
        XCTAssertEqual(try check(arguments, spillFrom: nil).code, .dataError, "in memory: the duplicate t4")
    }

    private func spillFolders(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.root.path).filter { $0.contains(".spill-") }
    }
}
