import ThreadFold

/// How an import reads and writes: privacy and merging for every format, field mapping for
/// the generic `json` importer.
public struct ImportOptions: Sendable, Equatable {
    public var fieldMap: FieldMap
    /// Prefixes removed from ids, parent ids and thread ids (reddit's `t1_`, `t3_`).
    public var stripPrefixes: [String]
    /// The body format written for the json importer (default markdown).
    public var contentFormat: ContentFormat

    /// E-mail addresses in bodies are replaced with `emailMarker` unless this is set.
    public var keepEmails = false
    /// What replaces an address: the locale's "[email hidden]".
    public var emailMarker = "[email hidden]"
    /// Disqus: merge one post registered under two URLs (`--no-merge` turns it off).
    public var mergeDuplicatePosts = true
    /// Staticman and the widgets: the site's posts folder, for titles (and Staticman's
    /// permalinks) from front matter.
    public var postsFolder: String?
    /// The widgets: what relative page paths (`/2022/05/15/a/`) are made absolute with.
    public var siteURL: String?
    /// reddit dumps: which subreddits and times are imported.
    public var dumpFilter = RedditDumpFilter()
    /// `--remove` and `--anonymise`: applied to every thread before it is written.
    public var takedown = Takedown()

    public init(fieldMap: FieldMap = FieldMap(), stripPrefixes: [String] = [], contentFormat: ContentFormat = .markdown) {
        self.fieldMap = fieldMap
        self.stripPrefixes = stripPrefixes
        self.contentFormat = contentFormat
    }
}
