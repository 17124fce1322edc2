import XCTest

@testable import ThreadFold

/// `Takedown`: what `"remove"` and `"anonymise"` do to one decoded thread before the fold.
final class TakedownTests: XCTestCase {
    /// a ← b ← c, a ← d; e alone; f answers e by name.
    private func thread(id: String = "t") -> CommentThread {
        var thread = CommentThread(id: id, title: "Zed's thread")
        thread.comments = [
            Comment(id: "a", user: "Zed", content: "first words", createdAt: Timestamp(parsing: "2024-01-01")),
            Comment(id: "b", parent: .id("a"), user: "Bo", content: "to Zed: hello Zed, Zedd"),
            Comment(id: "c", parent: .id("b"), user: "Cy", content: "deep"),
            Comment(id: "d", parent: .id("a"), user: "Zed", content: "again"),
            Comment(id: "e", user: "Eve", content: "lonely"),
            Comment(id: "f", parent: .id("e"), user: "Fay", content: "hi", toUser: "Eve"),
        ]
        return thread
    }

    private func folded(_ takedown: Takedown, _ thread: CommentThread) -> (FoldedThread?, TakedownTally) {
        let (changed, tally) = takedown.apply(thread)
        return (changed.map { ThreadFolder.fold($0).0 }, tally)
    }

    func testARemovedCommentWithRepliesStaysAsAPlaceholderTheyAnswer() throws {
        let (folded, tally) = folded(Takedown(remove: ["t/a"]), thread())
        let top = try XCTUnwrap(folded?.topLevel.first)
        XCTAssertEqual(top.comment.id, "a")
        XCTAssertTrue(top.comment.removedByRequest)
        XCTAssertEqual(top.comment.user, "", "no name")
        XCTAssertNil(top.comment.createdAt, "no time")
        XCTAssertEqual(top.comment.content, Takedown().removedText, "no text but the placeholder")
        XCTAssertEqual(top.replies.map(\.comment.id), ["b", "c", "d"], "replies keep their place")
        XCTAssertEqual(top.replies.map(\.toUser), ["a removed comment", "Bo", "a removed comment"])
        XCTAssertEqual(tally.placeholders, 1)
        XCTAssertEqual(tally.removedComments, 0)
        XCTAssertEqual(tally.matchedRemovals, [0])
    }

    func testARemovedLeafDisappearsAndSoDoesAParentLeftWithoutReplies() {
        let (folded, tally) = folded(Takedown(remove: ["t/c", "t/b", "t/f"]), thread())
        XCTAssertEqual(folded?.thread.comments.map(\.id), ["a", "d", "e"])
        XCTAssertEqual(tally.removedComments, 3)
        XCTAssertEqual(tally.placeholders, 0)
        XCTAssertEqual(tally.matchedRemovals, [0, 1, 2])
    }

    func testTreeFormParentIndicesFollowTheCommentsThatRemain() {
        var tree = CommentThread(id: "t")
        tree.comments = [
            Comment(id: "x", user: "X"), Comment(id: "gone", user: "G"),
            Comment(id: "y", parent: .index(0), user: "Y"), Comment(id: "z", parent: .index(2), user: "Z"),
        ]
        let (folded, _) = folded(Takedown(remove: ["t/gone"]), tree)
        XCTAssertEqual(folded?.topLevel.map(\.comment.id), ["x"])
        XCTAssertEqual(folded?.topLevel.first?.replies.map(\.comment.id), ["y", "z"])
        XCTAssertEqual(folded?.topLevel.first?.replies.map(\.toUser), ["X", "Y"])
    }

    func testAWholeThreadAndOnlyAnExactIdRemovesIt() {
        let takedown = Takedown(remove: ["t"])
        let (gone, tally) = takedown.apply(thread())
        XCTAssertNil(gone)
        XCTAssertEqual(tally.removedThreads, 1)
        XCTAssertEqual(tally.removedComments, 6)
        XCTAssertNotNil(takedown.apply(thread(id: "t2")).0, "a thread id is matched exactly")
        // A thread id holding "/" is that thread, not a comment of thread "a".
        let slashed = Takedown(remove: ["a/b"]).apply(thread(id: "a/b"))
        XCTAssertNil(slashed.0)
    }

    func testNamesBecomeNumberedPlaceholdersEverywhereInTheThread() throws {
        let takedown = Takedown(anonymise: ["Nobody", "Zed", "t/Eve"])
        let (folded, tally) = folded(takedown, thread())
        let thread = try XCTUnwrap(folded?.thread)
        XCTAssertEqual(thread.comments.map(\.user), ["Anonymous 2", "Bo", "Cy", "Anonymous 2", "Anonymous 3", "Fay"])
        XCTAssertEqual(thread.comments[5].toUser, "Anonymous 3", "an explicit toUser")
        XCTAssertEqual(folded?.topLevel.first?.replies.first?.toUser, "Anonymous 2", "whom a reply answered")
        XCTAssertEqual(thread.comments[1].content, "to Anonymous 2: hello Anonymous 2, Zedd", "as a word, not inside Zedd")
        XCTAssertEqual(thread.title, "Anonymous 2's thread")
        XCTAssertEqual(tally.anonymisedComments, 3)
        XCTAssertEqual(tally.matchedNames, [1, 2])
        let other = Takedown(anonymise: ["t/Eve"]).apply(self.thread(id: "u")).0
        XCTAssertEqual(other?.comments[4].user, "Eve", "a thread-scoped name stays in other threads")
    }

    func testCJKNamesAreReplacedWhereverTheyStand() {
        var thread = CommentThread(id: "t")
        thread.comments = [Comment(id: "1", user: "张三", content: "我是张三，你好")]
        let changed = Takedown(anonymise: ["张三"], anonymousPattern: "匿名 {n}").apply(thread).0
        XCTAssertEqual(changed?.comments.first?.user, "匿名 1")
        XCTAssertEqual(changed?.comments.first?.content, "我是匿名 1，你好")
    }

    func testUnmatchedEntriesAreWarningsAndErrorsUnderStrict() {
        let takedown = Takedown(remove: ["t/a", "t/nope", "nope"], anonymise: ["Zed", "Ghost"])
        let (_, tally) = takedown.apply(thread())
        let warnings = tally.unmatched(takedown, file: "threadfold.json", strict: false)
        XCTAssertEqual(warnings.count, 3)
        XCTAssertTrue(warnings.allSatisfy { $0.severity == .warning && $0.file == "threadfold.json" })
        XCTAssertTrue(warnings[0].message.contains("\"t/nope\""), warnings[0].message)
        XCTAssertTrue(warnings[1].message.contains("thread-id/comment-id"), "a bare id is read as a thread id")
        XCTAssertTrue(warnings[2].message.contains("\"Ghost\""))
        XCTAssertTrue(tally.unmatched(takedown, file: "f", strict: true).allSatisfy { $0.severity == .error })
    }

    func testNothingConfiguredChangesNothing() {
        let (changed, tally) = Takedown().apply(thread())
        XCTAssertEqual(changed, thread())
        XCTAssertTrue(tally.isEmpty)
    }
}
