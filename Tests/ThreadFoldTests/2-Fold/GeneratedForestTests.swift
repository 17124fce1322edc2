import TestSupport
import XCTest

@testable import ThreadFold

/// Random forests (flat, tree, mixed; shuffled; with orphans, cycles and duplicate ids)
/// keep the fold's invariants. Seeds are fixed, so a failure names a replayable case.
final class GeneratedForestTests: XCTestCase {
    private struct Case: CustomStringConvertible {
        var seed: UInt64
        var form: GeneratedForest.Form
        var times: GeneratedForest.Times
        var shuffled: Bool
        var faults: Bool
        var description: String { "seed \(seed) \(form) times:\(times) shuffled:\(shuffled) faults:\(faults)" }
    }

    private func cases() -> [Case] {
        var rng = SplitMix64(seed: 0x7F0D)
        return (1...60).map { seed in
            let form = GeneratedForest.Form.allCases[seed % 3]
            let times: [GeneratedForest.Times] = [.none, .all, .some]
            return Case(
                seed: UInt64(seed), form: form, times: times[(seed / 3) % 3],
                shuffled: form != .tree && rng.chance(0.5), faults: form != .tree && seed % 4 == 0)
        }
    }

    func testInvariantsHoldForEveryGeneratedForest() {
        var faultyCases = 0
        var shuffledCases = 0
        for testCase in cases() {
            let size = 1 + Int(testCase.seed * 7 % 80)
            let forest = GeneratedForest(
                seed: testCase.seed, size: size, form: testCase.form, times: testCase.times,
                shuffled: testCase.shuffled, faults: testCase.faults)
            let (folded, diagnostics) = Fixture.fold(forest.json)
            XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [], "\(testCase)")
            if !forest.hasFaults { XCTAssertEqual(diagnostics, [], "\(testCase)") }
            guard let folded else {
                XCTFail("no thread for \(testCase)")
                continue
            }
            checkEveryCommentOnce(folded, forest, testCase)
            checkAncestorsAreTopLevel(folded, forest, testCase)
            checkReplyOrder(folded, forest, testCase)
            faultyCases += forest.hasFaults ? 1 : 0
            shuffledCases += testCase.shuffled ? 1 : 0
        }
        XCTAssertGreaterThan(faultyCases, 5, "the generator must exercise repairs")
        XCTAssertGreaterThan(shuffledCases, 5, "the generator must put children before parents")
    }

    private func checkEveryCommentOnce(_ folded: FoldedThread, _ forest: GeneratedForest, _ testCase: Case) {
        let users = folded.topLevel.flatMap { [$0.comment.user] + $0.replies.map(\.comment.user) }
        XCTAssertEqual(users.count, forest.nodes.count, "count preserved: \(testCase)")
        XCTAssertEqual(users.sorted(), forest.nodes.map(\.user).sorted(), "each comment exactly once: \(testCase)")
    }

    /// Following "answered" links from any reply reaches the top-level comment it sits under;
    /// without faults that is also the generator's own root and toUser is the parent's user.
    private func checkAncestorsAreTopLevel(_ folded: FoldedThread, _ forest: GeneratedForest, _ testCase: Case) {
        var answered: [String: String] = [:]
        for top in folded.topLevel { for reply in top.replies { answered[reply.anchor] = reply.answeredAnchor } }
        let nodeByUser = Dictionary(uniqueKeysWithValues: forest.nodes.enumerated().map { ($1.user, $0) })
        for top in folded.topLevel {
            for reply in top.replies {
                var anchor = reply.anchor
                var steps = 0
                while let up = answered[anchor], steps <= forest.nodes.count {
                    anchor = up
                    steps += 1
                }
                XCTAssertEqual(anchor, top.anchor, "reply \(reply.comment.user) climbs to its top-level comment: \(testCase)")
                guard !forest.hasFaults, let node = nodeByUser[reply.comment.user] else { continue }
                var root = node
                while let parent = forest.nodes[root].parent { root = parent }
                XCTAssertEqual(top.comment.user, forest.nodes[root].user, "true root: \(testCase)")
                XCTAssertEqual(reply.toUser, forest.nodes[node].parent.map { forest.nodes[$0].user }, "toUser: \(testCase)")
            }
        }
    }

    private func checkReplyOrder(_ folded: FoldedThread, _ forest: GeneratedForest, _ testCase: Case) {
        let position = Dictionary(uniqueKeysWithValues: forest.inputOrder.enumerated().map { (forest.nodes[$1].user, $0) })
        let nodeByUser = Dictionary(uniqueKeysWithValues: forest.nodes.map { ($0.user, $0) })
        for top in folded.topLevel {
            let replies = top.replies
            for reply in replies {
                let expected = nodeByUser[reply.comment.user]?.time.map { Double(1_704_067_200 + $0) }
                XCTAssertEqual(reply.comment.createdAt?.instant, expected, "every spelling gives the instant: \(testCase)")
            }
            let timed = replies.allSatisfy { $0.comment.createdAt != nil }
            for (a, b) in zip(replies, replies.dropFirst()) {
                let (pa, pb) = (position[a.comment.user] ?? -1, position[b.comment.user] ?? -1)
                if timed, let ta = a.comment.createdAt?.instant, let tb = b.comment.createdAt?.instant, ta != tb {
                    XCTAssertLessThan(ta, tb, "sorted by instant: \(testCase)")
                } else {
                    XCTAssertLessThan(pa, pb, "input order (or a tie) keeps input order: \(testCase)")
                }
            }
        }
    }
}
