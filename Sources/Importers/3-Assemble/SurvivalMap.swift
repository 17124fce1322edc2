/// Which comments of one thread end up written: carried ones, and deleted ones with a
/// written reply below them (any depth). Computed once per thread.
struct SurvivalMap {
    private var statusByID: [String: SourceComment.Status] = [:]
    private var surviving: Set<String> = []

    init(_ comments: [SourceComment]) {
        for comment in comments {
            // The first comment with an id decides; later duplicates are written as they are.
            if statusByID[comment.id] == nil { statusByID[comment.id] = comment.status }
        }
        // Walk up from every carried comment through deleted ancestors: each one reached
        // has a carried reply below it. Marking stops at a comment already marked, so the
        // walk is linear and parent cycles end.
        var parentOf: [String: String] = [:]
        for comment in comments where parentOf[comment.id] == nil {
            if let parent = comment.parentID { parentOf[comment.id] = parent }
        }
        for comment in comments where comment.status == .carried {
            surviving.insert(comment.id)
            var current = parentOf[comment.id]
            while let id = current, statusByID[id] == .deleted, surviving.insert(id).inserted {
                current = parentOf[id]
            }
        }
    }

    func survives(_ id: String) -> Bool {
        surviving.contains(id)
    }

    /// Why a parent is not written, for the orphan list.
    func whyMissing(_ id: String) -> String {
        switch statusByID[id] {
        case nil: return "is not in the export"
        case .dropped(let reason, _)?: return "was not carried (\(reason.rawValue))"
        case .deleted?: return "was deleted"
        case .carried?: return "is written"
        }
    }
}
