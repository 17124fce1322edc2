import XCTest

@testable import ThreadFold

/// The two-level fold: ancestors, whom each reply answered, reply order and floors.
final class FoldTests: XCTestCase {
    private let chain = """
        [{"id": "a", "user": "ann"},
         {"id": "b", "user": "bob", "parentID": "a"},
         {"id": "c", "user": "cat", "parentID": "b"},
         {"id": "d", "user": "dan", "parentID": "c", "toUser": "ann"},
         {"id": "e", "user": "eve", "parentID": "c", "toUser": ""},
         {"id": "f", "user": "fay"}]
        """

    func testEveryReplyHangsUnderItsTopLevelAncestor() {
        let (thread, diagnostics) = Fixture.fold(chain)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(Fixture.shape(thread), [["a", "b", "c", "d", "e"], ["f"]])
        XCTAssertEqual(thread?.replyCount, 4)
        XCTAssertEqual(thread?.commentCount, 6)
    }

    func testToUserIsOwnWhenGivenElseTheParentsAuthor() {
        let (thread, _) = Fixture.fold(chain)
        let replies = thread?.topLevel.first?.replies ?? []
        XCTAssertEqual(replies.map(\.toUser), ["ann", "bob", "ann", "cat"])
    }

    func testAnsweredAnchorIsTheParentsAnchor() {
        let json =
            "[{\"id\": \"p q\"}, {\"id\": \"r\", \"parentID\": \"p q\"}, {\"id\": \"s\", \"parentID\": \"r\", \"toUser\": \"someone\"}]"
        let (thread, _) = Fixture.fold(json)
        let top = thread?.topLevel.first
        XCTAssertEqual(top?.anchor, "p.20q")
        XCTAssertEqual(top?.replies.map(\.answeredAnchor), ["p.20q", "r"], "explicit toUser does not change which comment was answered")
    }

    func testFloorsNumberTopLevelAndReplies() {
        let (thread, _) = Fixture.fold(chain)
        XCTAssertEqual(thread?.topLevel.map(\.floor), [1, 2])
        XCTAssertEqual(thread?.topLevel.first?.replies.map(\.floor), ["1.1", "1.2", "1.3", "1.4"])
        XCTAssertEqual(thread?.topLevel.last?.replies.map(\.floor), [])
    }

    func testRepliesAreOrderedByInstantWhenAllHaveTimes() {
        // 10:00+08:00 is 02:00Z: the earliest, although it sorts last as text.
        let json = Fixture.thread([
            "{\"id\": \"t\", \"createdAt\": \"2024-01-01T00:00:00Z\"}",
            "{\"id\": \"r1\", \"parentID\": \"t\", \"createdAt\": \"2024-01-01T05:00:00Z\"}",
            "{\"id\": \"r2\", \"parentID\": \"r1\", \"createdAt\": \"2024-01-01T10:00:00+08:00\"}",
            "{\"id\": \"r3\", \"parentID\": \"t\", \"createdAt\": \"2024-01-01T03:00:00Z\"}",
        ])
        let (thread, _) = Fixture.fold(json)
        XCTAssertEqual(Fixture.shape(thread), [["t", "r2", "r3", "r1"]])
        XCTAssertEqual(thread?.topLevel.first?.replies.map(\.floor), ["1.1", "1.2", "1.3"])
    }

    func testTiesKeepInputOrder() {
        let json = Fixture.thread([
            "{\"id\": \"t\"}", "{\"id\": \"x\", \"parentID\": \"t\", \"createdAt\": \"2024-01-01T08:00:00+08:00\"}",
            "{\"id\": \"y\", \"parentID\": \"t\", \"createdAt\": 1704067200}",
            "{\"id\": \"w\", \"parentID\": \"t\", \"createdAt\": \"2024-01-01T00:00:00Z\"}",
            "{\"id\": \"v\", \"parentID\": \"t\", \"createdAt\": \"2023-12-31T23:59:59Z\"}",
        ])
        let (thread, _) = Fixture.fold(json)
        XCTAssertEqual(Fixture.shape(thread), [["t", "v", "x", "y", "w"]])
    }

    func testOneReplyWithoutTimeKeepsInputOrderForThatCommentOnly() {
        let json = Fixture.thread([
            "{\"id\": \"t1\"}", "{\"id\": \"a\", \"parentID\": \"t1\", \"createdAt\": 300}", "{\"id\": \"b\", \"parentID\": \"t1\"}",
            "{\"id\": \"c\", \"parentID\": \"t1\", \"createdAt\": 100}",
            "{\"id\": \"t2\"}", "{\"id\": \"d\", \"parentID\": \"t2\", \"createdAt\": 300}",
            "{\"id\": \"e\", \"parentID\": \"t2\", \"createdAt\": 100}",
        ])
        let (thread, _) = Fixture.fold(json)
        XCTAssertEqual(Fixture.shape(thread), [["t1", "a", "b", "c"], ["t2", "e", "d"]])
    }

    func testInputOrderOfATreeIsPreOrder() {
        let json =
            "[{\"id\": 1, \"replies\": [{\"id\": 2, \"replies\": [{\"id\": 3}, {\"id\": 4}]}, {\"id\": 5, \"replies\": [{\"id\": 6}]}]}]"
        let (thread, _) = Fixture.fold(json)
        XCTAssertEqual(Fixture.shape(thread), [["1", "2", "3", "4", "5", "6"]])
    }

    func testChildrenListedBeforeTheirParentsStillFold() {
        let json = "[{\"id\": 3, \"parentID\": 2}, {\"id\": 2, \"parentID\": 1}, {\"id\": 1}, {\"id\": 4, \"parentID\": 3}]"
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(Fixture.shape(thread), [["1", "3", "2", "4"]], "replies keep input order, not parent order")
    }

    func testTopLevelCommentsKeepInputOrderEvenWithTimes() {
        let json = "[{\"id\": \"late\", \"createdAt\": 200}, {\"id\": \"early\", \"createdAt\": 100}]"
        let (thread, _) = Fixture.fold(json)
        XCTAssertEqual(thread?.topLevel.map(\.comment.id), ["late", "early"])
        XCTAssertEqual(thread?.lastActivity?.instant, 200)
    }
}
