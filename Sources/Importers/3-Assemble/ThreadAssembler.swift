import HTMLSanitizer
import ThreadFold

/// Decides, for every thread of a source, which comments are carried over, and records
/// everything else in the report. Shared by all formats so the rules are the same:
/// - carried comments are written as they are;
/// - a deleted comment with a carried reply somewhere below it becomes a "[deleted]"
///   placeholder, so the thread stays whole; otherwise it is dropped;
/// - spam, unapproved, pingbacks, trackbacks and stubs are dropped;
/// - a comment whose parent is not written becomes top-level (an orphan, reported);
/// - a thread left without comments is not written (reported);
/// - e-mail addresses in bodies are replaced with a marker unless kept (reported).
struct ThreadAssembler {
    static let placeholderText = "[deleted]"

    var report: ImportReport
    /// What replaces e-mail addresses in bodies; nil keeps them (`--keep-emails`).
    var emailMarker: String?
    /// Removals and anonymisations (`--remove`, `--anonymise`), before anything is written.
    var takedown = Takedown()

    mutating func assemble(_ threads: [SourceThread]) -> [ImportedThread] {
        mergeSameID(threads).compactMap { assemble($0) }
    }

    /// Exports sometimes hold one page twice (Disqus does); its comments belong together.
    private func mergeSameID(_ threads: [SourceThread]) -> [SourceThread] {
        var merged: [SourceThread] = []
        var position: [String: Int] = [:]
        for thread in threads {
            if let index = position[thread.id] {
                merged[index].comments += thread.comments
            } else {
                position[thread.id] = merged.count
                merged.append(thread)
            }
        }
        return merged
    }

    private mutating func assemble(_ thread: SourceThread) -> ImportedThread? {
        if thread.comments.isEmpty {
            report.postsWithoutComments += 1
            return nil
        }
        let kept = SurvivalMap(thread.comments)
        var comments: [ImportedComment] = []
        for comment in thread.comments {
            if let written = carry(comment, thread: thread, kept: kept) { comments.append(written) }
        }
        guard !comments.isEmpty else {
            report.emptyThreads.append(thread.url ?? thread.id)
            return nil
        }
        report.commentsWithAliases += comments.filter { !$0.aliases.isEmpty }.count
        let title = readableTitle(thread)
        var imported = ImportedThread(
            id: thread.id, title: title, url: thread.url, category: thread.category,
            contentFormat: thread.contentFormat, comments: comments)
        imported.otherURLs = thread.otherURLs
        guard !takedown.isEmpty else { return imported }
        let (changed, tally) = takedown.apply(imported)
        report.takedown.add(tally)
        return changed
    }

    /// The title as readers see it: character references decoded until none is left
    /// (exports escape titles once or twice more than text needs); a changed title is
    /// reported. Titles only: bodies are markup, where `&lt;` must stay.
    private mutating func readableTitle(_ thread: SourceThread) -> String? {
        guard let title = thread.title else { return nil }
        let decoded = HTMLSanitizer.decodeAllCharacterReferences(title)
        if decoded != title { report.decodedTitles.append(.init(threadID: thread.id, before: title, after: decoded)) }
        return decoded
    }

    private mutating func carry(_ comment: SourceComment, thread: SourceThread, kept: SurvivalMap) -> ImportedComment? {
        var written = ImportedComment(
            id: comment.id, parentID: comment.parentID, user: comment.user,
            content: comment.content, createdAt: comment.createdAt, aliases: comment.aliases)
        written.contentFormat = comment.contentFormat
        (written.pinned, written.likes) = (comment.pinned, comment.likes)
        switch comment.status {
        case .carried:
            break
        case .deleted:
            guard kept.survives(comment.id) else {
                report.dropped.append(.init(threadID: thread.id, commentID: comment.id, reason: .deleted, detail: ""))
                return nil
            }
            written.user = Self.placeholderText
            written.content = Self.placeholderText
            written.contentFormat = nil
            (written.pinned, written.likes) = (false, 0)
            report.placeholders.append(.init(threadID: thread.id, commentID: comment.id))
        case .dropped(let reason, let detail):
            report.dropped.append(.init(threadID: thread.id, commentID: comment.id, reason: reason, detail: detail))
            return nil
        }
        if let emailMarker, written.content != Self.placeholderText {
            let redacted = EmailRedactor.redact(written.content, with: emailMarker)
            if redacted.count > 0 {
                written.content = redacted.text
                report.emailRedactions.addresses += redacted.count
                report.emailRedactions.comments.append(.init(threadID: thread.id, commentID: comment.id))
            }
        }
        if comment.unreadableTime { report.unreadableTimes.append(.init(threadID: thread.id, commentID: comment.id)) }
        if let parent = comment.parentID, !kept.survives(parent) {
            written.parentID = nil
            report.orphans.append(
                .init(
                    threadID: thread.id, commentID: comment.id, missingParentID: parent,
                    detail: kept.whyMissing(parent)))
        }
        return written
    }
}
