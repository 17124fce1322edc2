/// What a finished build did, for the summary line.
public struct BuildReport: Sendable {
    public var threads: Int
    public var comments: Int
    /// Every HTML page written (thread pages, index pages, 404).
    public var pages: Int
    /// Thread pages only: what the summary line counts.
    public var threadPages: Int = 0
    public var files: Int
    public var diagnostics: [Diagnostic]
    public var output: String
    public var seconds: Double
    /// Seconds spent per stage, for the benchmark ("load", "render", "write", "swap").
    public var stageSeconds: [String: Double] = [:]
    /// What the takedown requests removed and anonymised.
    public var takedown = TakedownTally()

    public init(
        threads: Int, comments: Int, pages: Int, threadPages: Int, files: Int, diagnostics: [Diagnostic],
        output: String, seconds: Double, stageSeconds: [String: Double] = [:]
    ) {
        self.threads = threads
        self.comments = comments
        self.pages = pages
        self.threadPages = threadPages
        self.files = files
        self.diagnostics = diagnostics
        self.output = output
        self.seconds = seconds
        self.stageSeconds = stageSeconds
    }

    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
