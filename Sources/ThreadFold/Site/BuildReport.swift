/// What a finished build did, for the summary line.
public struct BuildReport: Sendable {
    public var threads: Int
    public var comments: Int
    public var pages: Int
    public var files: Int
    public var diagnostics: [Diagnostic]
    public var output: String
    public var seconds: Double
    /// Seconds spent per stage, for the benchmark ("load", "render", "write", "swap").
    public var stageSeconds: [String: Double] = [:]

    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
