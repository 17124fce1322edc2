/// Which part of a sharded build this is: shard `index` of `count` (`--shard I/N`).
///
/// A thread belongs to the shard its lower-cased slug hashes to. The slug, not the id:
/// two threads whose slugs differ only in case share a file name, and settling that
/// (`-2`, `-3`…) must happen on one machine; equal ids give equal slugs, so duplicate
/// ids meet in one shard too. The hash is FNV-1a, the same on every machine and run.
public struct ShardSpec: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (0..<count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `I/N`, or `N` alone with the index from `JOB_COMPLETION_INDEX` (which a Kubernetes
    /// Indexed Job sets for each of its pods). Nil with the reason when neither fits.
    public static func parse(_ text: String, environment: [String: String]) -> Result<ShardSpec, ShardSpecError> {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, let count = Int(parts.last ?? ""), count >= 1 else {
            return .failure(ShardSpecError("--shard needs I/N (shard I of N, from 0), not '\(text)'"))
        }
        let indexText = parts.count == 2 ? parts[0] : environment["JOB_COMPLETION_INDEX"]
        guard let indexText else {
            return .failure(ShardSpecError("--shard \(text): no index given and JOB_COMPLETION_INDEX is not set"))
        }
        guard let index = Int(indexText), let spec = ShardSpec(index: index, count: count) else {
            return .failure(ShardSpecError("--shard: the index must be 0 to \(count - 1), not '\(indexText)'"))
        }
        return .success(spec)
    }

    public var description: String { "\(index)/\(count)" }

    public func holds(slug: String) -> Bool {
        Self.shard(ofSlug: slug, count: count) == index
    }

    /// A thread id's spill partition of `count` (`SpillPartitioner`'s `partitionOf`): its
    /// shard, so with `count` equal to a sharded build's N, a dump's partition I holds
    /// exactly the threads `build --shard I/N` writes.
    public static func partition(count: Int) -> @Sendable (String) -> Int {
        { shard(ofSlug: ThreadSlug.make($0), count: count) }
    }

    static func shard(ofSlug slug: String, count: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in slug.lowercased().utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(hash % UInt64(count))
    }
}

/// A `--shard` value that cannot be used.
public struct ShardSpecError: Error, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
