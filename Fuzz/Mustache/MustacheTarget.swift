// libFuzzer entry for the Mustache engine: compiled together with Sources/Mustache by
// Fuzz/run.sh. Input: template bytes, then optionally a NUL and the partial `p`'s bytes.

@_cdecl("LLVMFuzzerTestOneInput")
public func mustacheFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0) ?? size
    let template = String(decoding: bytes[..<split], as: UTF8.self)
    let partial = split < size ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : ""
    MustacheChecks.check(template: template, partial: partial)
    return 0
}
