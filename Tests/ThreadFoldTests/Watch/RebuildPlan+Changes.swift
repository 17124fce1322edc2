import ThreadFold

extension RebuildPlan {
    /// A plan for inputs that changed (and, optionally, ones that went away).
    static func changes(_ paths: [String], removed: [String] = []) -> RebuildPlan {
        var plan = RebuildPlan()
        plan.changedInputs = Set(paths)
        plan.removedInputs = Set(removed)
        return plan
    }
}
