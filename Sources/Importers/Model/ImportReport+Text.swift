/// The report as the command prints it: counts first, then every list.
extension ImportReport {
    public var lines: [String] {
        var lines = [
            "imported \(format.rawValue) export \(source)",
            "threads written: \(threadsWritten), comments written: \(commentsWritten)",
        ]
        lines += dump?.lines ?? []
        if !placeholders.isEmpty {
            lines.append(
                "deleted comments kept as \"[deleted]\" so their replies stay in place: \(placeholders.count + unlisted.placeholders)")
            lines += placeholders.map { "  \($0.threadID): comment \($0.commentID)" } + Self.more(unlisted.placeholders)
        }
        lines.append("comments not carried: \(dropped.count + unlisted.droppedTotal)" + reasonCounts)
        lines += dropped.map {
            "  \($0.threadID): comment \($0.commentID): \($0.reason.rawValue)" + ($0.detail.isEmpty ? "" : " (\($0.detail))")
        }
        lines += Self.more(unlisted.droppedTotal)
        lines.append("orphans (written as top-level comments): \(orphans.count + unlisted.orphans)")
        lines += orphans.map { "  \($0.threadID): comment \($0.commentID): parent \($0.missingParentID) \($0.detail)" }
        lines += Self.more(unlisted.orphans)
        lines.append("empty threads (not written): \(emptyThreads.count + unlisted.emptyThreads)")
        lines += emptyThreads.map { "  \($0)" } + Self.more(unlisted.emptyThreads)
        if !skippedFolders.isEmpty {
            lines.append("folders without comment files (not read): \(skippedFolders.count)")
            lines += skippedFolders.map { "  \($0)" }
        }
        if postsWithoutComments > 0 { lines.append("posts without any comments (skipped): \(postsWithoutComments)") }
        if !unreadableTimes.isEmpty {
            lines.append("times not readable (written without createdAt): \(unreadableTimes.count + unlisted.unreadableTimes)")
            lines += unreadableTimes.map { "  \($0.threadID): comment \($0.commentID)" } + Self.more(unlisted.unreadableTimes)
        }
        if format.isGitHub { lines += gitHub.lines }
        if format.isWidget { lines += widget.lines }
        if !merges.isEmpty {
            lines.append("threads merged (one post under two URLs; --no-merge keeps them apart): \(merges.count)")
            lines += merges.map {
                "  \"\($0.title)\": \($0.merged) → \($0.kept) (\(Self.plural($0.sharedComments, "comment")) "
                    + "under both, written once with both anchors; \(Self.plural($0.commentsInThread, "comment")) in the thread)"
            }
        }
        if !decodedTitles.isEmpty {
            lines.append("titles decoded (character references written as the characters they stand for): \(decodedTitles.count)")
            lines += decodedTitles.map { "  \($0.threadID): \"\($0.before)\" → \"\($0.after)\"" }
        }
        lines.append(
            "e-mail addresses hidden in comment bodies (--keep-emails keeps them): \(emailRedactions.addresses)"
                + (emailRedactions.comments.isEmpty
                    ? "" : " in \(Self.plural(emailRedactions.comments.count + unlisted.emailRedactions, "comment"))"))
        lines += emailRedactions.comments.map { "  \($0.threadID): comment \($0.commentID)" } + Self.more(unlisted.emailRedactions)
        lines += takedownLines
        lines.append("comments with source anchors in \"\(Self.aliasField)\": \(commentsWithAliases)")
        lines.append("files:")
        lines += files.map { "  \($0.source) → \($0.path) (\(Self.plural($0.comments, "comment")))" }
        return lines + Self.more(unlisted.files)
    }

    /// "1 comment", "2 comments".
    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)" + (count == 1 ? "" : "s")
    }

    public var text: String { lines.joined(separator: "\n") }

    private var reasonCounts: String {
        let parts = Reason.allCases.compactMap { reason -> String? in
            let count = droppedCount(reason)
            return count > 0 ? "\(count) \(reason.rawValue)" : nil
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
}
