import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// A search spill file that is not what the build wrote to it (cut short by a full disk,
/// overwritten by another program): the build fails naming the file, the previous site
/// stays as it was, and nothing of the failed build is left.
final class DamagedSpillTests: XCTestCase {
    /// 8 threads of 30 comments: a 2 KB budget spills runs and units.
    private static let inputs: [String: [UInt8]] = Dictionary(
        uniqueKeysWithValues: (0..<8).map { t in
            let comments = (0..<30).map { c in
                #"{"id": "\#(c)", "user": "u\#(c % 5)", "createdAt": \#(1_700_000_000 + c * 61 + t), "content": "word\#(c % 9) thread \#(t) 评论\#(c)"}"#
            }
            return (
                "/in/t\(t).json", Array(#"{"id": "t\#(t)", "title": "T\#(t)", "comments": [\#(comments.joined(separator: ","))]}"#.utf8)
            )
        })

    private func config() -> SiteConfig {
        var config = SiteConfig()
        config.inputs = ["/in"]
        config.output = "/out"
        config.searchMemoryBudget = 2_000
        return config
    }

    /// The files under `/out`, and any spill or staging folder beside or inside it.
    private func site(_ store: MemoryFiles) -> [String: [UInt8]] { store.snapshot.filter { $0.key.hasPrefix("/out") } }

    private func failedBuild(damage: @escaping @Sendable ([UInt8]) -> [UInt8]) throws {
        let store = MemoryFiles(Self.inputs)
        _ = try SiteBuilder(config: config(), io: .memory(store)).build()
        let previous = site(store)
        XCTAssertFalse(previous.isEmpty)
        var io = FileIO.memory(store)
        let readRange = io.readRange
        io.readRange = { path, offset, count in
            let bytes = try readRange(path, offset, count)
            return path.contains("search-spill/") ? damage(bytes) : bytes
        }
        XCTAssertThrowsError(try SiteBuilder(config: config(), io: io).build()) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("search-spill/"), message)
            XCTAssertTrue(message.contains("is damaged"), message)
            XCTAssertTrue(message.contains("the previous site was not changed"), message)
        }
        XCTAssertEqual(site(store), previous, "the previous site changed")
        XCTAssertEqual(store.snapshot.keys.filter { !$0.hasPrefix("/out/") && !$0.hasPrefix("/in/") }, [], "left behind")
    }

    func testASpillFileReadShortFailsTheBuildAndKeepsThePreviousSite() throws {
        try failedBuild { Array($0.dropLast(max(1, $0.count / 3))) }
    }

    func testASpillFileOverwrittenWithOnesFailsTheBuildAndKeepsThePreviousSite() throws {
        try failedBuild { [UInt8](repeating: 0xFF, count: $0.count) }
    }
}
