/// Invariants the decoder and folder promise; a violation traps so libFuzzer keeps the input.
enum DecodeFoldChecks {
    static func check(_ decoded: DecodedFile) {
        for diagnostic in decoded.diagnostics where diagnostic.line < 0 || diagnostic.column < 0 {
            fatalError("diagnostic with a negative place: \(diagnostic)")
        }
        for thread in decoded.threads {
            checkFold(thread)
        }
    }

    /// Every comment comes out exactly once, anchors are unique, and every reply answers an
    /// anchor that exists in the same thread.
    static func checkFold(_ thread: CommentThread) {
        let (folded, _) = ThreadFolder.fold(thread)
        let replies = folded.topLevel.reduce(0) { $0 + $1.replies.count }
        guard folded.topLevel.count + replies == thread.comments.count else {
            fatalError(
                "fold lost or duplicated comments: \(folded.topLevel.count) top-level + \(replies) replies != \(thread.comments.count)")
        }
        var anchors = Set<String>()
        for comment in folded.topLevel {
            insert(comment.anchor, into: &anchors)
            for reply in comment.replies { insert(reply.anchor, into: &anchors) }
        }
        for comment in folded.topLevel {
            for reply in comment.replies where !anchors.contains(reply.answeredAnchor) {
                fatalError("reply \(reply.anchor) answers missing anchor \(reply.answeredAnchor)")
            }
        }
    }

    /// Anchors become HTML ids and URL fragments: unique, and only `A-Za-z0-9_-.~`.
    private static func insert(_ anchor: String, into anchors: inout Set<String>) {
        guard anchors.insert(anchor).inserted else { fatalError("duplicate anchor \(anchor)") }
        let allowed = anchor.utf8.allSatisfy { byte in
            ThreadSlug.isSafeByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "~")
        }
        guard allowed else { fatalError("anchor with unsafe bytes: \(anchor)") }
    }
}
