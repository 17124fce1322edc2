/// What the GitHub formats (Discussions for giscus, issues for utterances) report beyond
/// the shared lists: where the export is not complete, and what libcmark cannot fully show.
extension ImportReport {
    public struct GitHubGaps: Sendable, Equatable {
        /// Threads with fewer comments or replies in the files than GitHub counted.
        public var incompleteThreads: [String] = []
        /// Threads whose page the widget's mapping does not name (their url is GitHub's).
        public var unmappedPages: [String] = []
        /// Markdown bodies (no rendered HTML in the export) with GFM shown as text.
        public var markdownShownAsText: [MarkdownAsText] = []

        /// The report's lines for them, printed for a GitHub format even when all are empty.
        var lines: [String] {
            var lines = [
                "threads with comments GitHub counted but the files do not hold (fetch the next pages): \(incompleteThreads.count)"
            ]
            lines += incompleteThreads.map { "  \($0)" }
            lines.append("threads without a link to their page (url is the thread on GitHub): \(unmappedPages.count)")
            lines += unmappedPages.map { "  \($0)" }
            lines.append(
                "comments whose GitHub markdown shows partly as text (no bodyHTML/body_html in the export): \(markdownShownAsText.count)")
            lines += markdownShownAsText.map { "  \($0.threadID): comment \($0.commentID): \($0.features.joined(separator: ", "))" }
            return lines
        }
    }

    /// A markdown body whose GitHub-only parts (tables, task lists…) libcmark shows as text.
    public struct MarkdownAsText: Sendable, Equatable {
        public var threadID: String
        public var commentID: String
        public var features: [String]
    }
}
