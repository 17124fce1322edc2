/// What one `watch` rebuild did, for its one-line report.
public struct RebuildReport: Sendable {
    public var reason: String
    /// Files whose bytes changed and were written.
    public var written: Int
    public var removed: Int
    public var seconds: Double
    /// Diagnostics of the files read again (warnings; errors fail the rebuild instead).
    public var diagnostics: [Diagnostic]
}
