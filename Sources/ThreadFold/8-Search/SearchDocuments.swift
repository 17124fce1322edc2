import TextIndex

/// A thread's comments as search documents: top-level ones each followed by their
/// replies, in page order, each found by its body as the reader sees it (the bodies the
/// pages were rendered from) and by its thread's title, its author (`u:`) and category
/// (`c:`); its record holds what a result shows but for the thread's title and category
/// (`IndexedThreads`) and its link.
extension SearchBuffer {
    func add(_ folded: FoldedThread, key: ThreadKey, bodies: ThreadBodies, renderer: ThreadPageRenderer) throws(BuildError) {
        let config = renderer.config
        var counter = TermCounter.placeholder
        swap(&counter, &self.counter)
        defer { swap(&counter, &self.counter) }
        var scratch = DocumentScratch()
        swap(&scratch, &self.scratch)
        defer { swap(&scratch, &self.scratch) }
        // A comment is found by its thread's title too (骑行 finds the replies under
        // 周末杭州骑行路线), as a field of its own: the title's terms are not counted in the
        // comment's frequencies or length, and a term only the title holds is weight 0,
        // which ranks below every comment that says it (docs/search.md).
        var title: [Int32] = []
        SearchTokenizer.forEachToken(folded.thread.title) { title.append(counter.terms.id(of: $0)) }
        var head: [UInt8] = []
        SearchJSON.string(folded.thread.title, into: &head)
        var tail: [UInt8] = []
        SearchJSON.string(folded.thread.category ?? "", into: &tail)
        let thread = IndexedThreadTerms(
            key: key, number: threads.register(IndexedThread(id: key.id, title: head, category: tail)), title: title,
            category: folded.thread.category.map { counter.terms.id(of: "c:" + SearchTokenizer.fold($0)) }, zone: config.timeZone,
            strings: renderer.strings)
        var position = 0
        for (rank, index) in renderer.orderedIndices(folded.topLevel).enumerated() {
            let page = rank / config.commentsPerPage + 1
            let top = folded.topLevel[index]
            try add(
                top.comment, floor: String(top.floor), anchor: top.anchor, page: page, html: bodies.html(at: index, reply: nil),
                thread: thread, position: position, counter: &counter, scratch: &scratch)
            position += 1
            for (k, reply) in top.replies.enumerated() {
                try add(
                    reply.comment, floor: reply.floor, anchor: reply.anchor, page: page, html: bodies.html(at: index, reply: k),
                    thread: thread, position: position, counter: &counter, scratch: &scratch)
                position += 1
            }
        }
    }

    /// One comment: its record appended to `records`, then its terms counted.
    private func add(
        _ comment: Comment, floor: String, anchor: String, page: Int, html: String, thread: IndexedThreadTerms, position: Int,
        counter: inout TermCounter, scratch: inout DocumentScratch
    ) throws(BuildError) {
        // A comment removed at its author's request stands on its page only to hold its
        // replies' place: nothing of it is found.
        if comment.removedByRequest { return }
        let length = SearchText.plainBytes(fromHTML: html, into: &scratch.text)
        let author = thread.strings.displayName(comment.user)
        let recordStart = records.count
        scratch.text.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[..<length])
            Self.appendRecord(
                comment, author: author, floor: floor, anchor: anchor, page: page, text: text,
                time: comment.createdAt.map { TimeText($0, in: thread.zone, pattern: thread.strings.dates) },
                before: &scratch.before, to: &records)
        }
        do {
            try scratch.text.withUnsafeBufferPointer { all throws(IndexError) in
                try add(
                    text: UnsafeBufferPointer(rebasing: all[..<length]), extra: thread.title, author: counter.authorTerm(author),
                    category: thread.category, recordStart: recordStart, instant: comment.createdAt?.instant ?? 0, key: thread.key.id,
                    thread: thread.number, position: position, counter: &counter)
            }
        } catch {
            throw BuildError(error)
        }
    }

    /// The record (`SearchRecord`): `, author, iso time, time text (the locale's way, as on
    /// the pages), floor` … `, text` as
    /// escaped JSON, with the link left out (the result chunks put it in once slugs are
    /// final, with the thread's title before and its category after).
    private static func appendRecord(
        _ comment: Comment, author: String, floor: String, anchor: String, page: Int, text: UnsafeBufferPointer<UInt8>,
        time: TimeText?, before: inout [UInt8], to record: inout [UInt8]
    ) {
        before.removeAll(keepingCapacity: true)
        before.append(UInt8(ascii: ","))
        SearchJSON.string(author, into: &before)
        before.append(UInt8(ascii: ","))
        SearchJSON.string(time?.iso ?? "", into: &before)
        before.append(UInt8(ascii: ","))
        SearchJSON.string(time?.text ?? "", into: &before)
        before.append(UInt8(ascii: ","))
        SearchJSON.string(floor, into: &before)
        SearchRecord.append(page: page, anchor: anchor, before: before, text: text, to: &record)
    }
}

/// What every document of a thread shares: its place among the threads indexed, its
/// title's terms and its category's, and how times and names are shown.
private struct IndexedThreadTerms {
    let key: ThreadKey
    let number: Int32
    let title: [Int32]
    let category: Int32?
    let zone: SiteTimeZone
    let strings: LocaleStrings
}
