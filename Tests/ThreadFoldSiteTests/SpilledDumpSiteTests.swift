import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// A site dump grouped through a spill writes, byte for byte, the site the same threads
/// give as separate thread files, and the site the dump gives grouped in memory: as
/// NDJSON and as one JSON document, with interleaved rows, reply trees, integer, URL and
/// case-clashing thread ids, equal times across threads (feed ties), several index and
/// thread pages. The spill folder is gone after the build, whether it succeeded or not.
final class SpilledDumpSiteTests: XCTestCase {
    /// (thread id as JSON, rows as JSON objects without `threadID`), rows interleaved by `rows`.
    private let threadIDs = [
        #""t1""#, #""https://blog.example/2024/03/%E5%AE%B6%E5%BA%AD%E7%BD%91%E7%BB%9C/""#, #""Post""#, #""post""#, "42",
        #""t2""#, #""中文 讨论""#, #""t3""#,
    ]

    /// Every row of the archive, in dump order: (thread index, row JSON without threadID).
    private func rows() -> [(Int, String)] {
        var rows: [(Int, String)] = []
        for n in 0..<60 {
            let thread = (n * 5 + n / 7) % threadIDs.count
            let id = "c\(n)"
            // Some replies, some to comments of other threads (orphans), equal times across threads.
            let parent = n % 3 == 0 || n < 8 ? "" : "c\(n - 8)"
            let time = "2024-05-\(String(format: "%02d", 1 + n % 9))T10:00:00Z"
            var row =
                #"{"id": "\#(id)", "parentID": "\#(parent)", "user": "U\#(n % 4) <b>", "content": "body \#(n) **bold**", "createdAt": "\#(time)""#
            if n % 11 == 0 {
                row +=
                    #", "replies": [{"id": "\#(id)r", "user": "R", "content": "tree reply", "replies": [{"id": "\#(id)rr", "content": "deeper"}]}]"#
            }
            if n == 20 { row += #", "contentFormat": "html", "content": "<p>html <script>x</script></p>""# }
            rows.append((thread, row + "}"))
        }
        return rows
    }

    private func withThreadID(_ row: String, _ thread: Int) -> String {
        #"{"threadID": \#(threadIDs[thread]), "# + row.dropFirst()
    }

    private func writeInputs(in folder: TemporaryFolder) throws {
        let all = rows()
        try folder.write("dump/site.ndjson", all.map { withThreadID($1, $0) }.joined(separator: "\n") + "\n")
        // Rows over several lines, two on one line, a byte order mark: places still right.
        var json = "\u{FEFF}{\"contentFormat\": \"markdown\", \"comments\": [\n"
        for (i, (thread, row)) in all.enumerated() {
            json += withThreadID(row, thread).replacingOccurrences(of: ", \"user\"", with: ",\n   \"user\"")
            json += i == all.count - 1 ? "\n" : (i % 4 == 0 ? ", " : ",\n")
        }
        try folder.write("json/site.json", json + "]}\n")
        for (t, id) in threadIDs.enumerated() {
            let decoded = try JSONSerialization.jsonObject(with: Data(id.utf8), options: .fragmentsAllowed)
            let text = (decoded as? String) ?? "\(decoded)"
            let url = text.hasPrefix("https://") ? #", "url": \#(id)"# : ""
            let title = try String(
                decoding: JSONSerialization.data(withJSONObject: text.removingPercentEncoding ?? text, options: .fragmentsAllowed),
                as: UTF8.self)
            let comments = all.filter { $0.0 == t }.map(\.1).joined(separator: ",\n")
            try folder.write("files/thread-\(t).json", #"{"id": \#(id), "title": \#(title)\#(url), "comments": [\#(comments)]}"#)
        }
    }

    private func build(
        _ input: String, in folder: TemporaryFolder, spillFrom threshold: Int, partitionBytes: Int = DumpSpill.partitionBytes,
        output: String
    ) throws -> (SiteTree, [Diagnostic]) {
        var config = SiteConfig()
        config.inputs = [folder.path(input)]
        config.output = folder.path(output)
        config.baseURL = "https://comments.example/"
        config.threadsPerPage = 3
        config.commentsPerPage = 4
        var builder = SiteBuilder(config: config)
        builder.spillThreshold = threshold
        builder.spillPartitionBytes = partitionBytes
        var diagnostics: [Diagnostic] = []
        _ = try builder.build(diagnostics: { diagnostics = $0 })
        return (try SiteTree(path: folder.path(output)), diagnostics)
    }

    private func leftovers(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.root.path).filter { $0.contains(".spill-") }
    }

    func testSpilledDumpBuildsTheSiteOfTheSameThreadsAsFiles() throws {
        let folder = try TemporaryFolder("spilled-dump", removedAfter: self)
        try writeInputs(in: folder)
        let (files, _) = try build("files", in: folder, spillFrom: .max, output: "from-files")
        XCTAssertNotNil(files.text("feed.xml"))
        XCTAssertNotNil(files.files["index-2.html"], "several index pages")
        XCTAssertTrue(files.paths.contains("t/post-2.html"), "case-clashing slugs settled: \(files.paths)")
        for input in ["dump", "json"] {
            let (inMemory, memoryDiagnostics) = try build(input, in: folder, spillFrom: .max, output: "\(input)-memory")
            let (spilled, spillDiagnostics) = try build(input, in: folder, spillFrom: 0, output: "\(input)-spilled")
            XCTAssertEqual(inMemory.differences(from: files), [], "\(input) grouped in memory")
            XCTAssertEqual(spilled.differences(from: files), [], "\(input) spilled")
            XCTAssertEqual(
                Set(spillDiagnostics.map(\.description)), Set(memoryDiagnostics.map(\.description)),
                "\(input): the same diagnostics at the same places")
            XCTAssertFalse(spillDiagnostics.isEmpty, "orphans are reported")
            XCTAssertEqual(try leftovers(in: folder), [], "the spill folder is removed after the build")
        }
    }

    /// A few thousand comments over hundreds of threads, spilled into a dozen partitions
    /// and more: the site of the same threads as separate files, byte for byte.
    func testThousandsOfCommentsSpilledIntoManyPartitionsBuildTheSiteOfTheirThreadFiles() throws {
        let folder = try TemporaryFolder("spilled-many", removedAfter: self)
        try GeneratedDump(threads: 300, comments: 3000).write(
            in: folder, ndjson: "dump/site.ndjson", json: "json/site.json", files: "files")
        let (files, _) = try build("files", in: folder, spillFrom: .max, output: "from-files")
        XCTAssertEqual(Set((0..<300).map { "t/t\($0).html" }).subtracting(files.paths), [], "a page per thread")
        for (input, file) in [("dump", "dump/site.ndjson"), ("json", "json/site.json")] {
            let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: folder.path(file))[.size] as? Int)
            XCTAssertGreaterThanOrEqual(DumpSpill.partitionCount(file, size: size, partitionBytes: 32 << 10), 12, "\(input): partitions")
            let (spilled, _) = try build(input, in: folder, spillFrom: 0, partitionBytes: 32 << 10, output: "\(input)-spilled")
            XCTAssertEqual(spilled.differences(from: files), [], "\(input) spilled")
        }
        XCTAssertEqual(try leftovers(in: folder), [])
    }

    func testAFailedSpilledBuildLeavesNoSpillAndThePreviousSite() throws {
        let folder = try TemporaryFolder("spilled-failure", removedAfter: self)
        try folder.write("dump/site.ndjson", #"{"threadID": "a", "id": 1, "content": "fine"}"# + "\n")
        let (before, _) = try build("dump", in: folder, spillFrom: 0, output: "site")
        try folder.write(
            "dump/site.ndjson",
            #"{"threadID": "a", "id": 1, "content": "fine"}"# + "\n" + #"{"threadID": "b", "id": [2], "content": "bad id"}"# + "\n")
        XCTAssertThrowsError(try build("dump", in: folder, spillFrom: 0, output: "site")) { error in
            guard case BuildError.data(let errors, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(errors, 1)
        }
        XCTAssertEqual(try SiteTree(path: folder.path("site")), before, "the previous site is untouched")
        XCTAssertEqual(try leftovers(in: folder), [], "the spill folder is removed after a failed build")
    }

    func testDocumentsTheSpillCannotSettleAreReadWhole() throws {
        let folder = try TemporaryFolder("spill-fallback", removedAfter: self)
        // Named by its root object: one thread, even with threadIDs on its rows.
        try folder.write("a/one.json", #"{"id": "one", "comments": [{"threadID": "x", "id": 1, "content": "c"}]}"#)
        // A member after the rows could change how they read.
        try folder.write("b/late.json", #"{"comments": [{"threadID": "x", "id": 1, "content": "c"}], "contentFormat": "text"}"#)
        // No threadID: one thread named after the file.
        try folder.write("c/plain.json", #"[{"id": 1, "content": "c"}, {"id": 2, "parentID": 1, "content": "r"}]"#)
        for input in ["a", "b", "c"] {
            let (memory, _) = try build(input, in: folder, spillFrom: .max, output: "\(input)-memory")
            let (spilled, _) = try build(input, in: folder, spillFrom: 0, output: "\(input)-spilled")
            XCTAssertEqual(spilled.differences(from: memory), [], input)
        }
        XCTAssertEqual(try leftovers(in: folder), [])
    }
}
