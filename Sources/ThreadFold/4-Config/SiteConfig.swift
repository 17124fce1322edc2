import CommonMark

/// Everything a build can be told, from `threadfold.json` and then the command line.
public struct SiteConfig: Sendable, Equatable {
    public enum Layout: String, Sendable, CaseIterable {
        /// Replies nested under their comment, the first few shown, the rest in `details`.
        case nested
        /// Every reply its own row after its comment, no `details`.
        case flat
        /// Replies under the comment they answer, at their true depth (up to
        /// `ReplyTree.indentCap` levels), each subtree collapsible on its own.
        case tree
        /// `tree` for threads whose deepest reply chain is `ReplyTree.autoDepth` levels or
        /// more; else `flat` when the mean replies per top-level comment exceed 10; else `nested`.
        case auto
    }

    /// The colours of embedded comments (`embed`): the host page's (text and links
    /// inherited, panels and rules mixed from the text colour), or the archive's own palette.
    public enum Colors: String, Sendable, CaseIterable {
        case host
        case own
    }

    public enum Sort: String, Sendable, CaseIterable {
        /// Top-level comments as they are in the input.
        case input
        case oldest
        case newest
    }

    /// nil: the locale's own default ("评论存档" / "Comment archive").
    public var title: String?
    /// With a base URL the site also gets `sitemap.xml`, `feed.xml` and canonical links.
    public var baseURL: String?
    /// A bundled or site locale (`en`, `zh-Hans`, …), or `auto`: the archive's own
    /// language (`ArchiveLanguage`), each thread's `lang` following its own text.
    public var locale = "auto"
    public var repliesShown = 2
    public var threadsPerPage = 100
    public var commentsPerPage = 100
    public var sort = Sort.input
    public var layout = Layout.nested
    /// Embedded comments' colours (`"colors"`, `--colors`).
    public var colors = Colors.host
    /// `t/<slug>.html` (files) or `t/<slug>/index.html` (folders) for thread pages.
    public var urls = URLStyle.files
    public var inputs: [String] = []
    public var output = "site"
    /// A folder whose templates replace the bundled ones by name.
    public var templates: String?
    /// A folder copied into the site after the bundled `Public/` files (same names win).
    public var publicDirectory: String?
    public var hardBreaks = true
    public var smartPunctuation = false
    /// The zone every time is shown in (`"timeZone"`: an IANA name, default UTC).
    public var timeZone = SiteTimeZone.utc
    /// `"redact": ["emails"]`: e-mail addresses in bodies shown as the locale's
    /// "[email hidden]" (for data that did not come through `import`, which hides them).
    public var redactEmails = false
    /// A full-text search index (`search/`), `search.html` and a search box on every page
    /// (`"search": false` or `--no-search` leaves all three out).
    public var search = true
    /// Bytes of documents, postings and records the search index's buffers together hold
    /// before spilling to files: beside the term tables and a dump's partition, this is
    /// what search adds to a build (not a user setting: tests make it small to exercise
    /// the spill).
    var searchMemoryBudget = 48 << 20
    /// A term of more postings than this keeps its heaviest quarter in its shard and the
    /// rest in a tier file a query loads only when it needs it (`SearchTier`): a term of
    /// 16,384 postings is some 32 KB of text, so only the common words whose whole lists
    /// were most of what a query loaded are cut (not a user setting: tests make it small
    /// to exercise the tiers; nil writes every term whole).
    var searchTierAbove: Int? = 16_384
    /// The index's `<meta name="description">` (and `og:description`).
    public var description: String?
    /// `og:image` for every page: a URL, or a path under the base URL.
    public var image: String?
    /// Ids of threads kept out of search engines: `robots` `noindex`, left out of the
    /// sitemap and the search index (as a thread file's own `"noindex": true` does).
    public var noindex: Set<String> = []
    /// Warnings fail the build.
    public var strict = false
    /// The `locales/` folder beside the config file: a site's own locale files, which add
    /// a language or override keys of a bundled one (`LocaleFiles`).
    public var localeFolder: String?
    /// Each thread's page and fragment carry the language of its own text when it differs
    /// from the site's (set when `auto` is resolved).
    public var threadLanguages = false
    /// Takedown requests (`Takedown`): threads (`thread-id`) and comments
    /// (`thread-id/comment-id`) removed, authors' names (`name` or `thread-id/name`) replaced.
    public var remove: [String] = []
    public var anonymise: [String] = []
    /// The config file read, if any: where an unmatched takedown entry is reported.
    public var configFile: String?

    public init() {}

    /// Only takedown requests set (`import --remove`, `--anonymise`).
    public init(remove: [String], anonymise: [String]) {
        self.remove = remove
        self.anonymise = anonymise
    }

    /// Whether search engines are asked to leave `thread` out (its file or the config says so).
    public func isNoindex(_ thread: CommentThread) -> Bool {
        thread.noindex || noindex.contains(thread.id)
    }

    /// The takedown requests, with the placeholders in the locale of `strings` (a key an
    /// ejected locale lacks from the bundled one of its name, else English).
    public func takedown(strings: LocaleStrings? = nil) -> Takedown {
        let english = Takedown()
        let bundled = strings.flatMap { BundledTheme.strings(locale: $0.identifier) }
        let word = { (key: String, fallback: String) in strings?.values[key] ?? bundled?.values[key] ?? fallback }
        return Takedown(
            remove: remove, anonymise: anonymise,
            anonymousPattern: word("anonymousNumbered", english.anonymousPattern),
            removedText: word("removedByRequest", english.removedText),
            removedTarget: word("repliedToRemoved", english.removedTarget))
    }

    /// Warnings (errors under `strict`) for the takedown entries `tally` shows matched nothing.
    public func unmatchedTakedowns(_ tally: TakedownTally) -> [Diagnostic] {
        tally.unmatched(
            Takedown(remove: remove, anonymise: anonymise), file: configFile ?? "threadfold (--remove, --anonymise)",
            strict: strict)
    }

    /// Page paths and links in this config's URL style.
    public var paths: SitePaths { SitePaths(style: urls) }
}

extension SiteConfig {
    var markdownOptions: MarkdownOptions {
        var options: MarkdownOptions = []
        if hardBreaks { options.insert(.hardBreaks) }
        if smartPunctuation { options.insert(.smartPunctuation) }
        return options
    }
}
