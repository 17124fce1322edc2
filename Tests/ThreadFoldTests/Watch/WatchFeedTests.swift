import TestSupport
import XCTest

@testable import ThreadFold

/// `WatchFeed` against the feed of every candidate: threads' candidates replaced at random
/// (newer, older, fewer, none), the kept feed is always the newest 50 of all, and when it
/// cannot tell (`replacing` gives nil) the builder's full read starts it over.
final class WatchFeedTests: XCTestCase {
    private var random = SplitMix64(seed: 50)

    private func candidates(_ thread: Int, count: Int, around base: Double) -> [FeedCollector.Item] {
        (0..<count).map { position in
            let instant = base + Double(Int.random(in: 0..<10_000, using: &random))
            let entry = FeedEntry(comment: Comment(id: "c\(thread)-\(position)"), instant: instant, anchor: "a", pageNumber: 1)
            return FeedCollector.Item(entry: entry, threadTitle: "t\(thread)", key: ThreadKey(id: "t\(thread)"), position: position)
        }
    }

    private func newest(_ all: [Int: [FeedCollector.Item]]) -> [String] {
        all.values.flatMap { $0 }.sorted(by: FeedCollector.precedes).prefix(WatchFeed.limit).map(\.entry.comment.id)
    }

    func testReplacedThreadsKeepTheNewestFiftyOfAll() {
        var all: [Int: [FeedCollector.Item]] = [:]
        for thread in 0..<40 { all[thread] = candidates(thread, count: Int.random(in: 0...12, using: &random), around: 0) }
        var feed = WatchFeed(all: all.values.flatMap { $0 }, total: all.values.map(\.count).reduce(0, +))
        var fullReads = 0
        for step in 0..<200 {
            var changed = Set<ThreadKey>()
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let thread = Int.random(in: 0..<45, using: &random)
                changed.insert(ThreadKey(id: "t\(thread)"))
                // Saves favour recent comments: now and then a thread moves far ahead.
                let ahead = random.chance(0.3)
                let count = Int.random(in: 0...(ahead ? 60 : 12), using: &random)
                all[thread] = random.chance(0.2) ? [] : candidates(thread, count: count, around: ahead ? Double(step * 100) : 0)
            }
            let fresh = all.filter { changed.contains(ThreadKey(id: "t\($0.key)")) }.flatMap(\.value)
            if let next = feed.replacing(changed, with: fresh) {
                feed = next
            } else {
                fullReads += 1
                feed = WatchFeed(all: all.values.flatMap { $0 }, total: all.values.map(\.count).reduce(0, +))
            }
            XCTAssertEqual(feed.collector.kept.map(\.entry.comment.id), newest(all), "step \(step)")
        }
        // One thread holds every kept item, then loses them: the rest is unknown.
        let busy = ThreadKey(id: "busy")
        let flood = candidates(99, count: 300, around: 1e9).map {
            FeedCollector.Item(entry: $0.entry, threadTitle: "busy", key: busy, position: $0.position)
        }
        guard let flooded = feed.replacing([busy], with: flood) else { return XCTFail("new items on top need no full read") }
        XCTAssertEqual(flooded.collector.kept.map(\.key), Array(repeating: busy, count: WatchFeed.limit))
        XCTAssertNil(flooded.replacing([busy], with: []), "the kept items cannot tell the newest 50 of the others")
        XCTAssertLessThan(fullReads, 100, "most saves need no full read")
    }
}
