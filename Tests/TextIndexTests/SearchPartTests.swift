import Foundation
import Synchronization
import TestSupport
import XCTest

@testable import TextIndex

/// A sharded build's index: each shard's collector written as a part (`SearchPart`), the
/// parts read back and written as one index, which is the one a single collector of all
/// the documents writes (files and results); and a part that is not what was written is
/// refused, naming the file.
final class SearchPartTests: XCTestCase {
    private let documents = (0..<300).map { k in
        (thread: "t\(k % 13)", time: Double(k % 29), text: "comment \(k) about word\(k % 11) running runs 中文\(k % 5)")
    }

    /// The parts of `count` shards (threads dealt by number), each with its own spill and
    /// output; each collector spilled runs before its part was written.
    private func parts(_ count: Int, budget: Int = 3_000) throws -> [MemoryIndex] {
        try (0..<count).map { shard in
            let index = MemoryIndex()
            let collector = Documents.collector(index, budget: budget)
            try Documents.add(documents.filter { Int($0.thread.dropFirst())! % count == shard }, to: collector)
            XCTAssertTrue(index.spilled.withLock { $0.keys.contains("r0-1") }, "no run spilled while indexing")
            try collector.writePart(to: index)
            XCTAssertTrue(index.spilled.withLock { $0.isEmpty }, "spill files left")
            return index
        }
    }

    /// Every read of a part's file: its name and, for a range, how many bytes were asked.
    private let reads = ReadLog()

    private final class ReadLog: Sendable {
        let entries = Mutex<[(file: String, count: Int?)]>([])
    }

    private func input(_ parts: [MemoryIndex]) -> SearchPartInput {
        SearchPartInput(
            count: parts.count, path: { "part\($0)/\($1)" },
            read: { [reads] part, file in
                reads.entries.withLock { $0.append((file, nil)) }
                guard let bytes = parts[part].files.withLock({ $0[file] }) else {
                    throw IndexError.damaged(path: file, detail: "missing")
                }
                return parts[part].damage.withLock { $0 }?(file, 0, bytes) ?? bytes
            },
            readRange: { [reads] part, file, offset, count in
                reads.entries.withLock { $0.append((file, count)) }
                let whole = parts[part].files.withLock { $0[file] } ?? []
                let bytes = Array(whole[min(offset, whole.count)..<min(offset + count, whole.count)])
                return parts[part].damage.withLock { $0 }?(file, offset, bytes) ?? bytes
            })
    }

    /// The index files and, per result in order, its thread's id and record.
    private func merged(_ parts: [MemoryIndex]) throws -> ([String: [UInt8]], [String]) {
        let output = MemoryIndex()
        let chunks = RecordedChunks()
        let reader = try SearchPartReader(input(parts))
        _ = try TextIndexWriter(output: output).write(parts: reader, spill: output.spill, budget: 3_000, chunks: chunks)
        XCTAssertTrue(output.spilled.withLock { $0.isEmpty }, "the merge's spill files were left")
        let results = chunks.batches.withLock { $0.flatMap(\.documents) }.map {
            reader.threads[$0.thread].id + " " + String(decoding: $0.record, as: UTF8.self)
        }
        return (output.files.withLock { $0 }, results)
    }

    func testPartsMergeToTheIndexOfOneCollector() throws {
        let one = MemoryIndex()
        let collector = Documents.collector(one, budget: 3_000)
        try Documents.add(documents, to: collector)
        let threads = collector.threads.all
        let chunks = RecordedChunks()
        _ = try TextIndexWriter(output: one).write(collector, chunks: chunks)
        let expected = chunks.batches.withLock { $0.flatMap(\.documents) }.map {
            threads[$0.thread].id + " " + String(decoding: $0.record, as: UTF8.self)
        }
        XCTAssertTrue(String(decoding: one.files.withLock { $0["meta.js"] } ?? [], as: UTF8.self).contains("\"stem\":\"en\""))
        for count in [1, 2, 3] {
            let parts = try parts(count)
            let (files, results) = try merged(parts)
            XCTAssertEqual(results, expected, "\(count) parts")
            XCTAssertEqual(files, one.files.withLock { $0 }, "\(count) parts")
        }
        // Runs are streamed, a window at a time (93 bytes under this budget), never read whole.
        let reads = reads.entries.withLock { $0 }
        XCTAssertFalse(reads.contains { $0.file.hasPrefix("r") && $0.count == nil }, "a run read whole")
        XCTAssertTrue(reads.contains { $0.file.hasPrefix("r") && $0.count == TextIndexWriter.window(budget: 3_000) })
        XCTAssertEqual(TextIndexWriter.window(budget: 3_000), 93)
    }

    /// A part is the same bytes whichever buffer indexed which document and in which order
    /// the threads were registered: here one buffer, then two taking turns (threads
    /// registered in reverse), under two budgets.
    func testAPartIsTheSameBytesWhateverTheWorkers() throws {
        let one = MemoryIndex()
        let single = Documents.collector(one, budget: 3_000)
        try Documents.add(documents, to: single)
        try single.writePart(to: one)
        let two = MemoryIndex()
        let turns = Documents.collector(two, budget: 5_000)
        for thread in Set(documents.map(\.thread)).sorted().reversed() {
            _ = turns.threads.register(IndexedThread(id: thread, title: [], category: []))
        }
        let numbers = Dictionary(uniqueKeysWithValues: turns.threads.all.enumerated().map { ($1.id, Int32($0)) })
        var positions: [String: Int] = [:]
        for (k, document) in documents.enumerated() {
            let position = positions[document.thread, default: 0]
            positions[document.thread] = position + 1
            try turns.withBuffer { first throws(IndexError) in
                if k % 2 == 0 { return try Self.add(document, thread: numbers[document.thread]!, position: position, to: first) }
                try turns.withBuffer { second throws(IndexError) in
                    try Self.add(document, thread: numbers[document.thread]!, position: position, to: second)
                }
            }
        }
        XCTAssertEqual(turns.buffers.count, 2)
        XCTAssertEqual(single.buffers.count, 1)
        try turns.writePart(to: two)
        XCTAssertEqual(two.files.withLock { $0 }, one.files.withLock { $0 })
    }

