import HTMLSanitizer

/// Disqus registers a post a second time when a blog changes its permalinks: the same
/// title and the same comments (same author, time and text, new ids) under a second URL.
/// Such copies become one thread: the newest URL is its `url`, the others are kept in
/// `otherURLs`, and each comment carries the anchors of both copies. A copy merges only
/// when the title is the same and its comments are a subset of the other's (or the same):
/// no comment is lost or shown twice.
struct DuplicatePostMerger {
    private(set) var merges: [ImportReport.Merge] = []

    mutating func merge(_ threads: [SourceThread]) -> [SourceThread] {
        var byTitle: [String: [Int]] = [:]
        for (index, thread) in threads.enumerated() {
            guard let title = thread.title, !title.isEmpty, !thread.comments.isEmpty else { continue }
            byTitle[title, default: []].append(index)
        }
        var result = threads
        var removed = Set<Int>()
        for (_, indices) in byTitle.sorted(by: { $0.value[0] < $1.value[0] }) where indices.count > 1 {
            // The copy with the most comments keeps the thread; ties go to the newer URL.
            let ordered = indices.sorted { a, b in
                let (ca, cb) = (threads[a].comments.count, threads[b].comments.count)
                return ca != cb ? ca > cb : (threads[a].createdAt ?? "") > (threads[b].createdAt ?? "")
            }
            var keeper = threads[ordered[0]]
            var mergedCopies: [SourceThread] = []
            for other in ordered.dropFirst() where isCopy(threads[other], of: keeper) {
                mergedCopies.append(threads[other])
                removed.insert(other)
            }
            guard !mergedCopies.isEmpty else { continue }
            keeper = combine(keeper, with: mergedCopies)
            // The merged thread takes the place of the earliest copy in the export.
            let position = ([ordered[0]] + ordered.filter(removed.contains)).min() ?? ordered[0]
            if position != ordered[0] {
                removed.insert(ordered[0])
                removed.remove(position)
            }
            result[position] = keeper
        }
        return result.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
    }

    private static func signature(_ comment: SourceComment) -> String {
        comment.user + "\u{1}" + (comment.createdAt ?? "") + "\u{1}" + comment.content
    }

    private func isCopy(_ thread: SourceThread, of keeper: SourceThread) -> Bool {
        thread.title == keeper.title && thread.url != keeper.url
            && Set(thread.comments.map(Self.signature)).isSubset(of: Set(keeper.comments.map(Self.signature)))
    }

    /// The keeper's comments with the copies' anchors added; the newest URL as `url`.
    private mutating func combine(_ keeper: SourceThread, with copies: [SourceThread]) -> SourceThread {
        var combined = keeper
        var anchors: [String: [String]] = [:]
        for copy in copies {
            for comment in copy.comments { anchors[Self.signature(comment), default: []] += comment.aliases }
        }
        for index in combined.comments.indices {
            for alias in anchors[Self.signature(combined.comments[index])] ?? [] where !combined.comments[index].aliases.contains(alias) {
                combined.comments[index].aliases.append(alias)
            }
        }
        let all = [keeper] + copies
        let newest =
            all.enumerated().max { a, b in
                let (ta, tb) = (a.element.createdAt ?? "", b.element.createdAt ?? "")
                return ta != tb ? ta < tb : a.offset > b.offset
            }?.element ?? keeper
        combined.id = newest.id
        combined.url = newest.url
        combined.otherURLs = all.compactMap(\.url).filter { $0 != newest.url }
        for copy in all where copy.url != newest.url {
            merges.append(
                ImportReport.Merge(
                    title: HTMLSanitizer.decodeAllCharacterReferences(keeper.title ?? ""), kept: newest.url ?? newest.id,
                    merged: copy.url ?? copy.id,
                    sharedComments: copy.comments.count, commentsInThread: keeper.comments.count))
        }
        return combined
    }
}
