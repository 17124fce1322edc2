import Foundation
import JSONReader

/// One line of a reddit dump (Pushshift, Arctic Shift), read for the fields threadfold
/// uses. A row is a comment when it has `link_id` or `body`, a submission when it has
/// `title`: files are told apart by what they hold, not by their names. Only the fields
/// below are read; the dozens of others a dump row carries are skipped unparsed.
enum RedditDumpRow: Equatable {
    case comment(Comment)
    case submission(Submission)

    struct Comment: Equatable {
        var id: String
        /// The post's id without `t3_`, lower-cased: the thread it belongs to.
        var thread: String
        /// `t1_…` or `t3_…`, as the row gives it.
        var parent: String
        var author: String?
        var body: String?
        /// Epoch seconds; nil when absent or unreadable.
        var created: Double?
        var subreddit: String?
    }

    struct Submission: Equatable {
        /// Without `t3_`, lower-cased.
        var id: String
        var title: String?
        var url: String?
        var selftext: String?
        var permalink: String?
        var author: String?
        var created: Double?
        var subreddit: String?
    }

    /// Reads one non-blank line; an error names the file, the line, the column and what
    /// was expected. Every such row stops the import (exit 65): dumps are machine-written,
    /// so a bad row is damage worth seeing rather than a comment to skip quietly.
    static func read(_ line: ArraySlice<UInt8>, file: String, number: Int) throws(ImportError) -> RedditDumpRow {
        let bytes = Array(line)
        let fail = { (offset: Int, message: String) -> ImportError in
            let place = LineIndex(bytes: bytes).lineColumn(of: offset)
            return ImportError(path: file, line: number, column: place.column, message: message)
        }
        let tape: JSONTape
        do { tape = try JSONParser.parse(bytes) } catch {
            throw fail(error.offset, "this line is not valid JSON (\(error.message)); expected one comment or submission object a line")
        }
        guard tape.kind(tape.root) == .object else {
            throw fail(tape.offset(tape.root), "expected a JSON object (a comment or a submission), found \(tape.kind(tape.root))")
        }
        let fields = Fields(tape: tape)
        if fields.has("link_id") || fields.has("body") {
            guard let id = fields.identifier("id") else { throw fail(fields.place("id"), fields.missing("id", "the comment's id")) }
            guard let link = fields.fullname("link_id", prefix: "t3_") else {
                throw fail(fields.place("link_id"), fields.missing("link_id", "the post's fullname, like \"t3_abc123\""))
            }
            guard let parent = fields.fullname("parent_id", prefix: "t") else {
                throw fail(fields.place("parent_id"), fields.missing("parent_id", "\"t1_…\" (a reply) or \"t3_…\" (top-level)"))
            }
            return .comment(
                Comment(
                    id: id, thread: String(link.dropFirst(3)).lowercased(), parent: parent, author: fields.text("author"),
                    body: fields.text("body"), created: fields.epoch("created_utc"), subreddit: fields.text("subreddit")))
        }
        guard fields.has("title") else {
            throw fail(0, "expected a comment (with link_id, parent_id and body) or a submission (with title); this row has neither")
        }
        guard let id = fields.identifier("id") else { throw fail(fields.place("id"), fields.missing("id", "the submission's id")) }
        let bare = id.hasPrefix("t3_") ? String(id.dropFirst(3)) : id
        return .submission(
            Submission(
                id: bare.lowercased(), title: fields.text("title"), url: fields.text("url"), selftext: fields.text("selftext"),
                permalink: fields.text("permalink"), author: fields.text("author"), created: fields.epoch("created_utc"),
                subreddit: fields.text("subreddit")))
    }
}

/// The members of one row that threadfold reads, by name (the first of a repeated key
/// wins). Keys are compared on the tape's bytes: a dump row has some fifty members, and
/// making a String of every key cost more than reading the row.
private struct Fields {
    private static let wanted: [StaticString] = [
        "id", "link_id", "parent_id", "author", "body", "created_utc", "subreddit", "title", "url", "selftext", "permalink",
    ]
    let tape: JSONTape
    private var members: [String: Int] = [:]

    init(tape: JSONTape) {
        self.tape = tape
        var members: [String: Int] = [:]
        tape.forEachMember(tape.root) { key, value in
            guard let name = Self.wanted.first(where: { tape.stringEquals(key, $0) })?.description else { return }
            if members[name] == nil { members[name] = value }
        }
        self.members = members
    }

    func has(_ name: String) -> Bool {
        guard let value = members[name] else { return false }
        return tape.kind(value) != .null
    }

    /// Where to point an error about a field: its value, else the row's start.
    func place(_ name: String) -> Int { members[name].map(tape.offset) ?? 0 }

    func missing(_ name: String, _ expected: String) -> String {
        guard let value = members[name] else { return "this row has no \"\(name)\"; expected \(expected)" }
        return "\"\(name)\" is \(describe(value)); expected \(expected)"
    }

    private func describe(_ value: Int) -> String {
        switch tape.kind(value) {
        case .string: return "\"" + String(tape.string(value).prefix(40)) + "\""
        case .number: return tape.numberText(value)
        case .object: return "an object"
        case .array: return "an array"
        default: return "\(tape.kind(value))"
        }
    }

    func text(_ name: String) -> String? {
        guard let value = members[name], tape.kind(value) == .string else { return nil }
        return tape.string(value)
    }

    /// A non-empty id, given as a string or (old dumps) as a number.
    func identifier(_ name: String) -> String? {
        guard let value = members[name] else { return nil }
        switch tape.kind(value) {
        case .string: return tape.string(value).isEmpty ? nil : tape.string(value)
        case .number: return tape.numberText(value)
        default: return nil
        }
    }

    /// A fullname (`t3_abc`) with the prefix given and something after the underscore.
    func fullname(_ name: String, prefix: String) -> String? {
        guard let text = text(name), text.hasPrefix(prefix), let underscore = text.firstIndex(of: "_"),
            text.index(after: underscore) < text.endIndex
        else { return nil }
        return text
    }

    /// `created_utc`: a number, or digits in a string as some dumps write it.
    func epoch(_ name: String) -> Double? {
        guard let value = members[name] else { return nil }
        let seconds: Double?
        switch tape.kind(value) {
        case .number: seconds = tape.double(value)
        case .string: seconds = Double(tape.string(value).trimmingCharacters(in: .whitespaces))
        default: seconds = nil
        }
        return seconds.flatMap { $0.isFinite ? $0 : nil }
    }
}
