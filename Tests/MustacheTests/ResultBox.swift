import Foundation

/// Collects results written from concurrent test work, behind a lock.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: String?) {
        lock.lock()
        defer { lock.unlock() }
        values[index] = value
    }

    func get(_ index: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}
