/// Takedown requests (`"remove"`, `"anonymise"`), applied to each decoded thread once,
/// before it is folded: every output is drawn from the changed thread, so none needs code
/// of its own to honour a request.
///
/// `remove` entries: a thread id (the whole thread), or `thread-id/comment-id` (every
/// comment with that id in that thread). A thread id may hold `/` itself, so an entry that
/// equals a thread's id is that thread, whole; otherwise it names a comment when it starts
/// with a thread's id and `/`. A bare id is never read as a comment id (comment ids repeat
/// across threads): one that names no thread is reported as unmatched.
///
/// `anonymise` entries: an author's name, exactly (every thread), or `thread-id/name`
/// (that thread only). Each listed name becomes `anonymousPattern` with `{n}` its 1-based
/// position in the list, so shards numbering on their own agree.
public struct Takedown: Sendable, Equatable {
    public let remove: [String]
    public let anonymise: [String]
    /// "Anonymous {n}" (the locale's `anonymousNumbered`).
    public var anonymousPattern: String
    /// The text a removed comment with replies is kept with (`removedByRequest`).
    public var removedText: String
    /// Whom its replies answered, instead of the removed author (`repliedToRemoved`).
    public var removedTarget: String

    public init(
        remove: [String] = [], anonymise: [String] = [], anonymousPattern: String = "Anonymous {n}",
        removedText: String = "Removed at the author's request.", removedTarget: String = "a removed comment"
    ) {
        self.remove = remove
        self.anonymise = anonymise
        self.anonymousPattern = anonymousPattern
        self.removedText = removedText
        self.removedTarget = removedTarget
        index = EntryIndex(remove: remove, anonymise: anonymise)
    }

    /// The entries by the thread ids they may name, built once: a thread looks up its own
    /// instead of testing every entry (a list of thousands, a site of millions of comments).
    private let index: EntryIndex

    public var isEmpty: Bool { remove.isEmpty && anonymise.isEmpty }

    /// The placeholder of the `number`th name of `anonymise`.
    public func anonymousName(_ number: Int) -> String {
        anonymousPattern.replacingEvery("{n}", with: String(number))
    }

    /// `thread` with the requests applied (nil: the whole thread is removed) and what was done.
    public func apply(_ thread: CommentThread) -> (CommentThread?, TakedownTally) {
        var tally = TakedownTally()
        guard !isEmpty else { return (thread, tally) }
        if let entry = index.wholeThreads[thread.id] {
            tally.matchedRemovals.insert(entry)
            tally.removedThreads = 1
            tally.removedComments = thread.comments.count
            return (nil, tally)
        }
        var changed = thread
        let names = namesIn(thread, tally: &tally)
        if !names.isEmpty { rename(&changed, names: names, tally: &tally) }
        let removed = removedComments(thread, tally: &tally)
        if removed.contains(true) { removeComments(&changed, removed: removed, tally: &tally) }
        return (changed, tally)
    }

    /// The names to replace in `thread`, each with its placeholder (the first entry naming
    /// a name wins), longest first so a name inside another is replaced after it.
    private func namesIn(_ thread: CommentThread, tally: inout TakedownTally) -> [(name: String, placeholder: String)] {
        var found: [String: String] = [:]
        for entry in index.names(of: thread.id) where found[entry.text] == nil {
            let name = entry.text
            let bytes = Array(name.utf8)
            let holds =
                thread.comments.contains { $0.user == name || $0.toUser == name || NameText.holds(bytes, in: $0.content) }
                || NameText.holds(bytes, in: thread.title)
            guard holds else { continue }
            found[name] = anonymousName(entry.index + 1)
            tally.matchedNames.insert(entry.index)
        }
        return found.map { ($0.key, $0.value) }.sorted { ($0.name.count, $0.name) > ($1.name.count, $1.name) }
    }

    private func rename(_ thread: inout CommentThread, names: [(name: String, placeholder: String)], tally: inout TakedownTally) {
        let exact = Dictionary(names, uniquingKeysWith: { first, _ in first })
        for i in thread.comments.indices {
            if let placeholder = exact[thread.comments[i].user] {
                thread.comments[i].user = placeholder
                tally.anonymisedComments += 1
            }
            if let toUser = thread.comments[i].toUser, let placeholder = exact[toUser] {
                thread.comments[i].toUser = placeholder
            }
            for (name, placeholder) in names where NameText.holds(Array(name.utf8), in: thread.comments[i].content) {
                thread.comments[i].content = NameText.replace(name, with: placeholder, in: thread.comments[i].content)
            }
        }
        for (name, placeholder) in names where thread.title.contains(name) {
            thread.title = NameText.replace(name, with: placeholder, in: thread.title)
        }
    }

