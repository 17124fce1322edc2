import FileWatcher
import Synchronization
import XCTest

/// Collects the batches a watcher delivers and fulfils expectations once the events
/// seen so far satisfy a condition.
final class BatchRecorder: Sendable {
    typealias Condition = @Sendable ([FileEvent]) -> Bool

    private struct Waiter: @unchecked Sendable {
        let condition: Condition
        let mark: Int
        let expectation: XCTestExpectation
    }

    private struct State: @unchecked Sendable {
        var batches: [[FileEvent]] = []
        var waiters: [Waiter] = []
    }

    private let state = Mutex(State())

    var batches: [[FileEvent]] { state.withLock { $0.batches } }
    var events: [FileEvent] { batches.flatMap { $0 } }

    var handler: @Sendable ([FileEvent]) -> Void {
        { [self] batch in record(batch) }
    }

    func record(_ batch: [FileEvent]) {
        let ready: [XCTestExpectation] = state.withLock { state in
            state.batches.append(batch)
            let batches = state.batches
            let met = state.waiters.filter { $0.condition(batches.dropFirst($0.mark).flatMap { $0 }) }
            state.waiters.removeAll { waiter in met.contains { $0.expectation === waiter.expectation } }
            return met.map(\.expectation)
        }
        for expectation in ready { expectation.fulfill() }
    }

    /// How many batches have arrived: pass it to `expectation(_:after:where:)` to look
    /// only at what comes after a step of the test.
    var mark: Int { state.withLock { $0.batches.count } }

    /// An expectation fulfilled as soon as the events of the batches recorded after
    /// `mark` satisfy `condition`.
    func expectation(
        _ description: String, after mark: Int = 0,
        where condition: @escaping Condition
    ) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: description)
        let metAlready = state.withLock { state in
            if condition(state.batches.dropFirst(mark).flatMap { $0 }) { return true }
            state.waiters.append(Waiter(condition: condition, mark: mark, expectation: expectation))
            return false
        }
        if metAlready { expectation.fulfill() }
        return expectation
    }
}
