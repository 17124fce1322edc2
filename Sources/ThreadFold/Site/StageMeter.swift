import Glibc
import Synchronization

/// Thread CPU time spent in each stage of a build (decode, fold, render, template,
/// write), summed over the worker threads, for `--timings` and the benchmark. Wall-clock
/// laps cannot split a streamed build, where every stage runs on both cores at once.
/// One `clock_gettime` pair per measured call: nanoseconds, nothing next to a body render.
public final class StageMeter: Sendable {
    public enum Stage: Int, CaseIterable, Sendable {
        case decode, fold, render, template, write

        public var name: String { String(describing: self) }
    }

    public static let shared = StageMeter()

    // One counter per stage (atomics cannot live in an array).
    private let decode = Atomic<UInt64>(0)
    private let fold = Atomic<UInt64>(0)
    private let render = Atomic<UInt64>(0)
    private let template = Atomic<UInt64>(0)
    private let write = Atomic<UInt64>(0)

    private func add(_ stage: Stage, _ value: UInt64) {
        switch stage {
        case .decode: decode.add(value, ordering: .relaxed)
        case .fold: fold.add(value, ordering: .relaxed)
        case .render: render.add(value, ordering: .relaxed)
        case .template: template.add(value, ordering: .relaxed)
        case .write: write.add(value, ordering: .relaxed)
        }
    }

    /// Runs `body`, adding the calling thread's CPU time to `stage`.
    @inline(__always)
    public func measure<T, E: Error>(_ stage: Stage, _ body: () throws(E) -> T) throws(E) -> T {
        let start = Self.threadCPU()
        defer { add(stage, Self.threadCPU() &- start) }
        return try body()
    }

    public func seconds(_ stage: Stage) -> Double {
        let value = switch stage {
        case .decode: decode.load(ordering: .relaxed)
        case .fold: fold.load(ordering: .relaxed)
        case .render: render.load(ordering: .relaxed)
        case .template: template.load(ordering: .relaxed)
        case .write: write.load(ordering: .relaxed)
        }
        return Double(value) / 1e9
    }

    private static func threadCPU() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }
}
