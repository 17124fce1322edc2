import ThreadFold

/// `import --remove`, `--anonymise`: the same rules as a build's (`Takedown`), applied to a
/// thread before its file is written, so the removed text and the names never reach disk.
extension Takedown {
    /// `thread` with the requests applied; nil when the whole thread is removed.
    func apply(_ imported: ImportedThread) -> (ImportedThread?, TakedownTally) {
        var thread = CommentThread(id: imported.id, title: imported.title, contentFormat: imported.contentFormat)
        thread.comments = imported.comments.enumerated().map { index, comment in
            var decoded = Comment(
                id: comment.id, parent: comment.parentID.map { .id($0) } ?? .none, user: comment.user, content: comment.content,
                contentFormat: comment.contentFormat ?? imported.contentFormat)
            decoded.offset = index
            return decoded
        }
        let (applied, tally) = apply(thread)
        guard let applied else { return (nil, tally) }
        var changed = imported
        if imported.title != nil { changed.title = applied.title }
        changed.comments = applied.comments.map { comment in
            var written = imported.comments[comment.offset]
            written.user = comment.user
            written.content = comment.content
            if comment.removedByRequest {
                written.createdAt = nil
                written.contentFormat = imported.contentFormat == .text ? nil : .text
                (written.pinned, written.likes) = (false, 0)
            }
            return written
        }
        return (changed, tally)
    }
}

extension ImportReport {
    /// What `--remove` and `--anonymise` did, when given.
    var takedownLines: [String] {
        guard !takedown.isEmpty || !takedown.matchedRemovals.isEmpty || !takedown.matchedNames.isEmpty else { return [] }
        return [
            "taken down (--remove): \(Self.plural(takedown.removedComments + takedown.placeholders, "comment")), "
                + "\(takedown.placeholders) kept as placeholders for their replies, "
                + "\(Self.plural(takedown.removedThreads, "thread")) whole",
            "anonymised (--anonymise): \(Self.plural(takedown.anonymisedComments, "comment"))",
        ]
    }
}