    private static func add(
        _ document: (thread: String, time: Double, text: String), thread: Int32, position: Int, to buffer: SearchBuffer
    ) throws(IndexError) {
        try buffer.addComment(document.text, key: document.thread, time: document.time, thread: thread, position: position)
    }

    /// Every file of a part changed (a byte, or cut short), and the manifest made wrong:
    /// each time an error naming the file, never an index.
    func testADamagedPartIsRefusedNamingTheFile() throws {
        let names = try parts(2)[1].files.withLock { Array($0.keys) }.sorted()
        XCTAssertTrue(names.contains("threads") && names.contains("t0") && names.contains("r0") && names.contains("r1"), "\(names)")
        for name in names where name != SearchPart.manifestName {
            for cut in [false, true] {
                let parts = try parts(2)
                parts[1].damage.withLock {
                    $0 = { file, offset, bytes in
                        guard file == name, !bytes.isEmpty else { return bytes }
                        if cut { return Array(bytes.dropLast()) }
                        var changed = bytes
                        changed[bytes.count / 2] ^= 0x20
                        return changed
                    }
                }
                XCTAssertThrowsError(try merged(parts), "\(name) cut: \(cut)") { error in
                    guard case .damaged(let path, _)? = error as? IndexError else { return XCTFail("\(error)") }
                    XCTAssertEqual(path, "part1/" + name)
                }
            }
        }
        let manifest = SearchPart.manifestName
        for (change, detail) in [("\"version\" : 1", "version 2"), ("\"documents\" : ", "do not add up"), ("{", "not a part's manifest")] {
            let parts = try parts(2)
            parts[0].files.withLock {
                let text = String(decoding: $0[manifest]!, as: UTF8.self)
                let changed =
                    switch detail {
                    case "version 2": text.replacingOccurrences(of: change, with: "\"version\" : 2")
                    case "do not add up": text.replacingOccurrences(of: change, with: change + "1")
                    default: String(text.dropFirst())
                    }
                XCTAssertNotEqual(changed, text)
                $0[manifest] = Array(changed.utf8)
            }
            XCTAssertThrowsError(try merged(parts), detail) { error in
                guard case .damaged(let path, let text)? = error as? IndexError else { return XCTFail("\(error)") }
                XCTAssertEqual(path, "part0/" + manifest)
                XCTAssertTrue(text.contains(detail), text)
            }
        }
    }

    /// Changed bytes in a part's runs, terms or threads with the manifest's checksums made to
    /// match (a part built wrong, not damaged on the way): each merge ends in an index or an
    /// `IndexError`, never a read out of bounds (the test build checks every access).
    func testChangedPartsWithMatchingChecksumsEndInAnIndexOrAnError() throws {
        var random = SplitMix64(seed: 31)
        var outcomes: [String: Int] = [:]
        for _ in 0..<120 {
            let parts = try parts(2)
            let part = parts[Int(random.next() % 2)]
            try part.files.withLock { files in
                var manifest = try JSONDecoder().decode(SearchPart.Manifest.self, from: Data(files[SearchPart.manifestName]!))
                var entries = [manifest.threads] + manifest.buffers.flatMap { [$0.terms] + $0.runs }
                let k = Int(random.next() % UInt64(entries.count))
                var bytes = files[entries[k].file]!
                guard !bytes.isEmpty else { return }
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
                files[entries[k].file] = bytes
                entries[k].checksum = SearchPart.hex(SearchPart.checksum(bytes))
                manifest.threads = entries[0]
                var next = 1
                for b in manifest.buffers.indices {
                    manifest.buffers[b].terms = entries[next]
                    manifest.buffers[b].runs = Array(entries[(next + 1)..<(next + 1 + manifest.buffers[b].runs.count)])
                    next += 1 + manifest.buffers[b].runs.count
                }
                files[SearchPart.manifestName] = Array(try JSONEncoder().encode(manifest))
            }
            do {
                _ = try merged(parts)
                outcomes["written", default: 0] += 1
            } catch let error as IndexError {
                outcomes["\(error)".contains("damaged") ? "damaged" : "other", default: 0] += 1
            }
        }
        XCTAssertEqual(outcomes["other"], nil, "\(outcomes)")
        XCTAssertGreaterThan(outcomes["damaged", default: 0], 0, "\(outcomes)")
    }

    func testPartsStemmedDifferentlyAreRefused() throws {
        var parts = try parts(2)
        let german = MemoryIndex()
        let collector = SearchCollector(spill: german.spill, budget: 3_000, stemmer: .german)
        try Documents.add(documents.filter { Int($0.thread.dropFirst())! % 2 == 1 }, to: collector)
        try collector.writePart(to: german)
        parts[1] = german
        XCTAssertThrowsError(try merged(parts)) { error in
            XCTAssertTrue("\(error)".contains("stemmed differently (en, de)"), "\(error)")
        }
    }
}