    /// Which comments of `thread` a `thread-id/comment-id` entry names.
    private func removedComments(_ thread: CommentThread, tally: inout TakedownTally) -> [Bool] {
        var ids: [String: Int] = [:]
        for entry in index.comments[thread.id] ?? [] where ids[entry.text] == nil { ids[entry.text] = entry.index }
        guard !ids.isEmpty else { return [] }
        return thread.comments.map { comment in
            guard let entry = ids[comment.id] else { return false }
            tally.matchedRemovals.insert(entry)
            return true
        }
    }

    /// Removed comments without replies (left after their removed replies go) disappear;
    /// the others stay as placeholders: no name, time, likes or text but `removedText`,
    /// and their replies answer `removedTarget`.
    private func removeComments(_ thread: inout CommentThread, removed: [Bool], tally: inout TakedownTally) {
        let comments = thread.comments
        let parents = ReplyLinks.parents(of: comments)
        var children = [Int](repeating: 0, count: comments.count)
        for parent in parents { if let parent { children[parent] += 1 } }
        var dropped = [Bool](repeating: false, count: comments.count)
        var work = comments.indices.filter { removed[$0] && children[$0] == 0 }
        while let i = work.popLast() {
            guard !dropped[i] else { continue }
            dropped[i] = true
            if let parent = parents[i] {
                children[parent] -= 1
                if removed[parent] && children[parent] == 0 { work.append(parent) }
            }
        }
        var kept: [Comment] = []
        var newIndex = [Int](repeating: -1, count: comments.count)
        for i in comments.indices where !dropped[i] {
            newIndex[i] = kept.count
            var comment = comments[i]
            if removed[i] { placeholder(&comment) }
            if let parent = parents[i], removed[parent] { comment.toUser = removedTarget }
            if case .index(let old) = comment.parent, comments.indices.contains(old) { comment.parent = .index(newIndex[old]) }
            kept.append(comment)
        }
        tally.placeholders += removed.indices.filter { removed[$0] && !dropped[$0] }.count
        tally.removedComments += dropped.filter { $0 }.count
        thread.comments = kept
    }

    private func placeholder(_ comment: inout Comment) {
        comment.removedByRequest = true
        comment.user = ""
        comment.toUser = nil
        comment.content = removedText
        comment.contentFormat = .text
        comment.createdAt = nil
        comment.likes = 0
    }
}

/// What `Takedown.apply` did, summed over threads: which entries matched something (the
/// rest are reported, a typo must not leave a request unhonoured silently) and counts for
/// the build report.
public struct TakedownTally: Sendable, Equatable, Codable {
    /// Positions in `remove` and `anonymise` of entries that matched.
    public var matchedRemovals: Set<Int> = []
    public var matchedNames: Set<Int> = []
    public var removedThreads = 0
    /// Comments gone from the site (a removed thread's too).
    public var removedComments = 0
    /// Removed comments kept as placeholders for their replies.
    public var placeholders = 0
    /// Comments whose author's name was replaced.
    public var anonymisedComments = 0

    public init() {}

    public mutating func add(_ other: TakedownTally) {
        matchedRemovals.formUnion(other.matchedRemovals)
        matchedNames.formUnion(other.matchedNames)
        removedThreads += other.removedThreads
        removedComments += other.removedComments
        placeholders += other.placeholders
        anonymisedComments += other.anonymisedComments
    }

    /// Something was removed or anonymised.
    public var isEmpty: Bool { removedComments == 0 && placeholders == 0 && anonymisedComments == 0 }

    /// Warnings (errors under `strict`) for each entry that matched nothing.
    public func unmatched(_ takedown: Takedown, file: String, strict: Bool) -> [Diagnostic] {
        let severity: Diagnostic.Severity = strict ? .error : .warning
        var diagnostics: [Diagnostic] = []
        for (index, entry) in takedown.remove.enumerated() where !matchedRemovals.contains(index) {
            let hint = entry.contains("/") ? "" : " (a comment is named thread-id/comment-id)"
            diagnostics.append(
                Diagnostic(
                    severity, file: file,
                    message: "\"remove\": \"\(entry)\" matches no thread or comment; nothing was removed for it\(hint)"))
        }
        for (index, entry) in takedown.anonymise.enumerated() where !matchedNames.contains(index) {
            diagnostics.append(
                Diagnostic(
                    severity, file: file,
                    message: "\"anonymise\": \"\(entry)\" matches no author or name in any thread; nothing was anonymised for it"))
        }
        return diagnostics
    }
}

