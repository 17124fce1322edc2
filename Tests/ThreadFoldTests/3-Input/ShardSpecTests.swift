import XCTest

@testable import ThreadFold

/// A thread's shard, which is also its spill partition: case-clashing slugs and equal ids
/// must be settled on one machine, so they share a shard whatever N.
final class ShardSpecTests: XCTestCase {
    func testCaseClashingIDsShareAPartition() {
        for count in [2, 5, 16] {
            let partition = ShardSpec.partition(count: count)
            XCTAssertEqual(partition("Hello-World"), partition("hello-world"))
            XCTAssertEqual(partition("https://example.com/2024/家庭网络/"), partition("https://example.com/2024/家庭网络/"))
        }
    }

    func testAThreadsPartitionIsTheShardThatHoldsIt() throws {
        for id in ["t1", "T1", "42", "a thread with spaces", "https://example.com/a/"] {
            let partition = ShardSpec.partition(count: 7)(id)
            let shard = try XCTUnwrap(ShardSpec(index: partition, count: 7))
            XCTAssertTrue(shard.holds(slug: ThreadSlug.make(id)), "\(id) is built by shard \(partition)/7")
        }
    }
}
