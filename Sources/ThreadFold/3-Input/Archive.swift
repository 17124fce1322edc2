/// Everything read from the inputs: folded threads in input order, and every diagnostic.
public struct Archive: Sendable {
    public var threads: [FoldedThread] = []
    public var diagnostics: [Diagnostic] = []
    /// What the takedown requests removed and anonymised (`Takedown`).
    public var takedown = TakedownTally()

    public var commentCount: Int { threads.reduce(0) { $0 + $1.commentCount } }
    public var replyCount: Int { threads.reduce(0) { $0 + $1.replyCount } }
    public var diagnosticCount: DiagnosticCount { DiagnosticCount(diagnostics) }
    public var errorCount: Int { diagnosticCount.errors }
    public var warningCount: Int { diagnosticCount.warnings }
}

/// One input file after decode and fold.
public struct LoadedFile: Sendable {
    public var threads: [FoldedThread] = []
    public var diagnostics: [Diagnostic] = []
    /// What the takedown requests did to each thread they touched, by the thread's slug
    /// (a sharded build counts only its own threads').
    public var takedowns: [(slug: String, tally: TakedownTally)] = []

    /// All of `takedowns`.
    public var takedown: TakedownTally {
        var sum = TakedownTally()
        for entry in takedowns { sum.add(entry.tally) }
        return sum
    }

    /// Adds what the takedown did to `thread` (nothing when it touched nothing).
    mutating func record(_ tally: TakedownTally, of thread: CommentThread) {
        if tally != TakedownTally() { takedowns.append((thread.slug, tally)) }
    }

    public init(threads: [FoldedThread] = [], diagnostics: [Diagnostic] = []) {
        self.threads = threads
        self.diagnostics = diagnostics
    }
}
