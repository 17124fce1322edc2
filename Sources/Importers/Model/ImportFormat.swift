/// The exports `threadfold import` reads, named as on the command line.
public enum ImportFormat: String, Sendable, CaseIterable {
    case disqus, wordpress, staticman, reddit, hn, json
    case githubDiscussions = "github-discussions"
    case githubIssues = "github-issues"
    case redditDump = "reddit-dump"
    case waline, valine, twikoo, artalk

    /// What SOURCE is for each format, for usage texts and errors.
    public var sourceDescription: String {
        switch self {
        case .disqus: return "a Disqus XML export (.xml)"
        case .wordpress: return "a WordPress WXR export (.xml)"
        case .staticman: return "a Staticman _data/comments folder (one folder of .yml files per post), or one post's folder"
        case .reddit: return "a reddit thread's JSON (the page URL with .json appended)"
        case .hn: return "a Hacker News item tree from hn.algolia.com/api/v1/items/ID"
        case .json: return "a JSON array or NDJSON file, read through --map"
        case .githubDiscussions: return "GitHub Discussions as the GraphQL API returns them (giscus), a .json file or a folder of them"
        case .githubIssues: return "GitHub issues and issue comments as the REST API returns them (utterances), a .json file or a folder"
        case .redditDump: return "reddit dump files (Pushshift, Arctic Shift): RC_ comments and RS_ submissions, NDJSON, .zst or .gz"
        case .valine: return "a LeanCloud export of Valine's Comment class: a JSON array, {\"results\": [...]} or NDJSON"
        case .twikoo: return "Twikoo's comment export: a JSON array of documents (or mongoexport's NDJSON)"
        case .artalk: return "Artalk's Artrans export (.artrans, a JSON array)"
        case .waline: return "Waline's admin-panel export ({\"type\": \"waline\", \"data\": {\"Comment\": [...]}})"
        }
    }

    /// The formats read from GitHub's API (one folder of pages, the widget's page mapping).
    public var isGitHub: Bool { self == .githubDiscussions || self == .githubIssues }

    /// The comment widgets that keep `pid`/`rid` (Waline, Valine, Twikoo, Artalk): one core
    /// joins their pages and resolves their parents.
    public var isWidget: Bool { [.waline, .valine, .twikoo, .artalk].contains(self) }
}
