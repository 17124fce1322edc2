/// `watch`'s feed without every thread's comments: the newest candidates of the whole
/// archive, more than the feed shows (`reserve`), and how many of the first of them are
/// known to be the archive's newest (`exact`). After a save the saved threads' items are
/// taken out and their new candidates put in; the feed is right while the items known
/// exact still number the feed's `limit`. When they do not (the saved threads held most
/// of the newest comments), `replacing` says so and the builder reads every file again.
struct WatchFeed: Sendable {
    static let limit = 50
    static let reserve = 200
    private(set) var items: [FeedCollector.Item] = []
    /// The leading items known to be the archive's newest.
    private var exact = 0
    /// Whether `items` holds every candidate of the archive (then all of them are exact).
    private var complete = true

    init() {}

    /// From a full build's feed: its newest `limit` are known, nothing after them.
    init(built: FeedCollector) {
        items = built.kept
        exact = items.count
        complete = items.count < Self.limit
    }

    /// From the newest candidates of the archive (at least `reserve` of them when there
    /// are), of `total` in all.
    init(all: [FeedCollector.Item], total: Int) {
        let sorted = all.sorted(by: FeedCollector.precedes)
        items = Array(sorted.prefix(Self.reserve))
        exact = items.count
        complete = total <= Self.reserve
    }

    /// The feed with the items of the threads in `changed` (before and after the save)
    /// replaced by `fresh`, their candidates now. Nil when the items left cannot tell the
    /// newest `limit` apart.
    func replacing(_ changed: Set<ThreadKey>, with fresh: [FeedCollector.Item]) -> WatchFeed? {
        // Every candidate that comes before the last exact item is either kept here (its
        // thread unchanged) or in `fresh`.
        let boundary = complete ? nil : items.prefix(exact).last
        if !complete && boundary == nil { return nil }
        let merged = (items.filter { !changed.contains($0.key) } + fresh).sorted(by: FeedCollector.precedes)
        var next = WatchFeed()
        next.items = Array(merged.prefix(Self.reserve))
        if let boundary {
            let known = merged.prefix { !FeedCollector.precedes(boundary, $0) }.count
            next.exact = min(known, Self.reserve)
            next.complete = false
            if next.exact < Self.limit { return nil }
        } else {
            next.complete = merged.count <= Self.reserve
            next.exact = next.items.count
        }
        return next
    }

    /// The feed's own collector: the newest `limit` items.
    var collector: FeedCollector {
        var collector = FeedCollector(limit: Self.limit)
        collector.add(items: Array(items.prefix(Self.limit)))
        return collector
    }
}
