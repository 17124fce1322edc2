/// A thread in the site-wide files: its id, unique once duplicate ids are rejected (a
/// build with a duplicate fails). Finds a thread's final slug and orders the feed's and
/// the search index's ties and the sitemap.
///
/// By id, not by place in the input: the same threads must give the same site whether
/// they come as files, as one dump (grouped in memory or spilled to partitions), or as
/// `partition`s built on several machines and merged, and each of those sees the threads
/// in another order.
struct ThreadKey: Sendable, Hashable, Comparable, Codable {
    let id: String

    static func < (a: ThreadKey, b: ThreadKey) -> Bool {
        a.id < b.id
    }
}
