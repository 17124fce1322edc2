import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// The commands besides `build` that read a site's inputs read a large dump through the
/// same spill (a tiny threshold here) and give what they give reading it in memory: the
/// archive `embed --verify` and `watch` hold (threads in the same order, the same
/// diagnostics), `embed`'s files byte for byte (its manifest and data file list threads in
/// input order), and `watch`'s site after its first build and after a rebuild of the dump.
final class SpilledInputsTests: XCTestCase {
    private func writeInputs(in folder: TemporaryFolder) throws {
        try GeneratedDump(threads: 40, comments: 400).write(in: folder, ndjson: "in/site.ndjson", json: "json/site.json", files: "files")
        // A thread file whose id is a dump's thread: the duplicate is named, by file order.
        try folder.write("in/z.json", #"{"id": "t3", "title": "again", "comments": [{"id": "z", "content": "z"}]}"#)
        try folder.write("in/a.json", #"{"id": "solo", "title": "Solo", "comments": [{"id": "a", "content": "a"}]}"#)
    }

    private func spill(_ folder: TemporaryFolder, from threshold: Int) -> SpillSettings {
        SpillSettings(output: folder.path("site"), threshold: threshold)
    }

    private func spillFolders(in folder: TemporaryFolder, _ relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path(relative)).filter { $0.contains(".spill-") }
    }

    func testASpilledLoadHoldsTheArchiveOfALoadInMemory() throws {
        let folder = try TemporaryFolder("spilled-load", removedAfter: self)
        try writeInputs(in: folder)
        var lines = try String(contentsOfFile: folder.path("in/site.ndjson"), encoding: .utf8).split(separator: "\n").map(String.init)
        lines[30] = #"{"threadID": "t1", "id": ["bad"], "content": "an id that is a list"}"#
        lines[31] = #"{"threadID": "t2", "id": "cut"#
        try folder.write("in/site.ndjson", lines.joined(separator: "\n") + "\n")
        for input in ["in", "json"] {
            let loader = ArchiveLoader()
            let memory = loader.load([folder.path(input)])
            let spilled = try loader.load([folder.path(input)], spill: spill(folder, from: 0))
            XCTAssertEqual(spilled.threads.map(\.thread.id), memory.threads.map(\.thread.id), "\(input): threads in input order")
            XCTAssertEqual(spilled.threads.map(\.thread.slug), memory.threads.map(\.thread.slug), input)
            XCTAssertEqual(spilled.threads.map(\.commentCount), memory.threads.map(\.commentCount), input)
            XCTAssertEqual(
                spilled.diagnostics.map(\.description).sorted(), memory.diagnostics.map(\.description).sorted(), input)
            XCTAssertEqual(try spillFolders(in: folder), [], "the spill is removed")
        }
        let errors = try ArchiveLoader().load([folder.path("in")], spill: spill(folder, from: 0)).diagnostics.filter {
            $0.severity == .error
        }
        XCTAssertEqual(errors.map(\.line).sorted(), [0, 31, 32], "the two rows and the duplicate t3: \(errors)")
        XCTAssertTrue(errors.allSatisfy { $0.file.hasSuffix(".ndjson") || $0.file.hasSuffix("z.json") }, "\(errors)")
    }

    /// The blog after `embed`, the diagnostics it reported, and its error if it failed.
    private func embed(_ folder: TemporaryFolder, spillFrom threshold: Int, output: String) throws -> (SiteTree, [String], BuildError?) {
        var config = SiteConfig()
        config.inputs = [folder.path("files"), folder.path("json")]
        config.output = folder.path(output)
        var builder = EmbedBuilder(config: config, options: EmbedOptions(target: .hugo), io: .disk)
        builder.spillThreshold = threshold
        var diagnostics: [String] = []
        var failure: BuildError?
        do { _ = try builder.embed { diagnostics = $0.map(\.description).sorted() } } catch { failure = error }
        return (try SiteTree(path: folder.path(output)), diagnostics, failure)
    }

    func testASpilledEmbedWritesTheFilesOfAnEmbedInMemory() throws {
        let folder = try TemporaryFolder("spilled-embed", removedAfter: self)
        try writeInputs(in: folder)
        // The dump's threads named as files too would be duplicates: embed the dump beside others.
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path("files")) where file != "t0.json" {
            try FileManager.default.removeItem(atPath: folder.path("files/" + file))
        }
        try folder.write("files/t0.json", #"{"id": "/posts/first/", "title": "First", "comments": [{"id": "f", "content": "f"}]}"#)
        let memory = try embed(folder, spillFrom: .max, output: "blog-memory")
        let spilled = try embed(folder, spillFrom: 0, output: "blog-spilled")
        XCTAssertNil(spilled.2)
        XCTAssertNotNil(memory.0.text("data/threadfold.json"))
        XCTAssertEqual(spilled.0.differences(from: memory.0), [])
        XCTAssertEqual(spilled.1, memory.1, "the same diagnostics")
        XCTAssertEqual(try spillFolders(in: folder, "blog-spilled/static"), [], "the spill is removed")
        // A bad row: the same error, at the same place, and nothing changed.
        try folder.write("json/site.json", "{\"comments\": [\n{\"threadID\": \"t1\", \"id\": {}}]}")
        let failedInMemory = try embed(folder, spillFrom: .max, output: "blog-memory")
        let failed = try embed(folder, spillFrom: 0, output: "blog-spilled")
        XCTAssertEqual(failed.1, failedInMemory.1)
        XCTAssertEqual(failed.2.map { "\($0)" }, failedInMemory.2.map { "\($0)" })
        guard case .data(let errors, _, _) = failed.2 else { return XCTFail("\(String(describing: failed.2))") }
        XCTAssertEqual(errors, 1)
        XCTAssertTrue(failed.1.contains { $0.contains("json/site.json:2:") && $0.contains("comments[0].id") }, "\(failed.1)")
        XCTAssertEqual(failed.0, spilled.0, "a failed embed changes nothing")
    }

    private func watchBuilder(_ folder: TemporaryFolder, spillFrom threshold: Int, output: String) throws -> IncrementalBuilder {
        var config = SiteConfig()
        config.inputs = [folder.path("in")]
        config.output = folder.path(output)
        let builder = IncrementalBuilder(config: config, io: .disk)
        builder.spillThreshold = threshold
        return builder
    }

    func testWatchBuildsAndRebuildsADumpThroughTheSpillAsInMemory() throws {
        let folder = try TemporaryFolder("spilled-watch", removedAfter: self)
        try writeInputs(in: folder)
        try FileManager.default.removeItem(atPath: folder.path("in/z.json"))
        let memory = try watchBuilder(folder, spillFrom: .max, output: "site-memory")
        let spilled = try watchBuilder(folder, spillFrom: 0, output: "site-spilled")
        for builder in [memory, spilled] { _ = try builder.buildAll() }
        XCTAssertEqual(try SiteTree(path: folder.path("site-spilled")).differences(from: SiteTree(path: folder.path("site-memory"))), [])
        // A saved dump: a comment edited and a thread added.
        var text = try String(contentsOfFile: folder.path("in/site.ndjson"), encoding: .utf8)
        text = text.replacingOccurrences(of: "plain **words** 7", with: "edited words 7")
        text += #"{"threadID": "new", "id": "n1", "content": "a new thread"}"# + "\n"
        try folder.write("in/site.ndjson", text)
        for builder in [memory, spilled] {
            var plan = RebuildPlan()
            plan.changedInputs = [folder.path("in/site.ndjson")]
            _ = try builder.rebuild(plan)
            builder.waitForSearch()
        }
        let rebuilt = try SiteTree(path: folder.path("site-spilled"))
        XCTAssertEqual(rebuilt.differences(from: try SiteTree(path: folder.path("site-memory"))), [])
        XCTAssertTrue(rebuilt.paths.contains("t/new.html"), "the rebuild read the saved dump")
        // A bad row saved: the same error from both, and neither site changes.
        try folder.write("in/site.ndjson", text + #"{"threadID": "new", "id": {}, "content": "an id that is an object"}"# + "\n")
        var outcomes: [[Substring]] = []
        for builder in [memory, spilled] {
            var plan = RebuildPlan()
            plan.changedInputs = [folder.path("in/site.ndjson")]
            do {
                _ = try builder.rebuild(plan)
                outcomes.append(["rebuilt"])
            } catch {
                outcomes.append("\(error)".split(separator: "\n").sorted())
            }
        }
        XCTAssertEqual(outcomes[1], outcomes[0])
        let badLine = text.split(separator: "\n").count + 1
        XCTAssertTrue(outcomes[1].contains { $0.contains("site.ndjson:\(badLine):") && $0.contains("error") }, "\(outcomes[1])")
        XCTAssertEqual(try SiteTree(path: folder.path("site-spilled")), rebuilt, "a failed rebuild changes nothing")
        XCTAssertEqual(try spillFolders(in: folder), [], "the spill is removed")
    }
}
