import Foundation
import ThreadFold

/// Reading the widgets' exports: the containers they come in and the shapes their values
/// take (LeanCloud's `{"__type": "Date", "iso": …}`, MongoDB's `{"$oid": …}` and
/// `{"$date": …}`, Artalk's strings for everything).
enum WidgetJSON {
    /// One comment object and where it is (`[3]`, `results[3]`, `line 4`).
    struct Row {
        var object: [String: Any]
        var place: String
        /// 1-based line for NDJSON rows, else 0.
        var line = 0
    }

    /// A JSON array of objects, `{"results": [...]}` (LeanCloud), or one object a line.
    static func rows(_ bytes: [UInt8], path: String, what: String) throws(ImportError) -> [Row] {
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        guard let first else { throw ImportError(path: path, line: 1, column: 1, message: "the file is empty; expected \(what)") }
        if first == UInt8(ascii: "[") || JSONDocuments.ranges(bytes).count == 1 {
            let value = try JSONLookup.parse(bytes, path: path)
            if let array = value as? [Any] { return try objects(array, prefix: "", path: path) }
            if let results = (value as? [String: Any])?["results"] as? [Any] { return try objects(results, prefix: "results", path: path) }
            // One line of NDJSON: a single comment, unless it is an export of another shape.
            if let object = value as? [String: Any], object["data"] == nil, object["type"] == nil {
                return [Row(object: object, place: "line 1", line: 1)]
            }
            let waline = (value as? [String: Any])?["type"] as? String == "waline" ? "; a Waline export is read by `import waline`" : ""
            throw ImportError(
                path: path,
                message: "expected \(what): a JSON array of comment objects, {\"results\": [...]} or one object a line" + waline)
        }
        var rows: [Row] = []
        for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
            let value: Any
            do { value = try JSONLookup.parse(Array(line), path: path) } catch {
                throw ImportError(path: path, line: number + 1, column: error.column, message: error.message + "; one JSON object a line")
            }
            guard let object = value as? [String: Any] else {
                throw ImportError(path: path, line: number + 1, column: 1, message: "expected a comment object on this line")
            }
            rows.append(Row(object: object, place: "line \(number + 1)", line: number + 1))
        }
        return rows
    }

    static func objects(_ array: [Any], prefix: String, path: String) throws(ImportError) -> [Row] {
        var rows: [Row] = []
        for (index, element) in array.enumerated() {
            guard let object = element as? [String: Any] else {
                throw ImportError(path: path, message: "\(prefix)[\(index)]: expected a comment object, found \(describe(element))")
            }
            rows.append(Row(object: object, place: "\(prefix)[\(index)]"))
        }
        return rows
    }

    /// A text field (numbers as their digits); an object or array is an error at its place.
    static func text(_ row: Row, _ key: String, path: String) throws(ImportError) -> String? {
        guard let value = JSONLookup.value(row.object, key) else { return nil }
        if let oid = (value as? [String: Any])?["$oid"] as? String { return oid }
        guard let text = JSONLookup.text(value) else {
            throw error(row, key, path: path, "expected a string, found \(describe(value))")
        }
        return text
    }

    /// The comment's id: the first of `keys` present; missing is an error at the row.
    static func id(_ row: Row, _ keys: [String], path: String) throws(ImportError) -> String {
        for key in keys {
            if let id = try text(row, key, path: path), !id.isEmpty { return id }
        }
        throw ImportError(
            path: path, line: row.line, column: row.line > 0 ? 1 : 0,
            message: "\(row.place): this comment has no \(keys.joined(separator: " or ")); is this the right format?")
    }

    /// A time: ISO text, epoch seconds or milliseconds, `{"__type":"Date","iso":…}`,
    /// `{"$date":…}`. Returns the ISO text and whether one was given but not readable.
    static func time(_ row: Row, _ keys: [String]) -> (iso: String?, unreadable: Bool) {
        guard let value = keys.lazy.compactMap({ JSONLookup.value(row.object, $0) }).first else { return (nil, false) }
        var inner = value
        if let object = value as? [String: Any] { inner = object["iso"] ?? object["$date"] ?? object }
        if let object = inner as? [String: Any], let long = object["$numberLong"] { inner = long }
        if let text = inner as? String {
            let trimmed = goZone(text)
            let iso = TimeText.normalize(trimmed)
            return (iso, iso == nil && !trimmed.trimmingCharacters(in: .whitespaces).isEmpty)
        }
        if let number = inner as? NSNumber, let iso = TimeText.iso(epoch: number.doubleValue) { return (iso, false) }
        return (nil, true)
    }

    /// Go's `Time.String()` (Artalk): `2022-04-29 16:36:45 +0800 CST` or `… +0800 +0800`,
    /// and fractions of seconds: the zone name dropped.
    private static func goZone(_ text: String) -> String {
        let parts = text.split(separator: " ")
        guard parts.count == 4, parts[2].hasPrefix("+") || parts[2].hasPrefix("-") else { return text }
        return parts[0..<3].joined(separator: " ")
    }

    /// `true`, `1`, `"true"`, `"1"`.
    static func flag(_ row: Row, _ key: String) -> Bool {
        switch JSONLookup.value(row.object, key) {
        case let number as NSNumber: return number.doubleValue != 0
        case let text as String: return ["true", "1"].contains(text.lowercased())
        default: return false
        }
    }

    /// A count: a number, digits, or an array (Twikoo keeps who liked, one id each).
    static func count(_ row: Row, _ keys: [String]) -> Int {
        for key in keys {
            switch JSONLookup.value(row.object, key) {
            case let number as NSNumber: return max(0, number.intValue)
            case let text as String: if let value = Int(text) { return max(0, value) }
            case let array as [Any]: return array.count
            default: continue
            }
        }
        return 0
    }

    static func error(_ row: Row, _ key: String, path: String, _ message: String) -> ImportError {
        ImportError(path: path, line: row.line, column: row.line > 0 ? 1 : 0, message: "\(row.place).\(key): \(message)")
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is NSNumber: return "a number"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "null"
        }
    }
}
