import Foundation

/// One golden site as one text file, `Golden/<name>.snapshot`: each file of the site under a
/// header line `=== <path>`, then its bytes, files in path order. Expected output is data to
/// review, not source: one file a site reads top to bottom and diffs as one.
///
/// Byte-exact both ways (`decode(encode(files)) == files`, checked on every record):
/// - a file's bytes run to the next header; the newline before a header belongs to the
///   format, so a file that does not end in a newline is marked `=== <path> (no final newline)`;
/// - a content line that starts with `=` is written with one more `=`, and read back with
///   one fewer, so no content line can pass for a header;
/// - a file that is not UTF-8 text (or holds a NUL) is written as base64 under
///   `=== <path> (base64)`.
enum SnapshotFile {
    static let header = "=== "
    static let noFinalNewline = " (no final newline)"
    static let base64 = " (base64)"

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    static func encode(_ files: [String: [UInt8]]) -> [UInt8] {
        var out: [UInt8] = []
        for path in files.keys.sorted() {
            let bytes = files[path] ?? []
            if isText(bytes) {
                let endsInNewline = bytes.isEmpty || bytes.last == 0x0A
                out += Array((header + path + (endsInNewline ? "" : noFinalNewline) + "\n").utf8)
                out += escapedLines(bytes)
                if !endsInNewline { out.append(0x0A) }
            } else {
                out += Array((header + path + base64 + "\n").utf8)
                out += Array(Data(bytes).base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed]).utf8) + [0x0A]
            }
        }
        return out
    }

    static func decode(_ snapshot: [UInt8]) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        var current: (title: String, lines: [ArraySlice<UInt8>])?
        func finish() throws {
            guard let current else { return }
            let (path, bytes) = try body(title: current.title, lines: current.lines)
            guard files.updateValue(bytes, forKey: path) == nil else { throw FormatError(description: "\(path) appears twice") }
        }
        // Every line ends in "\n" (the format writes one after each file), so the piece
        // after the last newline is empty.
        var lines = snapshot.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.last?.isEmpty ?? false else { throw FormatError(description: "the snapshot does not end in a newline") }
        lines.removeLast()
        for (number, line) in lines.enumerated() {
            if line.starts(with: header.utf8) {
                try finish()
                current = (String(decoding: line.dropFirst(header.utf8.count), as: UTF8.self), [])
            } else if current != nil {
                current?.lines.append(line)
            } else {
                throw FormatError(description: "line \(number + 1) comes before the first `=== path` header")
            }
        }
        try finish()
        return files
    }

    /// The file a header names and the bytes its lines stand for.
    private static func body(title: String, lines: [ArraySlice<UInt8>]) throws -> (String, [UInt8]) {
        if title.hasSuffix(base64) {
            let path = String(title.dropLast(base64.count))
            let text = String(decoding: lines.joined(), as: UTF8.self)
            guard let data = Data(base64Encoded: text) else { throw FormatError(description: "\(path): the base64 does not decode") }
            return (path, Array(data))
        }
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line.first == UInt8(ascii: "=") ? line.dropFirst() : line
            bytes.append(0x0A)
        }
        guard title.hasSuffix(noFinalNewline) else { return (title, bytes) }
        bytes.removeLast()
        return (String(title.dropLast(noFinalNewline.count)), bytes)
    }

    private static func escapedLines(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var atLineStart = true
        for byte in bytes {
            if atLineStart && byte == UInt8(ascii: "=") { out.append(byte) }
            out.append(byte)
            atLineStart = byte == 0x0A
        }
        return out
    }

    /// UTF-8 without NUL: what a text file in git and an editor keep as it is.
    private static func isText(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
    }
}
