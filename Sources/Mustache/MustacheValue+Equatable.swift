extension MustacheValue: Equatable {
    /// Values compare by content, except `.fields` objects, which are equal only to
    /// themselves: their fields are computed and cannot be listed.
    public static func == (lhs: MustacheValue, rhs: MustacheValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.int(a), .int(b)): return a == b
        case let (.double(a), .double(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.html(a), .html(b)): return a == b
        case let (.list(a), .list(b)): return a == b
        case let (.object(a), .object(b)): return a == b
        case let (.fields(a), .fields(b)): return a === b
        default: return false
        }
    }
}
