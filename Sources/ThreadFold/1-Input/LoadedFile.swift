/// One input file after decode and fold.
public struct LoadedFile: Sendable {
    public var threads: [FoldedThread] = []
    public var diagnostics: [Diagnostic] = []

    public init(threads: [FoldedThread] = [], diagnostics: [Diagnostic] = []) {
        self.threads = threads
        self.diagnostics = diagnostics
    }
}
