import Foundation

/// One input thread folded by the documented rules: anchors (safe ids as they are, other
/// bytes `.XX`, repeats `~2`…), top-level ancestors, whom each reply answers and the
/// order of replies (pinned ones first, then by time when all have one, else input order).
struct ExpectedThread {
    let id: String
    var comments: [ExpectedComment]
    /// Comments whose parent chain loops; they are not modelled and are left out of the
    /// structural checks (counted so the test can say so).
    private(set) var cycles = 0

    /// `treeParents[i]` is the parent a nested `replies` list gives; it wins over `parentIDs`.
    init(id: String, comments: [ExpectedComment], parentIDs: [String?], treeParents: [Int?]) {
        self.id = id
        self.comments = comments
        assignAnchors()
        resolveParents(parentIDs, treeParents: treeParents)
        findRoots()
    }

    var topLevel: [Int] { comments.indices.filter { comments[$0].parent == nil } }

    /// The replies under a top-level comment, in the order the page must show them.
    /// Pinned replies first, then by time when every reply has one, else input order.
    func replies(of top: Int) -> [Int] {
        let indices = comments.indices.filter { comments[$0].parent != nil && comments[$0].root == top }
        let times = indices.compactMap { comments[$0].time }
        let ordered =
            times.count != indices.count
            ? indices
            : indices.enumerated().sorted { a, b in
                let ta = comments[a.element].time ?? 0
                let tb = comments[b.element].time ?? 0
                return ta == tb ? a.offset < b.offset : ta < tb
            }.map(\.element)
        return ordered.filter { comments[$0].pinned } + ordered.filter { !comments[$0].pinned }
    }

    func toUser(of index: Int) -> String {
        if let explicit = comments[index].explicitToUser { return explicit }
        return comments[index].parent.map { comments[$0].user } ?? ""
    }

    static func anchor(_ id: String) -> String {
        let safe = id.utf8.allSatisfy(isSafe)
        if safe { return id }
        return id.utf8.map { isSafe($0) ? String(UnicodeScalar($0)) : "." + String(format: "%02X", $0) }.joined()
    }

    private static func isSafe(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private mutating func assignAnchors() {
        var seen: [String: Int] = [:]
        for i in comments.indices {
            let occurrence = (seen[comments[i].id] ?? 0) + 1
            seen[comments[i].id] = occurrence
            comments[i].anchor = Self.anchor(comments[i].id) + (occurrence > 1 ? "~\(occurrence)" : "")
        }
    }

    /// A parent named by id is the first comment with that id; an unknown id or the
    /// comment itself leaves it top-level. Tree-form parents were set by the reader.
    private mutating func resolveParents(_ parentIDs: [String?], treeParents: [Int?]) {
        var firstByID: [String: Int] = [:]
        for i in comments.indices where firstByID[comments[i].id] == nil { firstByID[comments[i].id] = i }
        for i in comments.indices {
            if let treeParent = treeParents[i] {
                comments[i].parent = treeParent
                continue
            }
            guard let parentID = parentIDs[i] else { continue }
            let parent = firstByID[parentID]
            comments[i].parent = parent == i ? nil : parent
        }
    }

    private mutating func findRoots() {
        for i in comments.indices {
            var current = i
            var steps = 0
            while let parent = comments[current].parent, steps <= comments.count {
                current = parent
                steps += 1
            }
            if steps > comments.count {
                cycles += 1
                comments[i].root = -1
            } else {
                comments[i].root = current
            }
        }
    }
}
