import Foundation
import TestSupport
import TextIndex
import XCTest

@testable import ThreadFold

/// Impact tiers in a site (`searchTierAbove`, made small here): a build writes its common
/// words' tails in `search/t/<n>.1.js`, and two shards merged write the same bytes, as
/// `merge` cuts by the same config; the default threshold leaves a small site untiered.
final class TieredSearchSiteTests: XCTestCase {
    /// 12 threads of 40 comments: `common` in every one, once to three times, in comments
    /// of varied lengths (its weights spread).
    private static let threads: [String: String] = Dictionary(
        uniqueKeysWithValues: (0..<12).map { t in
            let comments = (0..<40).map { c in
                let text = Array(repeating: "common", count: c % 3 + 1) + (0..<(c % 7)).map { "w\(t)x\(c)x\($0)" }
                return
                    #"{"id": "\#(c)", "user": "u\#(c % 7)", "createdAt": \#(1_700_000_000 + (c * 37 + t * 11) % 500), "content": "\#(text.joined(separator: " "))"}"#
            }
            return ("t\(t).json", #"{"id": "t\#(t)", "title": "Thread \#(t)", "comments": [\#(comments.joined(separator: ","))]}"#)
        })

    /// The site's `search/` files, built whole or in `shards` shards then merged.
    private func search(tierAbove: Int?, shards: Int = 0) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for (name, json) in Self.threads { files["/in/" + name] = Array(json.utf8) }
        let store = MemoryFiles(files)
        let io = FileIO.memory(store)
        var config = SiteConfig()
        config.inputs = ["/in"]
        config.output = "/out"
        config.searchTierAbove = tierAbove
        if shards == 0 {
            _ = try SiteBuilder(config: config, io: io).build()
        } else {
            var folders: [String] = []
            for index in 0..<shards {
                var shard = config
                shard.output = "/shard-\(index)"
                var builder = SiteBuilder(config: shard, io: io)
                builder.shard = ShardSpec(index: index, count: shards)
                _ = try builder.build()
                folders.append(shard.output)
            }
            _ = try ShardMerger(config: config, io: io).merge(folders)
        }
        return SiteTree(snapshot: store.snapshot, root: "/out").files.filter { $0.key.hasPrefix("search/") }
    }

    func testAShardedBuildMergedWritesTheTiersOfOneBuild() throws {
        let one = try search(tierAbove: 64)
        let tails = one.keys.filter { $0.hasPrefix("search/t/") && $0.hasSuffix(".1.js") }
        XCTAssertFalse(tails.isEmpty, "nothing tiered: \(one.keys.sorted())")
        let common = one.filter { $0.key.hasPrefix("search/t/") && String(decoding: $0.value, as: UTF8.self).contains(#""common":[""#) }
        XCTAssertEqual(common.count, 1, "common is not tiered")
        let merged = try search(tierAbove: 64, shards: 2)
        XCTAssertEqual(Set(merged.keys), Set(one.keys))
        for (path, bytes) in one { XCTAssertTrue(merged[path] == bytes, "\(path) differs when sharded and merged") }
        let untiered = try search(tierAbove: SiteConfig().searchTierAbove)
        XCTAssertFalse(untiered.keys.contains { $0.hasSuffix(".1.js") }, "480 postings tiered at the default threshold")
        XCTAssertEqual(Set(untiered.keys), Set(one.keys).subtracting(tails))
    }
}
