/// Why the index could not be written. The engine writes nothing but through an
/// `IndexOutput` and a `SearchSpill`, so these are its only failures: the caller's own
/// errors (carried as they came), and spill files that are not what was written to them.
public enum IndexError: Error, Sendable, CustomStringConvertible {
    /// The output or the spill folder refused a write or a read; `underlying` is the
    /// caller's error, unchanged.
    case io(path: String, underlying: any Error & Sendable)
    /// A spill file read back does not hold what the index wrote to it (truncated,
    /// overwritten, removed by another program): the index is not written from it.
    case damaged(path: String, detail: String)

    public var description: String {
        switch self {
        case .io(let path, let underlying): return "\(path): \(underlying)"
        case .damaged(let path, let detail): return "the search spill file \(path) is damaged (\(detail))"
        }
    }
}

/// Where the index's files go: `meta.js`, `t/<n>.js` (term shards) and, through the
/// caller's `ResultChunks`, the result chunks. Called from several threads at once.
public protocol IndexOutput: Sendable {
    func write(_ name: String, _ bytes: [UInt8]) throws(IndexError)
}
