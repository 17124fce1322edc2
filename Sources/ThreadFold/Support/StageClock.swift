import Foundation

/// Wall time per stage of a build, for the summary and the benchmark.
struct StageClock {
    private let start = Date()
    private var last = Date()
    private(set) var laps: [String: Double] = [:]

    mutating func lap(_ stage: String) {
        let now = Date()
        laps[stage, default: 0] += now.timeIntervalSince(last)
        last = now
    }

    var total: Double { Date().timeIntervalSince(start) }
}
