import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Wall and CPU time of a block, for the opt-in benchmarks (`Skip.unlessBenchmarking`).
/// The machine is shared, so wall time swings with other people's builds; this thread's
/// CPU time is the steadier figure to compare.
public struct BenchmarkClock: Sendable {
    public let wallSeconds: Double
    public let cpuSeconds: Double

    public static func time(_ body: () throws -> Void) rethrows -> BenchmarkClock {
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUNanoseconds()
        try body()
        let cpu = threadCPUNanoseconds() - cpuStart
        let wall = DispatchTime.now().uptimeNanoseconds - wallStart
        return BenchmarkClock(wallSeconds: Double(wall) / 1e9, cpuSeconds: Double(cpu) / 1e9)
    }

    /// This thread's CPU time so far.
    public static func threadCPUNanoseconds() -> UInt64 {
        var now = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0 else { return 0 }
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// The middle value (robust against a neighbour's burst); 0 for none.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
