/// The streamed paths promise what the whole ones give; a violation traps.
enum StreamingChecks {
    /// Same threads (ids, comment ids in order) and as many errors.
    static func same(_ a: DecodedFile, _ b: DecodedFile, _ what: String) {
        let left = a.threads.map { ($0.id, $0.comments.map(\.id)) }
        let right = b.threads.map { ($0.id, $0.comments.map(\.id)) }
        guard left.count == right.count, zip(left, right).allSatisfy({ $0.0 == $1.0 && $0.1 == $1.1 }) else {
            fatalError("\(what): threads differ: \(left.prefix(3)) vs \(right.prefix(3))")
        }
        let errors = (a.diagnostics.filter { $0.severity == .error }.count, b.diagnostics.filter { $0.severity == .error }.count)
        if errors.0 != errors.1 {
            fatalError("\(what): \(errors.0) errors vs \(errors.1): \(a.diagnostics.prefix(2)) vs \(b.diagnostics.prefix(2))")
        }
        for diagnostic in a.diagnostics + b.diagnostics where diagnostic.line < 0 || diagnostic.column < 0 {
            fatalError("\(what): a diagnostic with a negative place: \(diagnostic)")
        }
    }

    /// The dump splitter gives the same rows fed whole or in pieces, each inside the input.
    static func splitter(_ bytes: [UInt8], piece: Int) {
        func rows(_ size: Int) -> [[UInt8]]? {
            var splitter = JSONRowSplitter()
            var out: [[UInt8]] = []
            var start = 0
            do {
                while start < bytes.count {
                    try splitter.feed(bytes[start..<min(start + size, bytes.count)]) { row in
                        if row.offset < 0 || row.offset + row.bytes.count > bytes.count { fatalError("a row outside the input") }
                        if Array(bytes[row.offset..<row.offset + row.bytes.count]) != Array(row.bytes) {
                            fatalError("a row's offset does not point at it")
                        }
                        out.append(Array(row.bytes))
                    }
                    start += size
                }
                try splitter.finish()
            } catch { return nil }
            return out
        }
        let whole = rows(max(bytes.count, 1))
        let pieces = rows(piece)
        if whole != pieces { fatalError("the splitter cut differently in pieces of \(piece)") }
    }
}
