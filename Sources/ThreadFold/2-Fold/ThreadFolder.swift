/// Folds a thread into two levels. Every comment comes out exactly once: a reply at any
/// depth hangs under its top-level ancestor; an orphan (its parent is not in the thread)
/// and the comment where a parent cycle is found become top-level; duplicate ids are all
/// kept, each with its own anchor. No recursion: depth cannot break it.
public enum ThreadFolder {
    public static func fold(_ thread: CommentThread) -> (FoldedThread, [FoldIssue]) {
        var issues: [FoldIssue] = []
        let comments = thread.comments
        let (anchors, firstIndexByID) = assignAnchors(comments, issues: &issues)
        var parents = resolveParents(comments, firstIndexByID: firstIndexByID, issues: &issues)
        let roots = findRoots(&parents, comments: comments, issues: &issues)

        // Position among the top-level comments, by comment index (-1: a reply).
        var topLevelPosition = [Int](repeating: -1, count: comments.count)
        var topLevel: [FoldedComment] = []
        for i in comments.indices where parents[i] == nil {
            topLevelPosition[i] = topLevel.count
            topLevel.append(FoldedComment(comment: comments[i], anchor: anchors[i], floor: topLevel.count + 1, replies: []))
        }
        var replyIndices = Array(repeating: [Int](), count: topLevel.count)
        for i in comments.indices where parents[i] != nil {
            let position = topLevelPosition[roots[i]]
            if position >= 0 { replyIndices[position].append(i) }
        }
        for position in topLevel.indices {
            let ordered = orderReplies(replyIndices[position], comments: comments)
            topLevel[position].replies = ordered.enumerated().map { number, i in
                let parent = parents[i] ?? i
                let ownToUser = comments[i].toUser ?? ""
                return FoldedReply(
                    comment: comments[i], anchor: anchors[i], floor: String(position + 1) + "." + String(number + 1),
                    toUser: ownToUser.isEmpty ? comments[parent].user : ownToUser,
                    answeredAnchor: anchors[parent])
            }
        }
        return (FoldedThread(thread: thread, topLevel: topLevel), issues)
    }

    /// Anchors per comment; a repeated id gets `~2`, `~3`… and an issue.
    private static func assignAnchors(_ comments: [Comment], issues: inout [FoldIssue]) -> ([String], [String: Int]) {
        // One table for both: where an id first appears and how often it has been seen,
        // so each comment's id is hashed once.
        var seen: [String: (first: Int, count: Int)] = [:]
        seen.reserveCapacity(comments.count)
        var anchors: [String] = []
        anchors.reserveCapacity(comments.count)
        for (i, comment) in comments.enumerated() {
            let occurrence = Self.countOccurrence(of: comment.id, at: i, in: &seen)
            if occurrence > 1 {
                issues.append(
                    FoldIssue(
                        kind: .duplicateID, commentIndex: i,
                        message:
                            "comment id \"\(comment.id)\" is used \(occurrence == 2 ? "twice" : "again"); both are kept, this one as #c-\(Anchor.make(comment.id, occurrence: occurrence)), and replies naming this id go to the first"
                    ))
            }
            anchors.append(Anchor.make(comment.id, occurrence: occurrence))
        }
        let firstIndexByID = seen.mapValues(\.first)
        return (anchors, firstIndexByID)
    }

    /// Records one more appearance of `id` (first seen at `index` if new); returns its count.
    private static func countOccurrence(of id: String, at index: Int, in seen: inout [String: (first: Int, count: Int)]) -> Int {
        // Through `inout`, the subscript's modify accessor: one hash for the read and write.
        bump(&seen[id, default: (index, 0)])
    }

    private static func bump(_ entry: inout (first: Int, count: Int)) -> Int {
        entry.count += 1
        return entry.count
    }

    /// Each comment's parent as an index; orphans and self-parents become top-level.
    private static func resolveParents(_ comments: [Comment], firstIndexByID: [String: Int], issues: inout [FoldIssue]) -> [Int?] {
        comments.enumerated().map { i, comment in
            switch comment.parent {
            case .none:
                return nil
            case .index(let parent):
                return parent
            case .id(let id):
                guard let parent = firstIndexByID[id] else {
                    issues.append(
                        FoldIssue(
                            kind: .orphan, commentIndex: i,
                            message: "parentID \"\(id)\" names no comment in this thread; the comment is kept as a top-level comment"))
                    return nil
                }
                if parent == i {
                    issues.append(
                        FoldIssue(
                            kind: .cycle, commentIndex: i,
                            message: "this comment names itself as its parent; it is kept as a top-level comment"))
                    return nil
                }
                return parent
            }
        }
    }

    /// The top-level ancestor of every comment, walking parent links with an explicit path.
    /// A walk that comes back to a comment already on its path has found a cycle: that
    /// comment is cut from its parent and becomes top-level.
    private static func findRoots(_ parents: inout [Int?], comments: [Comment], issues: inout [FoldIssue]) -> [Int] {
        let unknown = -1
        let onPath = -2
        var roots = Array(repeating: unknown, count: parents.count)
        var path: [Int] = []
        for start in parents.indices where roots[start] == unknown {
            var current = start
            var root: Int
            while true {
                if roots[current] >= 0 {
                    root = roots[current]
                    break
                }
                if roots[current] == onPath {
                    parents[current] = nil
                    issues.append(
                        FoldIssue(
                            kind: .cycle, commentIndex: current,
                            message:
                                "the parentIDs from comment \"\(comments[current].id)\" lead back to it (a cycle); it is kept as a top-level comment"
                        ))
                    root = current
                    break
                }
                roots[current] = onPath
                path.append(current)
                guard let parent = parents[current] else {
                    root = current
                    break
                }
                current = parent
            }
            for node in path { roots[node] = root }
            roots[root] = root
            path.removeAll(keepingCapacity: true)
        }
        return roots
    }

    /// Pinned replies first, then by time when every reply has one (instants, so offsets
    /// compare correctly; stable on ties), else input order.
    private static func orderReplies(_ indices: [Int], comments: [Comment]) -> [Int] {
        let ordered = byTime(indices, comments: comments)
        guard ordered.contains(where: { comments[$0].pinned }) else { return ordered }
        return ordered.filter { comments[$0].pinned } + ordered.filter { !comments[$0].pinned }
    }

    private static func byTime(_ indices: [Int], comments: [Comment]) -> [Int] {
        guard indices.allSatisfy({ comments[$0].createdAt != nil }) else { return indices }
        return indices.enumerated().sorted { a, b in
            let ta = comments[a.element].createdAt?.instant ?? 0
            let tb = comments[b.element].createdAt?.instant ?? 0
            return ta == tb ? a.offset < b.offset : ta < tb
        }.map(\.element)
    }
}

/// Something the fold repaired. Every comment is still kept; the issue says where
/// (the comment's position in the thread) and what was done.
public struct FoldIssue: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case orphan, cycle, duplicateID
    }

    public var kind: Kind
    /// Index into the thread's `comments`.
    public var commentIndex: Int
    public var message: String
}