/// `Takedown`'s entries by the thread ids they may name. A thread id may hold `/`, so an
/// entry is filed under each of its prefixes before a `/`.
private struct EntryIndex: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        /// A comment id or a name.
        var text: String
        /// The entry's position in its list.
        var index: Int
    }

    var wholeThreads: [String: Int] = [:]
    var comments: [String: [Entry]] = [:]
    var globalNames: [Entry] = []
    var scopedNames: [String: [Entry]] = [:]

    init(remove: [String], anonymise: [String]) {
        for (index, entry) in remove.enumerated() {
            if wholeThreads[entry] == nil { wholeThreads[entry] = index }
            for (thread, rest) in Self.splits(entry) { comments[thread, default: []].append(Entry(text: rest, index: index)) }
        }
        for (index, entry) in anonymise.enumerated() where !entry.isEmpty {
            globalNames.append(Entry(text: entry, index: index))
            for (thread, rest) in Self.splits(entry) { scopedNames[thread, default: []].append(Entry(text: rest, index: index)) }
        }
    }

    /// The names that apply in `thread`, in list order: an entry scoped to it by its name
    /// only, every other as the whole name.
    func names(of thread: String) -> [Entry] {
        let scoped = scopedNames[thread] ?? []
        guard !scoped.isEmpty else { return globalNames }
        let scopedIndices = Set(scoped.map(\.index))
        return (scoped + globalNames.filter { !scopedIndices.contains($0.index) }).sorted { $0.index < $1.index }
    }

    /// `a/b/c` → (`a`, `b/c`), (`a/b`, `c`): each prefix before a `/`, with what follows.
    private static func splits(_ entry: String) -> [(String, String)] {
        var result: [(String, String)] = []
        var index = entry.startIndex
        while let slash = entry[index...].firstIndex(of: "/") {
            let rest = entry[entry.index(after: slash)...]
            if slash > entry.startIndex && !rest.isEmpty { result.append((String(entry[..<slash]), String(rest))) }
            index = entry.index(after: slash)
        }
        return result
    }
}

/// Each comment's parent as an index, as the fold resolves it (an id: its first comment;
/// none for an orphan or a comment naming itself).
enum ReplyLinks {
    static func parents(of comments: [Comment]) -> [Int?] {
        var first: [String: Int] = [:]
        for (i, comment) in comments.enumerated() where first[comment.id] == nil { first[comment.id] = i }
        return comments.enumerated().map { i, comment in
            switch comment.parent {
            case .none: return nil
            case .index(let parent): return comments.indices.contains(parent) && parent != i ? parent : nil
            case .id(let id): return first[id].flatMap { $0 == i ? nil : $0 }
            }
        }
    }
}

/// A name replaced in text where it stands as a word: an edge that is an ASCII letter or
/// digit must not touch another (so "Al" is not replaced in "Also"); a CJK name is
/// replaced wherever it stands.
enum NameText {
    /// Whether `text`'s bytes hold `name`'s anywhere (a quick test before `replace`).
    static func holds(_ name: [UInt8], in text: String) -> Bool {
        guard let first = name.first else { return false }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= name.count else { return false }
            var i = 0
            let last = bytes.count - name.count
            while i <= last {
                if bytes[i] == first {
                    var j = 1
                    while j < name.count && bytes[i + j] == name[j] { j += 1 }
                    if j == name.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    static func replace(_ name: String, with placeholder: String, in text: String) -> String {
        let target = Array(name.unicodeScalars)
        let scalars = Array(text.unicodeScalars)
        guard !target.isEmpty, scalars.count >= target.count else { return text }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            if i + target.count <= scalars.count, scalars[i..<(i + target.count)].elementsEqual(target),
                standsAlone(target, before: i > 0 ? scalars[i - 1] : nil, after: scalars.dropFirst(i + target.count).first)
            {
                out.append(contentsOf: placeholder.unicodeScalars)
                i += target.count
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }

    private static func standsAlone(_ target: [Unicode.Scalar], before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
        if let first = target.first, isWordByte(first), let before, isWordByte(before) { return false }
        if let last = target.last, isWordByte(last), let after, isWordByte(after) { return false }
        return true
    }

    private static func isWordByte(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation in the fold).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
