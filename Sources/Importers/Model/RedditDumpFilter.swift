import ThreadFold

/// What part of a reddit dump is imported (`--subreddit`, `--after`, `--before`). Dates
/// apply to comments, each by its own `created_utc`: a thread started before `--after`
/// keeps its title when its comments fall in range. Submissions are only matched by
/// subreddit, since a thread's comments decide whether it is written.
public struct RedditDumpFilter: Sendable, Equatable {
    /// Subreddit names without `r/`, lower-cased (reddit's names ignore case); empty: all.
    public private(set) var subreddits: Set<String> = []
    /// Comments at or after this instant.
    public var after: Timestamp?
    /// Comments strictly before this instant.
    public var before: Timestamp?

    /// Why a row is left out.
    enum Exclusion: Sendable, Equatable {
        case subreddit, date
    }

    public init(subreddits: [String] = [], after: Timestamp? = nil, before: Timestamp? = nil) {
        self.subreddits = Set(subreddits.map(Self.normalized))
        self.after = after
        self.before = before
    }

    /// `r/AskHistorians`, `/r/askhistorians/` and `askhistorians` name one subreddit.
    static func normalized(_ name: String) -> String {
        var name = Substring(name.lowercased())
        while name.hasPrefix("/") { name = name.dropFirst() }
        if name.hasPrefix("r/") { name = name.dropFirst(2) }
        while name.hasSuffix("/") { name = name.dropLast() }
        return String(name)
    }

    var isEmpty: Bool { subreddits.isEmpty && after == nil && before == nil }

    func excludes(subreddit: String?) -> Bool {
        guard !subreddits.isEmpty else { return false }
        guard let subreddit else { return true }
        return !subreddits.contains(subreddit.lowercased())
    }

    /// Why a comment is left out, or nil when it is imported. Without a readable time a
    /// comment cannot be shown to be in range, so a date filter leaves it out.
    func exclusion(subreddit: String?, created: Double?) -> Exclusion? {
        if excludes(subreddit: subreddit) { return .subreddit }
        guard after != nil || before != nil else { return nil }
        guard let created else { return .date }
        if let after, created < after.instant { return .date }
        if let before, created >= before.instant { return .date }
        return nil
    }

    /// "subreddits askhistorians, history; from 2019-04-01T00:00:00Z; before …", for the report.
    var summary: String {
        var parts: [String] = []
        if !subreddits.isEmpty { parts.append("subreddits " + subreddits.sorted().joined(separator: ", ")) }
        if let after { parts.append("from " + TimeText(after).iso) }
        if let before { parts.append("before " + TimeText(before).iso) }
        return parts.isEmpty ? "none" : parts.joined(separator: "; ")
    }
}
