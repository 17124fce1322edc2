// libFuzzer entry for the HTML sanitiser: compiled together with Sources/HTMLSanitizer (and
// gumbo through Sources/CGumbo's module map) by Fuzz/run.sh. Input: any bytes, read as UTF-8.

@_cdecl("LLVMFuzzerTestOneInput")
public func sanitizerFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let html = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    SanitizerChecks.check(html)
    return 0
}
