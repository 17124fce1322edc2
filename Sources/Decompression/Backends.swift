import CZlib
import CZstd

/// zlib's inflate, accepting gzip (and zlib) headers; a member's end resets the stream so
/// that members written back to back (`cat a.gz b.gz`) read as one file, as gunzip does.
final class GzipBackend: DecompressionBackend {
    private let stream: UnsafeMutablePointer<z_stream>

    /// `windowBits` is zlib's: 15 + 32 takes gzip and zlib headers with any window.
    init(windowBits: Int32 = 15 + 32) throws(BackendFailure) {
        // The stream is kept only once zlib has started it: an init that throws before
        // every stored property is set does not run `deinit`, so the stream is freed here
        // once. (It used to be a property set at declaration, freed here and in `deinit`:
        // a double free whenever zlib could not start.)
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let code = threadfold_inflate_init(stream, windowBits)
        guard code == Z_OK else {
            stream.deallocate()
            throw BackendFailure(reason: code == Z_MEM_ERROR ? "zlib cannot start (out of memory)" : "zlib cannot start (error \(code))")
        }
        self.stream = stream
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    func step(_ input: UnsafeRawBufferPointer, _ output: UnsafeMutableRawBufferPointer) throws(BackendFailure) -> DecodeStep {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = UInt32(input.count)
        stream.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
        stream.pointee.avail_out = UInt32(output.count)
        let code = inflate(stream, Z_NO_FLUSH)
        let step = DecodeStep(
            read: input.count - Int(stream.pointee.avail_in), written: output.count - Int(stream.pointee.avail_out),
            atEnd: code == Z_STREAM_END)
        switch code {
        case Z_OK, Z_BUF_ERROR:
            return step
        case Z_STREAM_END:
            inflateReset(stream)
            return step
        default:
            let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(code)"
            throw BackendFailure(reason: message, read: step.read)
        }
    }
}

/// libzstd's streaming decoder. Pushshift dumps are compressed with `--long=31`, a 2 GB
/// window that libzstd refuses by default (over 128 MB) unless allowed here.
final class ZstdBackend: DecompressionBackend {
    private let context: OpaquePointer
    static let piece = 16 << 10

    init() throws(BackendFailure) {
        guard let context = ZSTD_createDCtx() else { throw BackendFailure(reason: "zstd cannot start (out of memory?)") }
        self.context = context
        ZSTD_DCtx_setParameter(context, ZSTD_d_windowLogMax, 31)
    }

    deinit {
        ZSTD_freeDCtx(context)
    }

    func step(_ input: UnsafeRawBufferPointer, _ output: UnsafeMutableRawBufferPointer) throws(BackendFailure) -> DecodeStep {
        // libzstd does not say how far it read before an error, so it is given at most
        // `piece` bytes a call: the error's offset is then within that many of the damage.
        var source = ZSTD_inBuffer(src: input.baseAddress, size: min(input.count, Self.piece), pos: 0)
        var target = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
        let code = ZSTD_decompressStream(context, &target, &source)
        if ZSTD_isError(code) != 0 {
            throw BackendFailure(reason: String(cString: ZSTD_getErrorName(code)), read: source.pos)
        }
        return DecodeStep(read: source.pos, written: target.pos, atEnd: code == 0)
    }
}
