/// Where a dump's rows wait, by thread, until every file is read: a thread's comments can
/// be anywhere in a month of data, and in several files. Rows are opaque bytes (one
/// NDJSON line each, without its newline).
protocol ThreadRowStore {
    /// Keeps a row under its thread's key.
    mutating func append(_ row: [UInt8], thread: String) throws(ImportError)
    /// Hands on every thread's rows, in the order they were appended, one thread at a
    /// time; the store is empty afterwards.
    mutating func drain(_ body: (_ thread: String, _ rows: [[UInt8]]) throws(ImportError) -> Void) throws(ImportError)
}

/// Every row in memory, threads in the order they were first seen: for tests and small
/// dumps, and the reference a store that spills to disk must agree with.
struct InMemoryThreadRows: ThreadRowStore {
    private var order: [String] = []
    private var rows: [String: [[UInt8]]] = [:]

    mutating func append(_ row: [UInt8], thread: String) throws(ImportError) {
        if rows[thread] == nil { order.append(thread) }
        rows[thread, default: []].append(row)
    }

    mutating func drain(_ body: (_ thread: String, _ rows: [[UInt8]]) throws(ImportError) -> Void) throws(ImportError) {
        let order = self.order
        self.order = []
        for thread in order {
            let threadRows = rows.removeValue(forKey: thread) ?? []
            try body(thread, threadRows)
        }
    }
}
