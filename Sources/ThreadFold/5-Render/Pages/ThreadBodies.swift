/// A thread's comment bodies rendered once (markdown or sanitised HTML, before the
/// empty-body placeholder), for the pages and the search index to share: a build with
/// search renders every body once, not twice.
struct ThreadBodies: Sendable {
    /// Per top-level comment (in `FoldedThread.topLevel` order): its body, then each reply's.
    private let html: [[String]]
    /// Whether floor N is `topLevel[N - 1]`, as the fold numbers them (pages look bodies up
    /// by floor; a table that does not hold leaves them to render their own).
    private let byFloor: Bool

    init(_ folded: FoldedThread, body: BodyRenderer) {
        html = folded.topLevel.map { top in
            var bodies = [StageMeter.shared.measure(.render) { body.render(top.comment.content, format: top.comment.contentFormat) }]
            bodies.reserveCapacity(top.replies.count + 1)
            for reply in top.replies {
                bodies.append(
                    StageMeter.shared.measure(.render) { body.render(reply.comment.content, format: reply.comment.contentFormat) })
            }
            return bodies
        }
        byFloor = folded.topLevel.indices.allSatisfy { folded.topLevel[$0].floor == $0 + 1 }
    }

    /// The body of top-level comment `top` (its floor, from 1), or of its reply at `reply`;
    /// nil for a comment this table does not hold.
    func html(top floor: Int, reply: Int? = nil) -> String? {
        let position = (reply ?? -1) + 1
        guard byFloor, html.indices.contains(floor - 1), html[floor - 1].indices.contains(position) else { return nil }
        return html[floor - 1][position]
    }

    /// The body of `topLevel[index]` (`reply` nil) or of its reply at `reply`.
    func html(at index: Int, reply: Int?) -> String { html[index][(reply ?? -1) + 1] }
}
