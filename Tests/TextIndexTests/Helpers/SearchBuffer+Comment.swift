@testable import TextIndex

extension SearchBuffer {
    /// One comment as a build adds it, by the author "someone": its text counted, its
    /// thread's title's words found but not counted. `thread` is the buffer's number of its
    /// thread, registered anew (under `key`) when nil; `key` also names the comment.
    func addComment(
        _ text: String, title: String = "", key: String, time: Double, thread: Int32? = nil, position: Int = 0
    ) throws(IndexError) {
        let thread = thread ?? threads.register(IndexedThread(id: key, title: [], category: []))
        let start = records.count
        records += text.utf8
        var counter = TermCounter.placeholder
        swap(&counter, &self.counter)
        defer { swap(&counter, &self.counter) }
        let extra = title.split(separator: " ").map { counter.terms.id(of: String($0)) }
        let author = counter.authorTerm("someone")
        try Array(text.utf8).withUnsafeBufferPointer { bytes throws(IndexError) in
            try add(
                text: bytes, extra: extra, author: author, category: nil, recordStart: start, instant: time, key: key,
                thread: thread, position: position, counter: &counter)
        }
    }
}
