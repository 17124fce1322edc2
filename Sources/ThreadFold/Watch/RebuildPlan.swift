/// What a batch of changes requires, from most to least work.
public struct RebuildPlan: Sendable, Equatable {
    /// The config file changed (or events were lost): everything is read and built again.
    public var everything = false
    /// A template or locale file changed: every page is rendered again.
    public var theme = false
    /// Public files changed: they are copied again.
    public var publicFiles = false
    /// Input files written or created (re-read) and removed (their threads go).
    public var changedInputs: Set<String> = []
    public var removedInputs: Set<String> = []

    public init() {}

    public var isEmpty: Bool {
        !everything && !theme && !publicFiles && changedInputs.isEmpty && removedInputs.isEmpty
    }

    /// "comments/a.json, Templates/thread.mustache" for the rebuild line.
    public var reason: String {
        if everything { return "config" }
        var parts = (changedInputs.union(removedInputs)).sorted().prefix(3).map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let more = changedInputs.count + removedInputs.count - parts.count
        if more > 0 { parts.append("\(more) more") }
        if theme { parts.append("templates") }
        if publicFiles { parts.append("public files") }
        return parts.joined(separator: ", ")
    }
}
