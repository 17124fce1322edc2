import Foundation

/// A thread read straight from the corpus with JSONSerialization, sharing no code with the
/// decoder or the fold: the oracle the real-corpus test compares against.
struct IndependentThread {
    struct Row {
        var id: String
        var user: String
        var toUser: String?
        /// Index of the answered row (tree parent, or first row with the named id).
        var parentName: String?
        var treeParent: Int?
    }

    var id: String
    var rows: [Row] = []

    /// `12` and `"12"` are one id; everything else is not an id.
    static func idText(_ value: Any?) -> String? {
        if let text = value as? String { return text }
        if let number = value as? NSNumber { return number.stringValue }
        return nil
    }

    /// Appends a comment object and, pre-order, every reply under it (explicit stack).
    mutating func add(_ object: [String: Any]) {
        var stack: [([String: Any], Int?)] = [(object, nil)]
        while let (comment, treeParent) = stack.popLast() {
            var parentName: String?
            if treeParent == nil, let named = Self.idText(comment["parentID"]), !named.isEmpty, named != "0" {
                parentName = named
            }
            let toUser = comment["toUser"] as? String
            rows.append(
                Row(
                    id: Self.idText(comment["id"]) ?? "", user: comment["user"] as? String ?? "",
                    toUser: toUser, parentName: parentName, treeParent: treeParent))
            let index = rows.count - 1
            let replies = comment["replies"] as? [[String: Any]] ?? []
            stack += replies.reversed().map { ($0, index) }
        }
    }

    /// (id, top-level ancestor's id, whom it answered) for every row; top-level rows
    /// answer nobody (""). Parent chains are walked with a visited set, so a cycle ends the walk.
    func expectations() -> [[String]] {
        var firstIndex: [String: Int] = [:]
        for (i, row) in rows.enumerated() where firstIndex[row.id] == nil { firstIndex[row.id] = i }
        func parent(_ i: Int) -> Int? {
            rows[i].treeParent ?? rows[i].parentName.flatMap { firstIndex[$0] }
        }
        return rows.indices.map { i in
            var top = i
            var seen: Set<Int> = [i]
            while let up = parent(top), seen.insert(up).inserted { top = up }
            guard let answered = parent(i), top != i else { return [rows[i].id, rows[i].id, ""] }
            let own = rows[i].toUser ?? ""
            return [rows[i].id, rows[top].id, own.isEmpty ? rows[answered].user : own]
        }
    }
}
