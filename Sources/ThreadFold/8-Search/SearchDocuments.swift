/// A thread's comments as search documents: top-level ones each followed by their
/// replies, in page order, each found by its body as the reader sees it (the bodies the
/// pages were rendered from) and by its thread's title, its author (`u:`) and category
/// (`c:`); its record holds what a result shows.
extension SearchBuffer {
    func add(_ folded: FoldedThread, key: ThreadKey, bodies: ThreadBodies, renderer: ThreadPageRenderer) throws(BuildError) {
        let config = renderer.config
        let strings = renderer.strings
        var counter = TermCounter()
        swap(&counter, &self.counter)
        defer { swap(&counter, &self.counter) }
        // A comment is found by its thread's title too (骑行 finds the replies under 周末杭州骑行路线).
        var title: [Int32] = []
        SearchTokenizer.forEachToken(folded.thread.title) { title.append(counter.terms.id(of: $0)) }
        var head: [UInt8] = []
        SearchJSON.string(folded.thread.title, into: &head)
        var tail: [UInt8] = []
        SearchJSON.string(folded.thread.category ?? "", into: &tail)
        let category = folded.thread.category.map { counter.terms.id(of: "c:" + SearchTokenizer.fold($0)) }
        var position = 0
        for (rank, index) in renderer.orderedIndices(folded.topLevel).enumerated() {
            let top = folded.topLevel[index]
            let page = rank / config.commentsPerPage + 1
            let comments = [(top.comment, String(top.floor), top.anchor)] + top.replies.map { ($0.comment, $0.floor, $0.anchor) }
            for (k, (comment, floor, anchor)) in comments.enumerated() {
                let text = SearchText.plainBytes(fromHTML: bodies.html(at: index, reply: k == 0 ? nil : k - 1))
                let author = strings.displayName(comment.user)
                var fields = [counter.terms.id(of: "u:" + SearchTokenizer.fold(author))]
                if let category { fields.append(category) }
                let record = Self.record(
                    comment, author: author, floor: floor, anchor: anchor, page: page, text: text, zone: config.timeZone,
                    title: head, category: tail)
                try add(
                    text: text, extra: title, fields: fields, record: record, instant: comment.createdAt?.instant ?? 0, key: key,
                    position: position, counter: &counter)
                position += 1
            }
        }
    }

    /// `[title, author, iso time, time text, floor, ` … `, text, category]` as escaped
    /// JSON, with the link left out (the writer puts it in once slugs are final): the
    /// page number and anchor, then the part before the link, then the part after.
    private static func record(
        _ comment: Comment, author: String, floor: String, anchor: String, page: Int, text: [UInt8], zone: SiteTimeZone,
        title: [UInt8], category: [UInt8]
    ) -> [UInt8] {
        let time = comment.createdAt.map { TimeText($0, in: zone) }
        var before = title
        for field in [author, time?.iso ?? "", time?.text ?? "", floor] {
            before.append(UInt8(ascii: ","))
            SearchJSON.string(field, into: &before)
        }
        var after: [UInt8] = [UInt8(ascii: ",")]
        text.withUnsafeBufferPointer { SearchJSON.string(utf8: $0, into: &after) }
        after.append(UInt8(ascii: ","))
        after += category
        var record: [UInt8] = []
        record.reserveCapacity(before.count + after.count + anchor.utf8.count + 12)
        SearchCodec.appendVarint(page, to: &record)
        SearchCodec.appendVarint(anchor.utf8.count, to: &record)
        record += anchor.utf8
        SearchCodec.appendVarint(before.count, to: &record)
        record += before
        record += after
        return record
    }
}
