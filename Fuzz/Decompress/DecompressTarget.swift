// libFuzzer entry for the gzip and zstd readers: compiled with Sources/Decompression by
// Fuzz/run.sh. Input: one control byte (bit 0: gzip or zstd; the rest: the piece size the
// compressed bytes are fed in), then the compressed bytes (truncated, concatenated,
// corrupted and bomb-like streams are what the mutator makes of the seeds).

@_cdecl("LLVMFuzzerTestOneInput")
public func decompressFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let control = data[0]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let format: CompressionFormat = control & 1 == 0 ? .gzip : .zstd
    let piece = [1, 3, 64, 4096, Int.max][Int(control >> 1) % 5]
    let outputSize = [64, 1000, 1 << 16][Int(control >> 4) % 3]
    let whole = DecompressChecks.decode(bytes, format, piece: Int.max, outputSize: 1 << 16)
    let pieces = DecompressChecks.decode(bytes, format, piece: piece, outputSize: outputSize)
    DecompressChecks.same(whole, pieces, bytes.count)
    return 0
}
