import ThreadFold

/// What an import did: counts, and every comment that was not carried over or was
/// changed on the way, so nothing is lost silently.
public struct ImportReport: Sendable, Equatable {
    /// Why a comment was not carried over.
    public enum Reason: String, Sendable, CaseIterable {
        case deleted, spam, unapproved, pingback, trackback
        /// reddit's "load more comments" stubs: the comments behind them are not in the file.
        case moreStub = "more stub"
        /// A generic JSON row without an id.
        case missingID = "no id"
        /// GitHub: hidden by a moderator as spam, abuse or off-topic.
        case minimized
    }

    public struct Dropped: Sendable, Equatable {
        public var threadID: String
        public var commentID: String
        public var reason: Reason
        public var detail: String
    }

    /// A comment whose parent is not carried: written as a top-level comment.
    public struct Orphan: Sendable, Equatable {
        public var threadID: String
        public var commentID: String
        public var missingParentID: String
        public var detail: String
    }

    public struct CommentRef: Sendable, Equatable {
        public var threadID: String
        public var commentID: String
    }

    /// A thread file written: the thread's URL (or id when it has none) and the file.
    public struct WrittenFile: Sendable, Equatable {
        public var source: String
        public var path: String
        public var comments: Int
    }

    /// E-mail addresses readers typed into bodies, replaced unless `--keep-emails`.
    public struct EmailRedactions: Sendable, Equatable {
        /// The comments whose bodies had addresses replaced.
        public var comments: [CommentRef] = []
        /// How many addresses in all.
        public var addresses = 0
    }

    /// A title whose character references were decoded (`&amp;#8220;` → “).
    public struct DecodedTitle: Sendable, Equatable {
        public var threadID: String
        public var before: String
        public var after: String

        public init(threadID: String, before: String, after: String) {
            (self.threadID, self.before, self.after) = (threadID, before, after)
        }
    }

    /// A thread written once though the source had it under two URLs.
    public struct Merge: Sendable, Equatable {
        public var title: String
        /// The URL the thread file carries (the newest).
        public var kept: String
        /// The other URL, kept in the file's `otherURLs`.
        public var merged: String
        /// Comments under `merged`, every one also under `kept`.
        public var sharedComments: Int
        public var commentsInThread: Int

        public init(title: String, kept: String, merged: String, sharedComments: Int, commentsInThread: Int) {
            (self.title, self.kept, self.merged) = (title, kept, merged)
            (self.sharedComments, self.commentsInThread) = (sharedComments, commentsInThread)
        }
    }

    public var format: ImportFormat
    public var source: String
    public var threadsWritten = 0
    public var commentsWritten = 0
    public var dropped: [Dropped] = []
    public var orphans: [Orphan] = []
    /// Deleted comments kept as "[deleted]" because replies to them were carried.
    public var placeholders: [CommentRef] = []
    /// Threads that had comments in the source and none left to carry: not written.
    public var emptyThreads: [String] = []
    /// Posts in the source with no comments at all (counted, not listed: exports hold many).
    public var postsWithoutComments = 0
    /// What `--remove` and `--anonymise` matched and did.
    public var takedown = TakedownTally()
    public var commentsWithAliases = 0
    /// Comments whose time could not be read: written without `createdAt`.
    public var unreadableTimes: [CommentRef] = []
    public var files: [WrittenFile] = []
    /// One post under two URLs, written as one thread (Disqus).
    public var merges: [Merge] = []
    /// Titles written decoded, as readers see them.
    public var decodedTitles: [DecodedTitle] = []
    public var emailRedactions = EmailRedactions()
    /// Staticman: sub-folders of SOURCE without comment files (`_posts/`), not read.
    public var skippedFolders: [String] = []
    /// GitHub: what the export holds only in part, or what its threads lose on the way.
    public var gitHub = GitHubGaps()
    /// Waline, Valine, Twikoo, Artalk: pages joined, parents guessed, bodies cleaned.
    public var widget = WidgetGaps()

    /// Entries counted but not listed (a dump's lists keep only their first entries).
    public var unlisted = Unlisted()
    /// reddit dumps: rows read, left out by the filters, threads without their submission.
    public var dump: DumpCounts?

    public init(format: ImportFormat, source: String) {
        self.format = format
        self.source = source
    }

    /// The name of the field that carries the source's anchors in each written comment.
    public static let aliasField = "aliases"

    public func droppedCount(_ reason: Reason) -> Int {
        dropped.filter { $0.reason == reason }.count + unlisted.dropped[reason, default: 0]
    }
}
