// libFuzzer entry for decode+fold: compiled together with Sources/ThreadFold/{Model,1-Decode,2-Fold}
// by Fuzz/run.sh, so internal names are reachable and no Package.swift change is needed.

/// The same bytes go through both decoders: a JSON seed is also a (mostly broken) NDJSON
/// file, which exercises the per-line error path.
@_cdecl("LLVMFuzzerTestOneInput")
public func decodeFoldFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    DecodeFoldChecks.check(InputDecoder.decodeJSON(bytes, file: "fuzz/input.json"))
    DecodeFoldChecks.check(InputDecoder.decodeNDJSON(bytes, file: "fuzz/input.ndjson"))
    return 0
}
