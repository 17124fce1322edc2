extension String {
    /// A string of `bytes` without validating them again. Only for a render's output:
    /// every byte comes from a Swift `String` (template source or context value), cut only
    /// at ASCII bytes or at whole delimiters, so the output is valid UTF-8 by construction.
    /// Validation used to cost as much as a quarter of rendering a page: one non-ASCII
    /// character sends the validator from its ASCII fast path to byte-by-byte decoding.
    init(trustedUTF8 bytes: [UInt8]) {
        // Always available on Linux; Apple platforms gained `UTF8Span` in their 26 releases.
        if #available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *) {
            self.init(copying: UTF8Span(unchecked: bytes.span))
        } else {
            self.init(decoding: bytes, as: UTF8.self)
        }
    }
}
