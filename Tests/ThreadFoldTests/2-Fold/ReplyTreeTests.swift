import XCTest

@testable import ThreadFold

/// `ReplyTree`: parents from the fold, path floors, the lists a page draws (capped at
/// `indentCap` levels), subtree counts, and `deepestChain` agreeing with the tree.
final class ReplyTreeTests: XCTestCase {
    private func tree(_ rows: [String]) throws -> (FoldedComment, ReplyTree) {
        let (thread, diagnostics) = Fixture.fold(Fixture.thread(rows))
        XCTAssertEqual(diagnostics, [])
        let top = try XCTUnwrap(thread?.topLevel.first)
        return (top, ReplyTree(top))
    }

    private func ids(_ list: [Int], _ top: FoldedComment, _ tree: ReplyTree) -> [String] {
        list.map { top.replies[tree.nodes[$0].reply].comment.id }
    }

    func testBranchesGetPathFloorsAndTheirOwnLists() throws {
        let (top, tree) = try self.tree([
            "{\"id\": \"t\"}", "{\"id\": \"a\", \"parentID\": \"t\"}", "{\"id\": \"b\", \"parentID\": \"t\"}",
            "{\"id\": \"a1\", \"parentID\": \"a\"}", "{\"id\": \"a2\", \"parentID\": \"a\"}", "{\"id\": \"a2x\", \"parentID\": \"a2\"}",
        ])
        XCTAssertEqual(ids(tree.listed, top, tree), ["a", "b"])
        let byID = Dictionary(uniqueKeysWithValues: tree.nodes.map { (top.replies[$0.reply].comment.id, $0) })
        XCTAssertEqual(byID.mapValues(\.floor), ["a": "1.1", "b": "1.2", "a1": "1.1.1", "a2": "1.1.2", "a2x": "1.1.2.1"])
        XCTAssertEqual(byID.mapValues(\.depth), ["a": 1, "b": 1, "a1": 2, "a2": 2, "a2x": 3])
        XCTAssertEqual(ids(try XCTUnwrap(byID["a"]).listed, top, tree), ["a1", "a2"])
        XCTAssertEqual(byID.mapValues(\.descendantCount), ["a": 3, "b": 0, "a1": 0, "a2": 1, "a2x": 0])
        XCTAssertEqual(tree.deepest, 3)
    }

    func testPastTheCapEveryReplyIsListedInOrderUnderTheLastNestedOne() throws {
        let depth = ReplyTree.indentCap + 4
        var rows = ["{\"id\": \"r0\"}"]
        for d in 1...depth { rows.append("{\"id\": \"r\(d)\", \"parentID\": \"r\(d - 1)\"}") }
        rows.append("{\"id\": \"side\", \"parentID\": \"r\(ReplyTree.indentCap + 1)\"}")
        let (top, tree) = try self.tree(rows)
        let holder = try XCTUnwrap(tree.nodes.first { $0.depth == ReplyTree.indentCap - 1 })
        let below = (ReplyTree.indentCap...depth).map { "r\($0)" }
        // Pre-order: `side` answers r(cap+1) and comes after r(cap+1)'s own chain.
        XCTAssertEqual(ids(holder.listed, top, tree), below + ["side"])
        XCTAssertTrue(tree.nodes.filter { $0.depth >= ReplyTree.indentCap }.allSatisfy(\.listed.isEmpty), "nothing nests past the cap")
        let floors = tree.nodes.map(\.floor)
        XCTAssertEqual(
            floors[ReplyTree.indentCap], "1" + String(repeating: ".1", count: ReplyTree.indentCap + 1), "a full path up to cap + 1")
        XCTAssertTrue(floors[ReplyTree.indentCap + 1].hasSuffix(".….1"), floors[ReplyTree.indentCap + 1])
        XCTAssertEqual(tree.deepest, depth)
        let (thread, _) = Fixture.fold(Fixture.thread(rows))
        XCTAssertEqual(ReplyTree.deepestChain(try XCTUnwrap(thread)), depth)
    }
}
