import Foundation
import TestSupport
import XCTest

/// `partition` then `build DIR/I --shard I/N` on each folder: each shard folder is byte
/// for byte the one `build INPUT… --shard I/N` writes (pages and summary), and their
/// `merge` is the site one build writes, search index included; for 1, 3 and 8 folders, with thread files, a
/// `.json` dump (rows over several lines), a gzipped NDJSON dump and a URL thread id.
final class PartitionTests: XCTestCase {
    private func writeDumps(in folder: TemporaryFolder) throws {
        var rows: [String] = []
        for n in 0..<40 {
            let thread = ["d1", "d2", "https://blog.example/a%20post/", "D1x", "d3"][n % 5]
            let parent = n < 5 || n % 4 == 0 ? "" : "c\(n - 5)"
            rows.append(
                #"{"threadID": "\#(thread)", "id": "c\#(n)", "parentID": "\#(parent)",\#n "user": "u\#(n % 3)", "content": "row \#(n)", "createdAt": "2024-02-0\#(1 + n % 8)T08:00:00Z"}"#
            )
        }
        // Rows over two lines: the partition writes each on one.
        try folder.write("in/dump.json", "{\"comments\": [\n" + rows.joined(separator: ",\n") + "\n]}\n")
        let ndjson = (0..<30).map { n in
            #"{"threadID": "n\#(n % 7)", "id": "m\#(n)", "content": "line \#(n)", "createdAt": \#(1_700_000_000 + n * 3600)}"#
        }
        try folder.write("in/more.ndjson", ndjson.joined(separator: "\n") + "\n")
        try CompressedFiles.compress(folder.path("in/more.ndjson"), with: .gzip)
        try FileManager.default.removeItem(atPath: folder.path("in/more.ndjson"))
    }

    func testPartitionedShardsAreTheShardsOfTheWholeInputAndMergeToOneBuild() throws {
        let folder = try TemporaryFolder("partition", removedAfter: self)
        try writeDumps(in: folder)
        let inputs = [PackagePaths.examples, folder.path("in")]
        let options = ["-c", PackagePaths.examples + "/threadfold.json", "--base-url", "https://comments.example/", "-q"]
        let one = CLIRun(["build"] + inputs + options + ["-o", folder.path("one")])
        XCTAssertEqual(one.code, .ok, one.all)
        let expected = try SiteTree(path: folder.path("one"))
        for count in [1, 3, 8] {
            let parts = folder.path("parts-\(count)")
            let cut = CLIRun(["partition"] + inputs + ["--shards", "\(count)", "-o", parts])
            XCTAssertEqual(cut.code, .ok, cut.all)
            XCTAssertTrue(cut.out.contains("78 dump rows cut"), cut.out)  // and the example archive's dump
            var shards: [String] = []
            for index in 0..<count {
                let fromPart = folder.path("n\(count)/part-\(index)")
                let fromAll = folder.path("n\(count)/all-\(index)")
                let built = CLIRun(["build", parts + "/\(index)"] + options + ["--shard", "\(index)/\(count)", "-o", fromPart])
                XCTAssertEqual(built.code, .ok, built.all)
                XCTAssertEqual(CLIRun(["build"] + inputs + options + ["--shard", "\(index)/\(count)", "-o", fromAll]).code, .ok)
                // Pages and summary the same; the part of the index holds the same documents,
                // but how they fell into its runs follows the workers (the merge orders them).
                XCTAssertEqual(
                    try Self.withoutPart(fromPart).differences(from: try Self.withoutPart(fromAll)), [],
                    "shard \(index)/\(count) from its partition")
                XCTAssertTrue(FileManager.default.fileExists(atPath: fromPart + "/.threadfold-search/part.json"))
                shards.append(fromPart)
            }
            let merge = CLIRun(["merge"] + shards + options + ["-o", folder.path("n\(count)/site")])
            XCTAssertEqual(merge.code, .ok, merge.all)
            XCTAssertEqual(try SiteTree(path: folder.path("n\(count)/site")).differences(from: expected), [], "\(count) partitions")
        }
    }

    private static func withoutPart(_ folder: String) throws -> SiteTree {
        SiteTree(files: try SiteTree(path: folder).files.filter { !$0.key.hasPrefix(".threadfold-search/") })
    }

    func testBrokenRowsFailThePartitionAndLeaveThePreviousOne() throws {
        let folder = try TemporaryFolder("partition-errors", removedAfter: self)
        try folder.write("in/a.ndjson", #"{"threadID": "a", "id": 1, "content": "x"}"# + "\n")
        XCTAssertEqual(CLIRun(["partition", folder.path("in"), "--shards", "2", "-o", folder.path("parts")]).code, .ok)
        let before = try SiteTree(path: folder.path("parts"))
        try folder.write("in/a.ndjson", #"{"threadID": "a", "id": 1, "content": "x"}"# + "\n" + #"{"threadID": "b", "id": 2,"# + "\n")
        let broken = CLIRun(["partition", folder.path("in"), "--shards", "2", "-o", folder.path("parts")])
        XCTAssertEqual(broken.code, .dataError, broken.all)
        XCTAssertTrue(broken.err.contains("a.ndjson:2:"), broken.err)
        XCTAssertTrue(broken.err.contains("was not changed"), broken.err)
        XCTAssertEqual(try SiteTree(path: folder.path("parts")), before)
        for bad in [["--shards", "0"], ["--shards", "x"], []] {
            let run = CLIRun(["partition", folder.path("in"), "-o", folder.path("p2")] + bad)
            XCTAssertEqual(run.code, .usage, "\(bad): \(run.all)")
        }
        XCTAssertEqual(CLIRun(["partition", folder.path("in"), "--shards", "2"]).code, .usage, "no -o")
    }
}
