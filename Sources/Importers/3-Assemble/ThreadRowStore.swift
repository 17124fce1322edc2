import Spill
import ThreadFold

/// Where a dump's rows wait, by thread, until every file is read: a thread's comments can
/// be anywhere in a month of data, and in several files. Rows are opaque bytes (one
/// NDJSON line each, without its newline).
protocol ThreadRowStore {
    /// Keeps a row under its thread's key.
    mutating func append(_ row: [UInt8], thread: String) throws(ImportError)
    /// Hands on every thread's rows, in the order they were appended, one thread at a
    /// time; the store is empty afterwards.
    mutating func drain(_ body: (_ thread: String, _ rows: [ArraySlice<UInt8>]) throws(ImportError) -> Void) throws(ImportError)
}

/// Rows spilled to partition files beside the output (`SpillPartitioner`), then read back
/// a partition at a time: memory holds one partition's rows, never the dump's. Threads
/// come back partition by partition, each in the order first seen.
final class SpilledThreadRows: ThreadRowStore {
    private let spill: SpillPartitioner

    /// A fresh spill folder beside `output`, with `partitions` files.
    init(beside output: String, partitions: Int) throws(ImportError) {
        let folder = SpillFolder.beside(output: output)
        do { spill = try SpillPartitioner(folder: folder, count: partitions, partitionOf: ShardSpec.partition(count: partitions)) } catch {
            throw Self.failure(error)
        }
    }

    deinit {
        spill.remove()
    }

    var bytesSpilled: Int { spill.bytesSpilled }
    var partitions: Int { spill.count }

    func append(_ row: [UInt8], thread: String) throws(ImportError) {
        do { try spill.append(row, key: thread) } catch { throw Self.failure(error) }
    }

    func drain(_ body: (_ thread: String, _ rows: [ArraySlice<UInt8>]) throws(ImportError) -> Void) throws(ImportError) {
        do { try spill.finish() } catch { throw Self.failure(error) }
        for partition in 0..<spill.count {
            let groups: [SpillGroup]
            do { groups = try spill.groups(ofPartition: partition) } catch { throw Self.failure(error) }
            for group in groups { try body(group.key, group.rows.map(\.bytes)) }
        }
        spill.remove()
    }

    /// The spill is on the output's disk: failing to write it is an output failure (exit 1).
    private static func failure(_ error: SpillError) -> ImportError {
        ImportError(path: error.path, message: error.message, isOutputFailure: true)
    }
}

/// Every row in memory, threads in the order they were first seen: the reference the
/// spilled store is checked against in the tests.
struct InMemoryThreadRows: ThreadRowStore {
    private var order: [String] = []
    private var rows: [String: [[UInt8]]] = [:]

    mutating func append(_ row: [UInt8], thread: String) throws(ImportError) {
        if rows[thread] == nil { order.append(thread) }
        rows[thread, default: []].append(row)
    }

    mutating func drain(_ body: (_ thread: String, _ rows: [ArraySlice<UInt8>]) throws(ImportError) -> Void) throws(ImportError) {
        let order = self.order
        self.order = []
        for thread in order {
            let threadRows = rows.removeValue(forKey: thread) ?? []
            try body(thread, threadRows.map { $0[...] })
        }
    }
}
