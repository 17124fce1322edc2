import ThreadFold

/// Any JSON array of objects, or NDJSON (one object a line), read through a field map.
/// Rows are grouped into threads by `threadID` (in first-seen order); without one, the
/// whole file is one thread named after it. Prefixes (`t1_`) are stripped from ids, and a
/// parent equal to the row's thread id means top level (reddit's `t3_` parents).
struct FieldMapImporter {
    var options: ImportOptions

    func threads(from bytes: [UInt8], path: String) throws(ImportError) -> [SourceThread] {
        let rows = try Self.rows(bytes, path: path)
        let fileThread = Self.stem(path)
        var threads: [SourceThread] = []
        var position: [String: Int] = [:]
        for (number, row) in rows.enumerated() {
            let threadID = stripped(JSONLookup.text(value(row, .threadID))) ?? fileThread
            if position[threadID] == nil {
                position[threadID] = threads.count
                threads.append(SourceThread(id: threadID, contentFormat: options.contentFormat))
            }
            guard let index = position[threadID] else { continue }
            fillMetadata(&threads[index], from: row)
            threads[index].comments.append(comment(row, number: number, threadID: threadID))
        }
        return threads
    }

    private func comment(_ row: Any, number: Int, threadID: String) -> SourceComment {
        var parent = stripped(JSONLookup.text(value(row, .parentID)))
        if parent == threadID || parent == "" || parent == "0" { parent = nil }
        let rawTime = value(row, .createdAt)
        let time = JSONLookup.time(rawTime)
        var comment = SourceComment(
            id: stripped(JSONLookup.text(value(row, .id))) ?? "", parentID: parent,
            user: JSONLookup.text(value(row, .user)) ?? "",
            content: JSONLookup.text(value(row, .content)) ?? "",
            createdAt: time, unreadableTime: rawTime != nil && time == nil)
        if comment.id.isEmpty {
            comment.id = "row \(number + 1)"
            comment.status = .dropped(.missingID, detail: "no value at \(options.fieldMap.path(for: .id).joined(separator: "."))")
        }
        return comment
    }

    private func fillMetadata(_ thread: inout SourceThread, from row: Any) {
        if thread.title == nil { thread.title = JSONLookup.text(value(row, .title)) }
        if thread.url == nil { thread.url = JSONLookup.text(value(row, .url)) }
    }

    private func value(_ row: Any, _ target: FieldMap.Target) -> Any? {
        JSONLookup.value(row, at: options.fieldMap.path(for: target))
    }

    private func stripped(_ text: String?) -> String? {
        guard let text else { return nil }
        for prefix in options.stripPrefixes where text.hasPrefix(prefix) {
            return String(text.dropFirst(prefix.count))
        }
        return text
    }

    /// A JSON array, or NDJSON when the file does not start with `[`.
    static func rows(_ bytes: [UInt8], path: String) throws(ImportError) -> [Any] {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "[") {
            guard let array = try JSONLookup.parse(bytes, path: path) as? [Any] else {
                throw ImportError(path: path, message: "expected a JSON array of comment objects")
            }
            return array
        }
        var rows: [Any] = []
        for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
            do {
                rows.append(try JSONLookup.parse(Array(line), path: path))
            } catch {
                throw ImportError(
                    path: path, line: number + 1, column: 1, message: error.message + "; a .ndjson file holds one JSON object per line")
            }
        }
        return rows
    }

    private static func stem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
