import Synchronization

/// Byte buffers lent to `render(_:_:) -> String` and given back afterwards, so rendering a
/// page into a string does not regrow (and page-fault in) a fresh buffer every time: the
/// buffer keeps the capacity the largest recent page needed. One per concurrent render.
enum ScratchBuffers {
    /// Enough for the renders a few cores run at once; more are simply not kept.
    private static let maximumKept = 8
    /// Larger buffers are dropped rather than kept: memory is not held for an outlier.
    private static let maximumKeptCapacity = 4 << 20

    private static let pool = Mutex<[[UInt8]]>([])

    static func take() -> [UInt8] {
        if let buffer = pool.withLock({ $0.popLast() }) { return buffer }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(4096)
        return buffer
    }

    /// Takes the buffer out of `buffer` (leaving it empty), so it is not shared and
    /// emptying it keeps its storage instead of copying it.
    static func giveBack(_ buffer: inout [UInt8]) {
        var kept: [UInt8] = []
        swap(&kept, &buffer)
        guard kept.capacity <= maximumKeptCapacity else { return }
        kept.removeAll(keepingCapacity: true)
        pool.withLock { buffers in
            if buffers.count < maximumKept { buffers.append(kept) }
        }
    }
}
