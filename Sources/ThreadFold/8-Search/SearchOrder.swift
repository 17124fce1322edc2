/// Every document of the index numbered oldest first (then by thread and position, so
/// the numbering is total), with the way back to the buffer that holds it.
struct SearchOrder: Sendable {
    /// Global number → buffer and serial there.
    private let buffer: [Int32]
    private let serial: [Int32]
    /// Per buffer, serial → global number.
    let numbers: [[Int32]]
    /// Tokens per document, by global number.
    let lengths: [Int32]
    let averageLength: Int

    var count: Int { buffer.count }

    init(_ buffers: [SearchBuffer]) {
        var all: [(b: Int32, s: Int32)] = []
        all.reserveCapacity(buffers.reduce(0) { $0 + $1.documents.count })
        for (b, held) in buffers.enumerated() {
            for s in held.documents.indices { all.append((Int32(b), Int32(s))) }
        }
        all.sort { x, y in
            let a = buffers[Int(x.b)].documents[Int(x.s)]
            let c = buffers[Int(y.b)].documents[Int(y.s)]
            if a.instant != c.instant { return a.instant < c.instant }
            if a.key != c.key { return a.key < c.key }
            return a.position < c.position
        }
        buffer = all.map(\.b)
        serial = all.map(\.s)
        var numbers = buffers.map { [Int32](repeating: 0, count: $0.documents.count) }
        var lengths = [Int32](repeating: 0, count: all.count)
        var total = 0
        for (id, entry) in all.enumerated() {
            numbers[Int(entry.b)][Int(entry.s)] = Int32(id)
            let length = buffers[Int(entry.b)].documents[Int(entry.s)].length
            lengths[id] = length
            total += Int(length)
        }
        self.numbers = numbers
        self.lengths = lengths
        averageLength = all.isEmpty ? 0 : total / all.count
    }

    func document(_ id: Int, _ buffers: [SearchBuffer]) -> SearchBuffer.Document {
        buffers[Int(buffer[id])].documents[Int(serial[id])]
    }

    /// The records of documents `ids`, reading each record segment they lie in once.
    func records(_ ids: Range<Int>, buffers: [SearchBuffer]) throws(BuildError) -> [[UInt8]] {
        var bySegment: [Int: [Int]] = [:]
        for id in ids {
            let b = Int(buffer[id])
            bySegment[b << 32 | Int(buffers[b].documents[Int(serial[id])].segment), default: []].append(id)
        }
        var records = [[UInt8]](repeating: [], count: ids.count)
        for place in bySegment.keys.sorted() {
            let held = buffers[place >> 32]
            let bytes = try held.segment(place & 0xFFFF_FFFF)
            for id in bySegment[place]! {
                let document = held.documents[Int(serial[id])]
                records[id - ids.lowerBound] = Array(bytes[Int(document.offset)..<Int(document.offset + document.size)])
            }
        }
        return records
    }
}
