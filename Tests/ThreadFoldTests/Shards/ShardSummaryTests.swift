import XCTest

@testable import ThreadFold

/// `.threadfold-shard.json` as `merge` reads it back: every thread's index entry, page count
/// and id, in key order, with times keeping the offset they were written with (`Timestamp`
/// compares instants only, so the offsets are checked on their own).
final class ShardSummaryTests: XCTestCase {
    private func summary(_ id: String, title: String, last: Timestamp?, pages: Int) -> SiteWriter.ThreadSummary {
        let entry = IndexPageRenderer.Entry(
            title: title, slug: id.lowercased(), category: id == "b" ? nil : "news", commentCount: 7, replyCount: 3,
            lastActivity: last)
        return SiteWriter.ThreadSummary(entry: entry, pages: pages, key: ThreadKey(id: id))
    }

    func testThreadsRoundTripInKeyOrderWithTheirOffsets() throws {
        let written = [
            summary("b", title: "<b>", last: nil, pages: 1),
            summary("a", title: "Ünïcode \"quoted\"", last: Timestamp(instant: 1_709_424_120.5, utcOffsetMinutes: 480), pages: 3),
            summary("c", title: "west", last: Timestamp(instant: -86_400, utcOffsetMinutes: -570), pages: 2),
        ]
        let shard = try XCTUnwrap(ShardSpec(index: 1, count: 4))
        let bytes = try ShardSummary(shard: shard, comments: 21, summaries: written, feed: FeedCollector(limit: 50)).encoded()
        let read = try ShardSummary.decode(bytes)
        XCTAssertEqual([read.shard, read.shards, read.comments], [1, 4, 21])
        XCTAssertEqual(read.threads.map(\.key.id), ["a", "b", "c"])
        XCTAssertEqual(read.threads, written.sorted { $0.key < $1.key })
        XCTAssertEqual(read.threads.map { $0.entry.lastActivity?.utcOffsetMinutes }, [480, nil, -570])
        XCTAssertEqual(read.threads.map(\.entry.lastActivity?.instant), [1_709_424_120.5, nil, -86_400])
    }

    func testAnEncodedSummaryIsTheSameBytesEveryTime() throws {
        let written = (0..<20).map { summary("t\($0)", title: "thread \($0)", last: Timestamp(instant: Double($0)), pages: 1) }
        let shard = try XCTUnwrap(ShardSpec(index: 0, count: 1))
        let once = try ShardSummary(shard: shard, comments: 140, summaries: written, feed: FeedCollector(limit: 50)).encoded()
        let reversed = try ShardSummary(
            shard: shard, comments: 140, summaries: written.reversed(), feed: FeedCollector(limit: 50)
        ).encoded()
        XCTAssertEqual(once, reversed, "the summary does not depend on the order the threads finished in")
        XCTAssertEqual(try ShardSummary.decode(once).encoded(), once)
    }
}
