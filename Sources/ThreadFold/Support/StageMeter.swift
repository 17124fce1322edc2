import Glibc
import Synchronization

/// Thread CPU time spent in each stage of a build (decode, fold, render, template,
/// write), summed over the worker threads, for `--timings` and the benchmark. Wall-clock
/// laps cannot split a streamed build, where every stage runs on every core at once.
/// Off unless `--timings` asks: a `CLOCK_THREAD_CPUTIME_ID` read is a system call (not a
/// vDSO one), and two per body and template add up to a few percent of a build.
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
    private let enabled = Atomic<Bool>(false)

    /// Whether `measure` reads the clock; until this is set it only runs its body.
    public var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set { enabled.store(newValue, ordering: .relaxed) }
    }

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
        guard enabled.load(ordering: .relaxed) else { return try body() }
        let start = Self.threadCPU()
        defer { add(stage, Self.threadCPU() &- start) }
        return try body()
    }

    public func seconds(_ stage: Stage) -> Double {
        let value =
            switch stage {
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
