extension MustacheValue {
    /// Whether a section skips (and an inverted section renders) for this value.
    /// Besides null, false and the empty list, the empty string is falsy too, so a theme
    /// can write `{{#url}}<a href="{{url}}">{{/url}}` without emitting a dead link.
    /// Zero stays truthy: a count of 0 is still something to show.
    public var isFalsy: Bool {
        switch self {
        case .null: return true
        case .bool(let flag): return !flag
        case .list(let items): return items.isEmpty
        case .string(let text), .html(let text): return text.isEmpty
        case .int, .double, .object, .fields: return false
        }
    }
}
