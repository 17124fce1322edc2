import TestSupport
import XCTest

@testable import ThreadFold

/// `watch` on a site dump read through the spill (the threshold made tiny), beside a
/// thread file: seeded edits of the dump (bodies, new comments and replies, a new
/// thread, a thread gone, two ids equal but for case) and of the file end, every few
/// steps, in the site a fresh `build` (dump grouped in memory) writes, feed and search
/// included.
final class WatchDumpTests: XCTestCase {
    private struct Row {
        var thread: String
        var id: String
        var parent: String
        var content: String
        var createdAt: String

        var json: String {
            #"{"threadID": "\#(thread)", "id": "\#(id)", "parentID": "\#(parent)", "user": "u\#(id.count % 5)", "#
                + #""content": "\#(content)", "createdAt": "\#(createdAt)"}"#
        }
    }

    func testEditsOfASpilledDumpEndInTheSiteBuildWrites() throws {
        let folder = try TemporaryFolder("watch-dump", removedAfter: self)
        var random = SplitMix64(seed: 4_242)
        var rows: [Row] = []
        var counter = 0
        func row(_ thread: String) -> Row {
            counter += 1
            let parents = rows.filter { $0.thread == thread }.map(\.id)
            let parent = random.chance(0.5) ? parents.randomElement(using: &random) ?? "" : ""
            let words = (0..<4).map { _ in WatchEditScript.words.randomElement(using: &random) ?? "x" }.joined(separator: " ")
            let day = Int.random(in: 1...28, using: &random)
            return Row(thread: thread, id: "c\(counter)", parent: parent, content: words, createdAt: "2024-03-\(day)T10:00:00Z")
        }
        for thread in ["dump-a", "dump-b", "Dump-B", "dump-c", "dump-d"] {
            for _ in 0..<3 { rows.append(row(thread)) }
        }
        try folder.write("in/file.json", MemorySite.thread(id: "file", title: "A file", bodies: ["alpha", "bravo"]))
        try folder.write("in/dump.ndjson", rows.map(\.json).joined(separator: "\n") + "\n")
        try folder.write("tpl/layout.mustache", try XCTUnwrap(BundledTheme.files(under: "Templates/")["layout.mustache"]))
        let config = Self.config(folder, output: "site")
        let builder = IncrementalBuilder(config: config)
        builder.spillThreshold = 1
        _ = try builder.buildAll()
        for step in 1...30 {
            let threads = Array(Set(rows.map(\.thread))).sorted()
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: rows[Int.random(in: 0..<rows.count, using: &random)].content += " edited\(step)"
            case 4..<7: rows.append(row(threads.randomElement(using: &random) ?? "dump-a"))
            case 7: rows.append(row("dump-new-\(step)"))
            case 8 where threads.count > 2:
                let gone = threads.randomElement(using: &random)
                rows.removeAll { $0.thread == gone }
            default:
                try folder.write("in/file.json", MemorySite.thread(id: "file", title: "File \(step)", bodies: ["alpha", "step \(step)"]))
                _ = try builder.rebuild(.changes([folder.path("in/file.json")]))
                continue
            }
            try folder.write("in/dump.ndjson", rows.map(\.json).joined(separator: "\n") + "\n")
            _ = try builder.rebuild(.changes([folder.path("in/dump.ndjson")]))
            if step % 10 == 0 {
                builder.waitForSearch()
                try assertSameAsBuild(folder, step: step)
            }
        }
        // A template edit with a save of the dump: every page again, the dump's unchanged
        // threads too (their fingerprints do not stand for the new layout).
        let layout = try XCTUnwrap(BundledTheme.files(under: "Templates/")["layout.mustache"])
        try folder.write("tpl/layout.mustache", layout + "<!-- layout v2 -->\n")
        // Appended: the other threads' rows keep their place, so their fingerprints stay.
        rows.append(row(rows[0].thread))
        try folder.write("in/dump.ndjson", rows.map(\.json).joined(separator: "\n") + "\n")
        var plan = RebuildPlan.changes([folder.path("in/dump.ndjson")])
        plan.theme = true
        _ = try builder.rebuild(plan)
        builder.waitForSearch()
        try assertSameAsBuild(folder, step: 31)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.root.path).filter { $0.contains(".spill-") }, [],
            "no spill folder left")
    }

    private static func config(_ folder: TemporaryFolder, output: String) -> SiteConfig {
        var config = SiteConfig()
        config.inputs = [folder.path("in")]
        config.output = folder.path(output)
        config.baseURL = "https://comments.example/"
        config.commentsPerPage = 3
        config.templates = folder.path("tpl")
        return config
    }

    private func assertSameAsBuild(_ folder: TemporaryFolder, step: Int) throws {
        let output = "fresh-\(step)"
        _ = try SiteBuilder(config: Self.config(folder, output: output)).build()
        let watched = try SiteTree(path: folder.path("site"))
        let built = try SiteTree(path: folder.path(output))
        XCTAssertEqual(watched.differences(from: built), [], "step \(step)")
    }
}
