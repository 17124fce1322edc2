import Decompression
import Glibc

/// What comes out of a compressed input, checked as it comes: a small `.json.gz` can hold
/// gigabytes, so a file is judged by its decompressed bytes, not its compressed size, and
/// refused at the first byte that shows it is not the text its name says, before the rest
/// is decompressed (a 1 MB file of a gigabyte of zeros used to take a gigabyte of memory
/// before failing at its first byte).
struct DecompressedText {
    private enum Kind { case json, xml, other }

    private let path: String
    private let kind: Kind
    /// Decompressed bytes seen so far.
    private(set) var count = 0
    private var sawText = false

    init(path: String) {
        self.path = path
        let plain = CompressionFormat.stripped(path)
        kind = plain.hasSuffix(".json") ? .json : plain.hasSuffix(".xml") ? .xml : .other
    }

    /// Checks the next piece; throws naming the first bad byte's decompressed offset.
    /// JSON and XML never hold a raw zero byte (JSON's control characters are escaped
    /// even in strings, and XML forbids it), and start, after spaces and a byte-order
    /// mark, with `{` or `[`, and `<`. NDJSON is left to its lines (a bad line is skipped).
    mutating func check(_ piece: ArraySlice<UInt8>) throws(FileIOError) {
        defer { count += piece.count }
        guard kind != .other else { return }
        if !sawText, let first = piece.firstIndex(where: { !Self.isSpaceOrMark($0) }) {
            sawText = true
            let expected: [UInt8] = kind == .json ? [UInt8(ascii: "{"), UInt8(ascii: "[")] : [UInt8(ascii: "<")]
            if !expected.contains(piece[first]) {
                throw refusal(at: count + first - piece.startIndex, byte: piece[first])
            }
        }
        let zero = piece.withUnsafeBytes { raw -> Int? in
            guard let base = raw.baseAddress, let hit = memchr(base, 0, raw.count) else { return nil }
            return UnsafeRawPointer(hit) - base
        }
        if let zero { throw refusal(at: count + zero, byte: 0) }
    }

    private func refusal(at offset: Int, byte: UInt8) -> FileIOError {
        let name = kind == .json ? "JSON" : "XML"
        let shown =
            byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
        return FileIOError(
            path: path,
            message: "the decompressed data is not \(name): \(shown) at decompressed byte \(offset) "
                + "(a damaged file, or one made to fill memory?); nothing more of it is read")
    }

    /// Spaces, tabs, line ends and the bytes of a UTF-8 byte-order mark.
    private static func isSpaceOrMark(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }
}
