/// Impact tiers (docs/search.md): a term of many postings keeps its heaviest ones, the
/// head (about the top quarter by weight), in its shard, as `["<head>",n,least,bound]`,
/// and the rest, the tail, in the shard's tier file `t/<n>.1.js`, which a query loads
/// only when the head cannot settle its results. Both keep document order.
struct SearchTier: Equatable {
    /// Head postings weigh `cutoff` or more, tail ones less (the title-only 0 among them).
    let cutoff: Int
    /// Postings in all (head and tail).
    let count: Int
    /// The least positive weight of the whole list.
    let least: Int
    /// The greatest weight of the tail.
    let bound: Int

    /// The weight a posting's character carries (`SearchCodec.appendPostings`).
    @inline(__always)
    static func weight(_ packed: UInt64) -> Int { Int(packed & 63) }

    /// How `list` (document << 16 | weight) is cut, or nil when it is written whole: no
    /// threshold, `above` postings or fewer, or a cut that leaves the head empty or the
    /// tail under a tenth of the list (weights all alike: a tier would save nothing).
    /// The cutoff is the greatest weight at which the postings weighing at least it are
    /// a quarter of the list or more (rounded up), 1 at the least.
    static func cut(_ list: UnsafeBufferPointer<UInt64>, above: Int?) -> SearchTier? {
        guard let above, list.count > above else { return nil }
        var histogram = [Int](repeating: 0, count: 64)
        for packed in list { histogram[weight(packed)] += 1 }
        let quarter = (list.count + 3) / 4
        var cutoff = 1
        var heavier = 0
        for w in stride(from: 63, through: 1, by: -1) {
            heavier += histogram[w]
            if heavier >= quarter {
                cutoff = w
                break
            }
        }
        let head = histogram[cutoff...].reduce(0, +)
        let tail = list.count - head
        guard head > 0, tail * 10 >= list.count, let least = (1..<64).first(where: { histogram[$0] > 0 }),
            let bound = (0..<cutoff).last(where: { histogram[$0] > 0 })
        else { return nil }
        return SearchTier(cutoff: cutoff, count: list.count, least: least, bound: bound)
    }
}
