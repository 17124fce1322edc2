/// What one input file holds: its threads (one for a thread file, many for a site dump)
/// and everything worth telling the user about it.
public struct DecodedFile: Sendable {
    public var threads: [Thread]
    public var diagnostics: [Diagnostic]

    public init(threads: [Thread] = [], diagnostics: [Diagnostic] = []) {
        self.threads = threads
        self.diagnostics = diagnostics
    }
}
