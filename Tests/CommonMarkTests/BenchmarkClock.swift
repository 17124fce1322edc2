import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wall and CPU time of a block. The machine is shared, so wall time swings with other
/// people's builds; this thread's CPU time is the steadier figure to compare.
struct BenchmarkClock: Sendable {
    let wallSeconds: Double
    let cpuSeconds: Double

    static func time(_ body: () -> Void) -> BenchmarkClock {
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUNanoseconds()
        body()
        let cpu = threadCPUNanoseconds() - cpuStart
        let wall = DispatchTime.now().uptimeNanoseconds - wallStart
        return BenchmarkClock(wallSeconds: Double(wall) / 1e9, cpuSeconds: Double(cpu) / 1e9)
    }

    private static func threadCPUNanoseconds() -> UInt64 {
        var now = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0 else { return 0 }
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
