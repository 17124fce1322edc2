// libFuzzer entry for the CommonMark path: Sources/CommonMark compiled with this file, and
// libcmark through the arena allocator of Sources/CCmarkArena (arena.c, instrumented), by
// Fuzz/run.sh. Input: one control byte (the options), then the markdown.

@_cdecl("LLVMFuzzerTestOneInput")
public func markdownFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    var options: MarkdownOptions = []
    if data[0] & 1 != 0 { options.insert(.hardBreaks) }
    if data[0] & 2 != 0 { options.insert(.smartPunctuation) }
    let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
    let first = CommonMark.html(utf8: bytes, options: options)
    // Another document in between: the arena is reset and reused for the next render.
    _ = CommonMark.html("*x* [y](z)\n\n```\ncode\n```", options: options)
    let again = CommonMark.html(utf8: bytes, options: options)
    if first != again { fatalError("two renders of the same bytes differ") }
    MarkdownChecks.check(first)
    return 0
}
