import XCTest

@testable import TextIndex

/// A buffer's runs: sorted into the index's order when written, read back entry by entry
/// through a window, and checked as they are read.
final class SearchRunTests: XCTestCase {
    /// 60 documents of 3 threads at scrambled times (some equal), in a buffer small enough
    /// to spill several runs.
    private func runs(_ index: MemoryIndex, budget: Int = 3_000) throws -> (SearchCollector, [SearchRun]) {
        let collector = Documents.collector(index, budget: budget)
        let documents = (0..<60).map { k in
            (thread: "t\(k % 3)", time: Double((k * 37) % 11), text: "document \(k) says word\(k % 5)")
        }
        try Documents.add(documents, to: collector)
        let buffer = try XCTUnwrap(collector.buffers.first)
        return (collector, buffer.finish())
    }

    /// The first run that went to a spill file: its name and bytes.
    private func spilledRun() throws -> (MemoryIndex, SearchRun, String, [UInt8]) {
        let index = MemoryIndex()
        let (_, runs) = try runs(index)
        let run = try XCTUnwrap(runs.first { $0.file != nil })
        let name = try XCTUnwrap(run.file)
        return (index, run, name, try XCTUnwrap(index.spilled.withLock { $0[name] }))
    }

    private func entries(_ run: SearchRun, _ spill: SearchSpill, window: Int) throws -> [SearchRunReader.Entry] {
        var reader = try SearchRunReader(run, spill: spill, window: window)
        var entries: [SearchRunReader.Entry] = []
        while let entry = reader.current {
            entries.append(entry)
            try reader.advance()
        }
        return entries
    }

    func testEachRunReadsBackInTheIndexOrderThroughAnyWindow() throws {
        let index = MemoryIndex()
        let (collector, runs) = try runs(index)
        XCTAssertGreaterThan(runs.filter { $0.file != nil }.count, 2, "the buffer should have spilled")
        let ids = collector.threads.all.map(\.id)
        var total = 0
        for run in runs {
            for window in [1, 7, 64, 1 << 16] {
                let read = try entries(run, index.spill, window: window)
                XCTAssertEqual(read.count, run.documents)
                let order = read.map { ($0.instant, ids[$0.thread], $0.position) }
                XCTAssertEqual(order.map { "\($0)" }, order.sorted { $0 < $1 }.map { "\($0)" }, "run \(run.file ?? "held")")
                for entry in read {
                    let text = String(decoding: entry.record, as: UTF8.self)
                    XCTAssertTrue(text.hasPrefix("document "), text)
                    XCTAssertEqual(entry.length, 4, text)
                }
            }
            total += run.documents
        }
        XCTAssertEqual(total, 60)
    }

    /// A spill file cut anywhere is reported as damaged, naming it, and never read past.
    func testARunFileCutAnywhereIsDamaged() throws {
        let (index, run, name, whole) = try spilledRun()
        for cut in stride(from: 0, to: whole.count, by: 3) {
            index.spilled.withLock { $0[name] = Array(whole[..<cut]) }
            XCTAssertThrowsError(try entries(run, index.spill, window: 16), "cut at \(cut)") { error in
                guard case .damaged(let path, _)? = error as? IndexError else { return XCTFail("\(error)") }
                XCTAssertEqual(path, "spill/" + name)
            }
        }
    }

    /// Bytes changed anywhere in a run give entries or an error, never a read out of
    /// bounds (under the test build's checks every slice is bounds-checked).
    func testChangedBytesGiveEntriesOrAnErrorNeverACrash() throws {
        let (index, run, name, whole) = try spilledRun()
        var errors = 0
        for offset in whole.indices {
            for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] where whole[offset] != value {
                var changed = whole
                changed[offset] = value
                index.spilled.withLock { $0[name] = changed }
                do { _ = try entries(run, index.spill, window: 16) } catch { errors += 1 }
            }
        }
        XCTAssertGreaterThan(errors, 0, "no change was noticed at all")
    }
}
