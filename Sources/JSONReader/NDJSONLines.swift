import Glibc

/// Cuts bytes fed a piece at a time into lines (NDJSON: one value a line), each handed on
/// without its `\n`, with the file offset of its first byte. A line may be split anywhere
/// between pieces; the lines are the same as from one whole feed. Only a line that spans
/// pieces is copied; the others are handed on as slices of the piece. Shared by
/// `NDJSONReader`, the dump spill (`DumpSpill`) and the reddit dump importer.
public struct NDJSONLines {
    /// The start of a line the last piece ended in the middle of, and its file offset.
    private var carry: [UInt8] = []
    private var carryOffset = 0
    /// The file offset of the next piece's first byte.
    private var consumed = 0
    /// The most bytes of a line kept: a longer line is handed on cut there (its parse then
    /// fails and names it), the rest skipped up to its newline, so memory is bounded
    /// whatever the file holds (a gigabyte without a newline, out of a small `.gz`). No
    /// comment row comes near 64 MB.
    public var longestLine = 64 << 20

    public init() {}

    /// Hands on every line the piece completes (without its `\n`).
    public mutating func feed<Failure: Error>(
        _ piece: ArraySlice<UInt8>, _ body: (_ line: ArraySlice<UInt8>, _ offset: Int) throws(Failure) -> Void
    ) throws(Failure) {
        var start = piece.startIndex
        while start < piece.endIndex {
            guard let end = Self.newline(in: piece, from: start) else {
                if carry.isEmpty { carryOffset = consumed + (start - piece.startIndex) }
                keep(piece[start...])
                break
            }
            if carry.isEmpty {
                try body(piece[start..<min(end, start + longestLine)], consumed + (start - piece.startIndex))
            } else {
                keep(piece[start..<end])
                let line = carry
                carry = []
                try body(line[...], carryOffset)
            }
            start = end + 1
        }
        consumed += piece.count
    }

    /// Adds to the line being carried, up to `longestLine` bytes.
    private mutating func keep(_ bytes: ArraySlice<UInt8>) {
        let room = longestLine - carry.count
        guard room > 0 else { return }
        carry.append(contentsOf: bytes.prefix(room))
    }

    /// Hands on the last line when the bytes do not end with a newline.
    public mutating func finish<Failure: Error>(
        _ body: (_ line: ArraySlice<UInt8>, _ offset: Int) throws(Failure) -> Void
    ) throws(Failure) {
        guard !carry.isEmpty else { return }
        let line = carry
        carry = []
        try body(line[...], carryOffset)
    }

    /// Whether a line holds nothing but spaces, tabs and a `\r` (skipped, not a row).
    public static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The index of the next `\n` at or after `start` (memchr: a dump is many gigabytes).
    private static func newline(in piece: ArraySlice<UInt8>, from start: Int) -> Int? {
        piece.withUnsafeBufferPointer { buffer -> Int? in
            let offset = start - piece.startIndex
            guard let base = buffer.baseAddress, offset < buffer.count,
                let hit = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
            else { return nil }
            return piece.startIndex + (UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - base)
        }
    }
}
