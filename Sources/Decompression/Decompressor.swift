/// Decodes one compressed stream fed a piece at a time, handing on the decoded bytes in
/// pieces of at most `outputSize` (one buffer, reused): a dump of any size is never in
/// memory whole, compressed or not.
public final class Decompressor {
    public let format: CompressionFormat
    private let backend: any DecompressionBackend
    private var output: [UInt8]
    /// Compressed bytes consumed so far (where an error is).
    private var consumed = 0
    /// Whether the bytes so far end exactly at the end of a frame (or gzip member).
    private var complete = false

    public init(_ format: CompressionFormat, outputSize: Int = 1 << 20) throws(DecompressionError) {
        self.format = format
        output = [UInt8](repeating: 0, count: max(outputSize, 64))
        do {
            backend = try format == .gzip ? GzipBackend() : ZstdBackend()
        } catch {
            throw DecompressionError(format: format, offset: 0, reason: error.reason)
        }
    }

    public func feed(_ input: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>) -> Void) throws(DecompressionError) {
        try feedWhile(input) {
            body($0)
            return true
        }
    }

    /// `feed`, stopping as soon as `body` returns false: the rest of `input` is not
    /// decompressed (a megabyte of gzip can hold a gigabyte). Returns false when stopped.
    @discardableResult
    public func feedWhile(_ input: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>) -> Bool) throws(DecompressionError) -> Bool {
        // libzstd refuses a legacy frame (zstd before 0.8) whose header it gets in pieces,
        // which it reads given whole: a frame's first `headerMost` bytes are held until they
        // are all there, so pieces of any size read alike (found by fuzzing).
        if !held.isEmpty || (format == .zstd && (consumed == 0 || complete) && input.count < Self.headerMost) {
            held += input
            guard held.count >= Self.headerMost else { return true }
            let joined = held
            held = []
            return try decode(joined[...], body)
        }
        return try decode(input, body)
    }

    /// The start of a zstd frame, shorter than its longest header, waiting for more bytes.
    private var held: [UInt8] = []
    /// ZSTD_FRAMEHEADERSIZE_MAX.
    private static let headerMost = 18

    private func decode(_ input: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>) -> Bool) throws(DecompressionError) -> Bool {
        var offset = input.startIndex
        var more = true
        while more {
            let step: DecodeStep
            do {
                step = try input.withUnsafeBytes { source in
                    let rest = UnsafeRawBufferPointer(rebasing: source[(offset - input.startIndex)...])
                    return try output.withUnsafeMutableBytes { try backend.step(rest, $0) }
                }
            } catch {
                let failure = error as? BackendFailure
                throw DecompressionError(
                    format: format, offset: consumed + (failure?.read ?? 0), reason: failure?.reason ?? "\(error)")
            }
            offset += step.read
            consumed += step.read
            if step.read > 0 || step.written > 0 { complete = step.atEnd }
            if step.written > 0 && !body(output[..<step.written]) { return false }
            let progressed = step.read > 0 || step.written > 0
            more = progressed && (offset < input.endIndex || step.written == output.count)
        }
        return true
    }

    /// Call after the last piece: data that stops inside a frame is an error (a
    /// truncated download), not a shorter file.
    public func finish() throws(DecompressionError) {
        if !held.isEmpty {
            let joined = held
            held = []
            _ = try decode(joined[...]) { _ in true }
        }
        guard complete else {
            throw DecompressionError(
                format: format, offset: consumed,
                reason: consumed == 0 ? "the file is empty" : "the data ends early (is the file truncated?)")
        }
    }

    /// A whole compressed buffer decoded at once (small files and tests).
    public static func decompress(_ bytes: [UInt8], format: CompressionFormat) throws(DecompressionError) -> [UInt8] {
        let decompressor = try Decompressor(format)
        var result: [UInt8] = []
        try decompressor.feed(bytes[...]) { result.append(contentsOf: $0) }
        try decompressor.finish()
        return result
    }
}

/// What one call into a library did.
struct DecodeStep {
    var read: Int
    var written: Int
    /// The input so far ends at the end of a frame or member.
    var atEnd: Bool
}

/// The library's own words for what is wrong.
struct BackendFailure: Error {
    var reason: String
    /// Input the library had taken when it stopped (the bad bytes are at or before it).
    var read = 0
}

/// One library's streaming decoder.
protocol DecompressionBackend: AnyObject {
    func step(_ input: UnsafeRawBufferPointer, _ output: UnsafeMutableRawBufferPointer) throws(BackendFailure) -> DecodeStep
}
