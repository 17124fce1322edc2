import Foundation

/// Byte buffers lent to `render(_:_:) -> String` and given back afterwards, so rendering a
/// page into a string does not regrow (and page-fault in) a fresh buffer every time: the
/// buffer keeps the capacity the largest recent page needed. One per concurrent render.
///
/// `@unchecked Sendable`: `buffers` is only touched with `lock` held. (An `NSLock` rather
/// than `Synchronization.Mutex`, which needs macOS 15 where the package names no platform.)
final class ScratchBuffers: @unchecked Sendable {
    static let shared = ScratchBuffers()

    /// Enough for the renders a few cores run at once; more are simply not kept.
    private static let maximumKept = 8
    /// Larger buffers are dropped rather than kept: memory is not held for an outlier.
    private static let maximumKeptCapacity = 4 << 20

    private let lock = NSLock()
    private var buffers: [[UInt8]] = []

    func take() -> [UInt8] {
        lock.lock()
        let buffer = buffers.popLast()
        lock.unlock()
        if let buffer { return buffer }
        var fresh: [UInt8] = []
        fresh.reserveCapacity(4096)
        return fresh
    }

    /// Takes the buffer out of `buffer` (leaving it empty), so it is not shared and
    /// emptying it keeps its storage instead of copying it.
    func giveBack(_ buffer: inout [UInt8]) {
        var kept: [UInt8] = []
        swap(&kept, &buffer)
        guard kept.capacity <= Self.maximumKeptCapacity else { return }
        kept.removeAll(keepingCapacity: true)
        lock.lock()
        if buffers.count < Self.maximumKept { buffers.append(kept) }
        lock.unlock()
    }
}
