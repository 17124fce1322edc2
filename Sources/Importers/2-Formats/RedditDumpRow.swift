import Foundation
import Glibc
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

    /// What the reading pass needs of a row: its thread, what the filters look at, and the
    /// bytes to keep until the thread is grouped.
    struct Scanned {
        var isComment: Bool
        /// The post's id without `t3_`, lower-cased.
        var thread: String
        var subreddit: String?
        var created: Double?
        /// The row cut down to the fields `read` uses, copied as written (no string is
        /// decoded and written again): about a third of a dump row.
        var stored: [UInt8]
    }

    /// Checks one non-blank line and reads only what decides where it goes. An error names
    /// the file, the line, the column and what was expected. Every such row stops the
    /// import (exit 65): dumps are machine-written, so a bad row is damage worth seeing
    /// (a cut download, a file that is not a dump) rather than a comment to skip quietly.
    static func scan(_ line: ArraySlice<UInt8>, file: String, number: Int) throws(ImportError) -> Scanned {
        let fields = try Fields(line, file: file, number: number)
        let shape = try fields.shape()
        switch shape {
        case .comment(_, let thread, _):
            return Scanned(
                isComment: true, thread: thread, subreddit: fields.text(.subreddit), created: fields.epoch(.created),
                stored: fields.stored(shape))
        case .submission(let id):
            return Scanned(isComment: false, thread: id, subreddit: fields.text(.subreddit), created: nil, stored: fields.stored(shape))
        }
    }

    /// Reads a row whole (a stored one, once its thread is grouped), checked as `scan` checks.
    static func read(_ line: ArraySlice<UInt8>, file: String, number: Int) throws(ImportError) -> RedditDumpRow {
        let fields = try Fields(line, file: file, number: number)
        switch try fields.shape() {
        case .comment(let id, let thread, let parent):
            return .comment(
                Comment(
                    id: id, thread: thread, parent: parent, author: fields.text(.author), body: fields.text(.body),
                    created: fields.epoch(.created), subreddit: fields.text(.subreddit)))
        case .submission(let id):
            return .submission(
                Submission(
                    id: id, title: fields.text(.title), url: fields.text(.url), selftext: fields.text(.selftext),
                    permalink: fields.text(.permalink), author: fields.text(.author), created: fields.epoch(.created),
                    subreddit: fields.text(.subreddit)))
        }
    }
}

/// The members of one row that threadfold reads (the first of a repeated key wins). Keys
/// are compared on the tape's bytes: a dump row has some fifty members, and making a
/// String of every key cost more than reading the row.
private struct Fields {
    enum Key: Int, CaseIterable {
        case id, link, parent, author, body, created, subreddit, title, url, selftext, permalink

        /// `allCases` once: the synthesised property builds a new array on every call.
        static let all = allCases
        /// The keys of each name length (index: the length).
        private static let byLength: [[Key]] = (0...11).map { length in all.filter { $0.name.utf8CodeUnitCount == length } }

        /// The key a member's name node is, if it is one of these (escaped names are not:
        /// dumps never escape these keys).
        static func matching(_ node: JSONNode, in bytes: UnsafeBufferPointer<UInt8>) -> Key? {
            let length = node.end - node.start
            guard node.kind == .string, !node.hasEscapes, length < byLength.count else { return nil }
            return byLength[length].first { key in memcmp(bytes.baseAddress! + node.start, key.name.utf8Start, node.end - node.start) == 0 }
        }

        var name: StaticString {
            switch self {
            case .id: "id"
            case .link: "link_id"
            case .parent: "parent_id"
            case .author: "author"
            case .body: "body"
            case .created: "created_utc"
            case .subreddit: "subreddit"
            case .title: "title"
            case .url: "url"
            case .selftext: "selftext"
            case .permalink: "permalink"
            }
        }
    }

    /// A row's kind and the ids that place it, once checked.
    enum Shape {
        /// The comment's id, its thread (post id without `t3_`, lower-cased), its parent's fullname.
        case comment(id: String, thread: String, parent: String)
        /// The post's id without `t3_`, lower-cased.
        case submission(id: String)
    }

    let tape: JSONTape
    let file: String
    let number: Int
    /// Tape index of each key's value, -1 when the row has none.
    private var members = [Int](repeating: -1, count: Key.all.count)

    init(_ line: ArraySlice<UInt8>, file: String, number: Int) throws(ImportError) {
        (self.file, self.number) = (file, number)
        do { tape = try JSONParser.parse(Array(line)) } catch {
            throw Self.failure(
                Array(line), at: error.offset, file: file, number: number,
                "this line is not valid JSON (\(error.message)); expected one comment or submission object a line")
        }
        guard tape.kind(tape.root) == .object else {
            throw fail(tape.offset(tape.root), "expected a JSON object (a comment or a submission), found \(describe(tape.root))")
        }
        members = Self.members(of: tape)
    }

