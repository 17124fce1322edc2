@testable import TextIndex

extension SearchBuffer {
    /// One comment of its own thread (`key` names both), as a build adds it: its text
    /// counted, its thread's title's words found but not counted, by the author "someone".
    func addComment(_ text: String, title: String, key: String, time: Double) throws {
        let thread = threads.register(IndexedThread(id: key, title: [], category: []))
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
                thread: thread, position: 0, counter: &counter)
        }
    }
}
