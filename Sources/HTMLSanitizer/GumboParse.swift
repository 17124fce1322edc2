import CGumbo

/// The one place that calls gumbo: parses, lends the root to `body`, frees the tree.
enum GumboParse {
    static func withRoot<Result>(
        of html: [UInt8], _ body: (UnsafeMutablePointer<GumboNode>) -> Result
    ) -> Result? {
        html.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters -> Result? in
                var options = kGumboDefaultOptions
                options.max_errors = 0  // we never read the error list; do not build it
                guard let output = gumbo_parse_with_options(&options, characters.baseAddress, characters.count)
                else { return nil }
                defer { gumbo_destroy_output(&options, output) }
                guard let root = output.pointee.root else { return nil }
                return body(root)
            }
        }
    }
}