    /// The tape index of each wanted key's value. Walked by hand over the bytes, keys told
    /// apart by their length first: with closures per member and per key, retain and
    /// release of the tape's arrays were a fifth of an import's time.
    private static func members(of tape: JSONTape) -> [Int] {
        var members = [Int](repeating: -1, count: Key.all.count)
        let nodes = tape.nodes
        tape.bytes.withUnsafeBufferPointer { bytes in
            var key = tape.root + 1
            for _ in 0..<nodes[tape.root].count {
                let value = key + 1
                if let found = Key.matching(nodes[key], in: bytes), members[found.rawValue] < 0 { members[found.rawValue] = value }
                key = tape.next(after: value)
            }
        }
        return members
    }

    func shape() throws(ImportError) -> Shape {
        if has(.link) || has(.body) {
            guard let id = identifier(.id) else { throw fail(place(.id), missing(.id, "the comment's id")) }
            guard let link = fullname(.link, prefix: "t3_") else {
                throw fail(place(.link), missing(.link, "the post's fullname, like \"t3_abc123\""))
            }
            guard let parent = fullname(.parent, prefix: "t") else {
                throw fail(place(.parent), missing(.parent, "\"t1_…\" (a reply) or \"t3_…\" (top-level)"))
            }
            return .comment(id: id, thread: String(link.dropFirst(3)).lowercased(), parent: parent)
        }
        guard has(.title) else {
            throw fail(0, "expected a comment (with link_id, parent_id and body) or a submission (with title); this row has neither")
        }
        guard let id = identifier(.id) else { throw fail(place(.id), missing(.id, "the submission's id")) }
        return .submission(id: (id.hasPrefix("t3_") ? String(id.dropFirst(3)) : id).lowercased())
    }

    /// The keys a comment row is read for; a submission's are the others and `id`,
    /// `author`, `created_utc`, `subreddit` (comments carry a `permalink` too, unused).
    private static let commentKeys: [Key] = [.id, .link, .parent, .author, .body, .created, .subreddit]
    private static let submissionKeys: [Key] = [.id, .title, .url, .selftext, .permalink, .author, .created, .subreddit]

    /// `{"id":…,"link_id":…}` with the string and number members its kind is read for,
    /// copied as written.
    func stored(_ shape: Shape) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "{")]
        let keys: [Key]
        if case .comment = shape { keys = Self.commentKeys } else { keys = Self.submissionKeys }
        for key in keys {
            let value = members[key.rawValue]
            guard value >= 0, tape.kind(value) == .string || tape.kind(value) == .number else { continue }
            if out.count > 1 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\""))
            key.name.withUTF8Buffer { out += $0 }
            out += [UInt8(ascii: "\""), UInt8(ascii: ":")]
            let node = tape.nodes[value]
            // A string node's range is inside its quotes; the quotes are copied too.
            out += tape.kind(value) == .string ? tape.bytes[(node.start - 1)...node.end] : tape.bytes[node.start..<node.end]
        }
        out.append(UInt8(ascii: "}"))
        return out
    }

    private func fail(_ offset: Int, _ message: String) -> ImportError {
        Self.failure(tape.bytes, at: offset, file: file, number: number, message)
    }

    private static func failure(_ bytes: [UInt8], at offset: Int, file: String, number: Int, _ message: String) -> ImportError {
        ImportError(path: file, line: number, column: LineIndex(bytes: bytes).lineColumn(of: offset).column, message: message)
    }

    private func value(_ key: Key) -> Int? {
        members[key.rawValue] >= 0 ? members[key.rawValue] : nil
    }

    private func has(_ key: Key) -> Bool {
        guard let value = value(key) else { return false }
        return tape.kind(value) != .null
    }

    /// Where to point an error about a field: its value, else the row's start.
    private func place(_ key: Key) -> Int { value(key).map(tape.offset) ?? 0 }

    private func missing(_ key: Key, _ expected: String) -> String {
        guard let value = value(key) else { return "this row has no \"\(key.name)\"; expected \(expected)" }
        return "\"\(key.name)\" is \(describe(value)); expected \(expected)"
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

    func text(_ key: Key) -> String? {
        guard let value = value(key), tape.kind(value) == .string else { return nil }
        return tape.string(value)
    }

    /// A non-empty id, given as a string or (old dumps) as a number.
    private func identifier(_ key: Key) -> String? {
        guard let value = value(key) else { return nil }
        switch tape.kind(value) {
        case .string: return tape.string(value).isEmpty ? nil : tape.string(value)
        case .number: return tape.numberText(value)
        default: return nil
        }
    }

    /// A fullname (`t3_abc`) with the prefix given and something after the underscore.
    private func fullname(_ key: Key, prefix: String) -> String? {
        guard let text = text(key), text.hasPrefix(prefix), let underscore = text.firstIndex(of: "_"),
            text.index(after: underscore) < text.endIndex
        else { return nil }
        return text
    }

    /// `created_utc`: a number, or digits in a string as some dumps write it.
    func epoch(_ key: Key) -> Double? {
        guard let value = value(key) else { return nil }
        let seconds: Double?
        switch tape.kind(value) {
        case .number: seconds = tape.double(value)
        case .string: seconds = Double(tape.string(value).trimmingCharacters(in: .whitespaces))
        default: seconds = nil
        }
        return seconds.flatMap { $0.isFinite ? $0 : nil }
    }
}
