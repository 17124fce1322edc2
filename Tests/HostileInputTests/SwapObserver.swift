import Foundation
import ThreadFold

/// Wraps the disk `FileIO` and records, at each rename of a staging folder into place,
/// whether a site was at the destination just then: what a reader (or a `kill -9`)
/// arriving at that instant would find.
final class SwapObserver: @unchecked Sendable {
    // Sendable by the lock: the builder may call the closures from several threads.
    private let lock = NSLock()
    private var seen: [(target: String, siteThere: Bool)] = []

    var observations: [(target: String, siteThere: Bool)] { lock.withLock { seen } }

    var io: FileIO {
        let disk = FileIO.disk
        return FileIO(
            read: disk.read, kind: disk.kind, list: disk.list, write: disk.write,
            rename: { [self] from, to in
                if from.contains(".staging-") {
                    let there = disk.kind(to) == .folder
                    lock.withLock { seen.append((to, there)) }
                }
                try disk.rename(from, to)
            },
            remove: disk.remove,
            exchange: { [self] from, to in
                if from.contains(".staging-") {
                    let there = disk.kind(to) == .folder
                    lock.withLock { seen.append((to, there)) }
                }
                try disk.exchange(from, to)
            },
            canonical: disk.canonical)
    }
}
