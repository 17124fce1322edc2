// libFuzzer entry for the streamed JSON paths, with the 16 MB thresholds brought down to
// zero so a small input takes them: InputDecoder's row-by-row decode
// (`decodeJSON(_:file:streamingFrom:)`, `StreamedDocumentDecoder`), the chunked NDJSON
// reader and the dump splitter (`JSONRowSplitter`) fed in pieces. Compiled with
// Sources/ThreadFold/{Model,1-Decode,2-Fold} by Fuzz/run.sh. Input: one control byte (the
// piece size), then the document.

@_cdecl("LLVMFuzzerTestOneInput")
public func streamingJSONFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let piece = [3, 17, 256, 4096][Int(data[0]) % 4]
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let whole = InputDecoder.decodeJSON(bytes, file: "fuzz/input.json", streamingFrom: Int.max)
    let streamed = InputDecoder.decodeJSON(bytes, file: "fuzz/input.json", streamingFrom: 0)
    StreamingChecks.same(whole, streamed, "whole and streamed decode")
    var reader = NDJSONReader(file: "fuzz/input.ndjson")
    var start = 0
    while start < bytes.count {
        reader.feed(bytes[start..<min(start + piece, bytes.count)])
        start += piece
    }
    StreamingChecks.same(InputDecoder.decodeNDJSON(bytes, file: "fuzz/input.ndjson"), reader.finish(), "NDJSON whole and in pieces")
    StreamingChecks.splitter(bytes, piece: piece)
    return 0
}
