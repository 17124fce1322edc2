import CZlib

/// How a result chunk is stored: its JSON (an array of documents, `SearchResultChunks`)
/// deflated (raw deflate, zlib level `level`) and written as base64 in a script,
/// `threadfoldSearch.docs(<n>,"<base64>");`. `search.js` turns it back with
/// `DecompressionStream("deflate-raw")` (Chrome and Edge 103, Firefox 113, Safari 16.4):
/// the bytes arrive inside a script, so this works from `file://` too, and base64 holds
/// no quote, backslash or markup, whatever the comments say. About half the bytes of the
/// JSON, base64's third included.
public enum SearchChunkCodec {
    static let level: Int32 = 6
    private static let prefix = Array("threadfoldSearch.docs(".utf8)
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The chunk's script. `deflater` is reused from chunk to chunk (reset each time).
    static func script(number: Int, json: [UInt8], deflater: Deflater) -> [UInt8] {
        var out = prefix
        out += "\(number),\"".utf8
        appendBase64(deflater.deflate(json), to: &out)
        out += "\");\n".utf8
        return out
    }

    /// A chunk script's JSON, or nil when it is not one of `script`'s (or is damaged).
    /// Older sites' chunks (JSON in the script) are given back as they are.
    public static func json(fromScript script: [UInt8]) -> [UInt8]? {
        guard script.starts(with: prefix), let comma = script.firstIndex(of: UInt8(ascii: ",")) else { return nil }
        guard script.count > comma + 1, script[comma + 1] == UInt8(ascii: "\"") else {
            guard let end = lastIndex(of: Array(");".utf8), in: script), end > comma else { return nil }
            return Array(script[(comma + 1)..<end])
        }
        let start = comma + 2
        guard let end = script[start...].firstIndex(of: UInt8(ascii: "\"")), let bytes = decodeBase64(script[start..<end]) else {
            return nil
        }
        return inflate(bytes)
    }

    /// `bytes` as the reader gets them: a chunk script's JSON, anything else unchanged.
    public static func readable(_ bytes: [UInt8]) -> [UInt8] { json(fromScript: bytes) ?? bytes }

    private static func lastIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).reversed().first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    static func appendBase64(_ bytes: [UInt8], to out: inout [UInt8]) {
        let full = bytes.count / 3 * 3
        out.reserveCapacity(out.count + (bytes.count + 2) / 3 * 4)
        var i = 0
        while i < full {
            let v = Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2])
            out += [alphabet[v >> 18], alphabet[v >> 12 & 63], alphabet[v >> 6 & 63], alphabet[v & 63]]
            i += 3
        }
        let rest = bytes.count - full
        if rest > 0 {
            let v = Int(bytes[i]) << 16 | (rest == 2 ? Int(bytes[i + 1]) << 8 : 0)
            out += [alphabet[v >> 18], alphabet[v >> 12 & 63]]
            out += rest == 2 ? [alphabet[v >> 6 & 63], UInt8(ascii: "=")] : Array("==".utf8)
        }
    }

    static func decodeBase64(_ text: ArraySlice<UInt8>) -> [UInt8]? {
        var value = [Int](repeating: -1, count: 256)
        for (i, c) in alphabet.enumerated() { value[Int(c)] = i }
        var out: [UInt8] = []
        var bits = 0
        var count = 0
        for c in text where c != UInt8(ascii: "=") {
            guard value[Int(c)] >= 0 else { return nil }
            bits = bits << 6 | value[Int(c)]
            count += 6
            if count >= 8 {
                count -= 8
                out.append(UInt8(bits >> count & 0xFF))
            }
        }
        return out
    }

    /// Raw inflate of a whole input; nil when it is not a complete deflate stream.
    static func inflate(_ input: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard threadfold_inflate_init(&stream, -15) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var input = input
        var code = Z_OK
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            repeat {
                buffer.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    code = CZlib.inflate(&stream, Z_NO_FLUSH)
                    out += target[..<(target.count - Int(stream.avail_out))]
                }
            } while code == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0)
        }
        return code == Z_STREAM_END ? out : nil
    }
}

/// A raw-deflate stream kept for many inputs, each compressed whole (`deflateReset`
/// between them): one per worker.
final class Deflater {
    private var stream = z_stream()
    private var output: [UInt8] = []

    init(level: Int32 = SearchChunkCodec.level) {
        // Fails only out of memory, which the build does not survive anyway.
        precondition(threadfold_deflate_init_raw(&stream, level) == Z_OK, "zlib cannot start")
    }

    deinit { deflateEnd(&stream) }

    func deflate(_ input: [UInt8]) -> [UInt8] {
        deflateReset(&stream)
        let bound = Int(deflateBound(&stream, UInt(input.count)))
        if output.count < bound { output = [UInt8](repeating: 0, count: bound) }
        var input = input
        var written = 0
        input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(bound)
                // One call: the output holds deflateBound, so the stream ends in it.
                let code = CZlib.deflate(&stream, Z_FINISH)
                precondition(code == Z_STREAM_END, "deflate did not finish (\(code))")
                written = bound - Int(stream.avail_out)
            }
        }
        return Array(output[..<written])
    }
}
