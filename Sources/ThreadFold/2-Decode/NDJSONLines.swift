import Glibc

/// Cuts bytes fed a piece at a time into lines (without their `\n`), each with its file
/// offset. A line may be split anywhere between pieces; the lines are the same as from
/// one whole feed. Shared by `NDJSONReader` and the dump spill (`DumpSpill`).
struct NDJSONLines {
    /// The start of a line the last chunk ended in the middle of, and its file offset.
    private var carry: [UInt8] = []
    private var carryOffset = 0
    /// The file offset of the next chunk's first byte.
    private var consumed = 0

    mutating func feed(_ chunk: ArraySlice<UInt8>, _ line: (_ bytes: ArraySlice<UInt8>, _ offset: Int) -> Void) {
        var start = chunk.startIndex
        while start < chunk.endIndex {
            guard let end = Self.newline(in: chunk, from: start) else {
                if carry.isEmpty { carryOffset = consumed + (start - chunk.startIndex) }
                carry.append(contentsOf: chunk[start...])
                break
            }
            if carry.isEmpty {
                line(chunk[start..<end], consumed + (start - chunk.startIndex))
            } else {
                carry.append(contentsOf: chunk[start..<end])
                line(carry[...], carryOffset)
                carry = []
            }
            start = end + 1
        }
        consumed += chunk.count
    }

    /// The last line, when the file does not end in a newline.
    mutating func finish(_ line: (_ bytes: ArraySlice<UInt8>, _ offset: Int) -> Void) {
        guard !carry.isEmpty else { return }
        line(carry[...], carryOffset)
        carry = []
    }

    /// Spaces, tabs and a CR only: a blank line, not a row.
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The index of the next `\n` at or after `start` (memchr: a dump is hundreds of MB).
    private static func newline(in chunk: ArraySlice<UInt8>, from start: Int) -> Int? {
        chunk.withUnsafeBufferPointer { buffer -> Int? in
            let offset = start - chunk.startIndex
            guard let base = buffer.baseAddress, offset < buffer.count,
                let hit = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
            else { return nil }
            return chunk.startIndex + (UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base)
        }
    }
}
