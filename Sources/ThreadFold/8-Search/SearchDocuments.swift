/// A thread's comments as search documents: top-level ones each followed by their
/// replies, in page order, each found by its body as the reader sees it (the bodies the
/// pages were rendered from) and by its thread's title, its author (`u:`) and category
/// (`c:`); its record holds what a result shows but for the thread's title and category
/// (`IndexedThreads`) and its link.
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
        let thread = threads.register(IndexedThread(key: key, title: head, category: tail))
        let category = folded.thread.category.map { counter.terms.id(of: "c:" + SearchTokenizer.fold($0)) }
        var position = 0
        for (rank, index) in renderer.orderedIndices(folded.topLevel).enumerated() {
            let top = folded.topLevel[index]
            let page = rank / config.commentsPerPage + 1
            for k in 0...top.replies.count {
                let comment = k == 0 ? top.comment : top.replies[k - 1].comment
                let text = SearchText.plainBytes(fromHTML: bodies.html(at: index, reply: k == 0 ? nil : k - 1))
                let author = strings.displayName(comment.user)
                var fields = [counter.authorTerm(author)]
                if let category { fields.append(category) }
                let recordStart = records.count
                Self.appendRecord(
                    comment, author: author, floor: k == 0 ? String(top.floor) : top.replies[k - 1].floor,
                    anchor: k == 0 ? top.anchor : top.replies[k - 1].anchor, page: page, text: text, zone: config.timeZone,
                    to: &self.records)
                try add(
                    text: text, extra: title, fields: fields, recordStart: recordStart, instant: comment.createdAt?.instant ?? 0,
                    key: key, thread: thread, position: position, counter: &counter)
                position += 1
            }
        }
    }

    /// `, author, iso time, time text, floor` … `, text` as escaped JSON, with the link
    /// left out (the writer puts it in once slugs are final, with the thread's title before
    /// and its category after): the page number and anchor, then the length of the part
    /// before the link, that part, then the part after.
    private static func appendRecord(
        _ comment: Comment, author: String, floor: String, anchor: String, page: Int, text: [UInt8], zone: SiteTimeZone,
        to record: inout [UInt8]
    ) {
        let time = comment.createdAt.map { TimeText($0, in: zone) }
        var before: [UInt8] = []
        for field in [author, time?.iso ?? "", time?.text ?? "", floor] {
            before.append(UInt8(ascii: ","))
            SearchJSON.string(field, into: &before)
        }
        SearchCodec.appendVarint(page, to: &record)
        SearchCodec.appendVarint(anchor.utf8.count, to: &record)
        record += anchor.utf8
        SearchCodec.appendVarint(before.count, to: &record)
        record += before
        record.append(UInt8(ascii: ","))
        text.withUnsafeBufferPointer { SearchJSON.string(utf8: $0, into: &record) }
    }
}
