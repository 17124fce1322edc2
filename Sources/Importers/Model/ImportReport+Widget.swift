/// What the pid/rid widgets (Waline, Valine, Twikoo, Artalk) report beyond the shared
/// lists: pages joined under one key, replies whose parent had to be guessed, what was
/// taken out of bodies, and where titles came from.
extension ImportReport {
    public struct WidgetGaps: Sendable, Equatable {
        /// One page under several spellings (`/a`, `/a/`, `/a/index.html`), one thread.
        public var joinedPages: [JoinedPage] = []
        /// Replies whose `pid` names no carried comment: under `rid`, or top level.
        public var parentFallbacks: [ParentFallback] = []
        /// Leading mentions naming the comment's own parent, removed (threadfold shows
        /// "A 回复 B" itself).
        public var mentionsRemoved = 0
        /// Leading mentions naming another comment than the parent, kept as written.
        public var mentionsKept = 0
        /// Emoji images replaced with their names (`:bb_doge:`).
        public var emojiReplaced = 0
        /// Where each written thread's title came from, by thread URL, in thread order.
        public var titles: [Title] = []
        public var titlesFromPosts: Int { titles.filter { $0.source == .posts }.count }
        public var titlesFromPages: Int { titles.filter { $0.source == .page }.count }
        /// Threads titled by their page path (no `--posts` match, no title field).
        public var titledByPath: [String] { titles.filter { $0.source == .path }.map(\.url) }
        public var pinned = 0
        public var withLikes = 0
        /// Artalk: comments an admin collapsed (folded on the live site), carried.
        public var collapsed = 0
        /// The export's fields never read, said once so the reader knows.
        public var unreadFields = ""

        var lines: [String] {
            var lines = ["pages joined (one page under several paths): \(joinedPages.count)"]
            lines += joinedPages.map { "  " + $0.variants.joined(separator: ", ") + " → " + $0.kept }
            lines.append("replies whose pid names no carried comment: \(parentFallbacks.count)")
            lines += parentFallbacks.map { "  \($0.threadID): comment \($0.commentID): \($0.detail)" }
            lines.append("mentions of the parent removed from the start of replies: \(mentionsRemoved)")
            lines.append("mentions of another comment kept as written: \(mentionsKept)")
            lines.append("emoji images replaced with their names: \(emojiReplaced)")
            lines.append(
                "titles: \(titlesFromPosts) from --posts front matter, \(titlesFromPages) from the page's title field, "
                    + "\(titledByPath.count) the page path")
            lines += titledByPath.map { "  \($0)" }
            lines.append("pinned comments: \(pinned), comments with likes: \(withLikes)")
            if collapsed > 0 { lines.append("collapsed comments (folded on the live site), carried: \(collapsed)") }
            if !unreadFields.isEmpty { lines.append("never read: " + unreadFields) }
            return lines
        }
    }

    public struct Title: Sendable, Equatable {
        public enum Source: Sendable, Equatable {
            /// The post's front matter, found through `--posts`.
            case posts
            /// The export's own title field (Artalk's `page_title`).
            case page
            /// Neither: the page's path.
            case path
        }

        public var url: String
        public var source: Source
    }

    public struct JoinedPage: Sendable, Equatable {
        /// The spelling the thread keeps (the one most comments used).
        public var kept: String
        /// Every spelling with its comments: `/a/ (3 comments)`.
        public var variants: [String]
    }

    public struct ParentFallback: Sendable, Equatable {
        public var threadID: String
        public var commentID: String
        /// `pid X is not in the export; under rid Y`.
        public var detail: String
    }
}
