/// What one decode gave, and the promises it must keep; a violation traps.
enum DecompressChecks {
    /// The most output taken from one input: past it the decode stops (`feedWhile`), as a
    /// reader judging a bomb by what comes out does.
    static let limit = 256 << 10

    enum Outcome: Equatable {
        /// The whole stream: output length and an FNV-1a hash of it.
        case complete(count: Int, hash: UInt64)
        case failed(offset: Int)
        case stopped(count: Int, hash: UInt64)
    }

    static func decode(_ bytes: [UInt8], _ format: CompressionFormat, piece: Int, outputSize: Int) -> Outcome {
        let decompressor: Decompressor
        do { decompressor = try Decompressor(format, outputSize: outputSize) } catch { fatalError("cannot start: \(error)") }
        var count = 0
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var start = 0
        do {
            while start < bytes.count {
                let end = piece >= bytes.count - start ? bytes.count : start + piece
                let going = try decompressor.feedWhile(bytes[start..<end]) { out in
                    if out.count > outputSize { fatalError("a piece of \(out.count) bytes, over \(outputSize)") }
                    // Byte by byte: the hash must not depend on where the pieces end.
                    out.withUnsafeBufferPointer { raw in
                        for byte in raw { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
                    }
                    count += out.count
                    return count < limit
                }
                if !going { return .stopped(count: count, hash: hash) }
                start = end
            }
            try decompressor.finish()
        } catch {
            if error.offset < 0 || error.offset > bytes.count { fatalError("error offset \(error.offset) outside 0...\(bytes.count)") }
            if error.description.isEmpty { fatalError("an error without words") }
            return .failed(offset: error.offset)
        }
        return .complete(count: count, hash: hash)
    }

    /// Fed whole or in pieces, into any output size: the same bytes, or an error for both.
    static func same(_ whole: Outcome, _ pieces: Outcome, _ size: Int) {
        switch (whole, pieces) {
        case (.complete, .complete):
            if whole != pieces { fatalError("whole \(whole) but in pieces \(pieces)") }
        case (.failed, .failed):
            break  // zstd names an offset within the piece it was given: they may differ
        case (.stopped(let a, _), .stopped(let b, _)):
            if a < limit || b < limit { fatalError("stopped under the limit: \(a), \(b)") }
        case (.stopped, .failed), (.failed, .stopped):
            break  // the damage lies past the limit for one reading and not the other
        default:
            fatalError("whole \(whole) but in pieces \(pieces) (\(size) bytes)")
        }
    }
}
