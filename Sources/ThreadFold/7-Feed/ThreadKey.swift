/// A thread's place in the input: which file (in input order) and which thread of that
/// file. Orders the feed's ties and finds a thread's final slug, whichever worker
/// produced it first.
struct ThreadKey: Sendable, Hashable, Comparable {
    let file: Int
    let thread: Int

    static func < (a: ThreadKey, b: ThreadKey) -> Bool {
        a.file == b.file ? a.thread < b.thread : a.file < b.file
    }
}
