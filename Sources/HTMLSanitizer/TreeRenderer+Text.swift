#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// Text nodes: gumbo hands them over entity-decoded, so they are escaped again on the way out
/// (`&lt;script&gt;` in the source stays visible text).
extension TreeRenderer {
    mutating func writeText(_ text: UnsafePointer<CChar>?) {
        guard let text else { return }
        let length = strlen(text)
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length)
        let visible = Self.hasVisibleCharacter(bytes)
        if !visible, frames[frames.count - 1].wantsParagraphs || frames[frames.count - 1].isList {
            return  // whitespace between blocks: nothing to show, and lists may not hold text
        }
        if visible { prepareForInline() }
        if unwrappedPreDepth > 0 {
            writeKeepingLineBreaks(bytes)
        } else {
            output.appendEscaped(bytes)
        }
        if visible { frames[frames.count - 1].hasVisibleText = true }
    }

    private mutating func writeKeepingLineBreaks(_ bytes: UnsafeBufferPointer<UInt8>) {
        var lineStart = 0
        for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
            output.appendEscaped(UnsafeBufferPointer(rebasing: bytes[lineStart..<index]))
            output.append("<br>\n")
            frames[frames.count - 1].hasLineBreak = true
            lineStart = index + 1
        }
        output.appendEscaped(UnsafeBufferPointer(rebasing: bytes[lineStart...]))
    }

    /// Anything but ASCII whitespace and U+00A0 (Disqus writes `<p>&nbsp;</p>` as spacing).
    static func hasVisibleCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
                index += 2
                continue
            }
            if !ByteClass.isSpace(byte), !ByteClass.isForbiddenControl(byte) { return true }
            index += 1
        }
        return false
    }
}
