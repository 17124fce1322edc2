import Foundation

/// Reads the corpus with JSONSerialization, independently of the library: thread files
/// (an object with `comments`, or a bare array; the id defaults to the file name) and
/// NDJSON site dumps (rows grouped by `threadID`). Nested `replies` are flattened parent
/// first, and each reply's parent is its tree parent.
struct CorpusReader {
    private let timeFormatters: [ISO8601DateFormatter] = {
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let whole = ISO8601DateFormatter()
        whole.formatOptions = [.withInternetDateTime]
        return [fractional, whole]
    }()

    func threads(in folder: URL) throws -> [ExpectedThread] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        var threads: [ExpectedThread] = []
        for name in names where !name.hasPrefix(".") && name != "threadfold.json" {
            let url = folder.appendingPathComponent(name)
            if name.hasSuffix(".json") {
                threads.append(try thread(file: url))
            } else if name.hasSuffix(".ndjson") {
                threads += try dump(file: url)
            }
        }
        return threads
    }

    private func thread(file: URL) throws -> ExpectedThread {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        let object = json as? [String: Any]
        let rows = (object?["comments"] ?? json) as? [[String: Any]] ?? []
        let id = object.flatMap { Self.idString($0["id"]) } ?? file.deletingPathExtension().lastPathComponent
        return expected(id: id, rows: rows)
    }

    private func dump(file: URL) throws -> [ExpectedThread] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var order: [String] = []
        var rowsByThread: [String: [[String: Any]]] = [:]
        for line in text.split(whereSeparator: \.isNewline) where !line.allSatisfy(\.isWhitespace) {
            guard let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let threadID = Self.idString(row["threadID"])
            else { continue }
            if rowsByThread[threadID] == nil { order.append(threadID) }
            rowsByThread[threadID, default: []].append(row)
        }
        return order.map { expected(id: $0, rows: rowsByThread[$0] ?? []) }
    }

    /// Flattens rows (pre-order, iteratively) and folds them.
    private func expected(id: String, rows: [[String: Any]]) -> ExpectedThread {
        var comments: [ExpectedComment] = []
        var parentIDs: [String?] = []
        var treeParents: [Int?] = []
        var stack: [(row: [String: Any], treeParent: Int?)] = rows.reversed().map { ($0, nil) }
        while let (row, treeParent) = stack.popLast() {
            let index = comments.count
            comments.append(comment(row))
            parentIDs.append(treeParent == nil ? Self.parentID(row["parentID"]) : nil)
            treeParents.append(treeParent)
            let replies = row["replies"] as? [[String: Any]] ?? []
            stack += replies.reversed().map { ($0, index) }
        }
        return ExpectedThread(id: id, comments: comments, parentIDs: parentIDs, treeParents: treeParents)
    }

    private func comment(_ row: [String: Any]) -> ExpectedComment {
        let toUser = (row["toUser"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        var comment = ExpectedComment(
            id: Self.idString(row["id"]) ?? "", user: row["user"] as? String ?? "",
            explicitToUser: toUser, time: time(row["createdAt"]))
        comment.pinned = row["pinned"] as? Bool ?? false
        return comment
    }

    private func time(_ value: Any?) -> Double? {
        if let text = value as? String {
            return timeFormatters.lazy.compactMap { $0.date(from: text) }.first?.timeIntervalSince1970
        }
        return (value as? NSNumber)?.doubleValue
    }

    /// Ids are strings or integers; `12` and `"12"` are one id.
    static func idString(_ value: Any?) -> String? {
        if let text = value as? String { return text }
        if let number = value as? NSNumber { return number.stringValue }
        return nil
    }

    /// Missing, null, "", 0 and "0" mean top-level.
    static func parentID(_ value: Any?) -> String? {
        guard let id = idString(value), id != "", id != "0" else { return nil }
        return id
    }
}
