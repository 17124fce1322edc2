/// The data a template is rendered with: a small closed set of cases, so rendering
/// never needs reflection and values cross threads freely.
public enum MustacheValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// Text: HTML-escaped when interpolated with `{{ }}`.
    case string(String)
    /// Pre-escaped HTML: never escaped again, even in `{{ }}`.
    case html(String)
    case list([MustacheValue])
    case object([String: MustacheValue])
    /// An object answering its fields on demand (see `MustacheFields`).
    case fields(any MustacheFields)
}

extension MustacheValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps its last value, like assigning into a dictionary.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension MustacheValue: Equatable {
    /// Values compare by content, except `.fields` objects, which are equal only to
    /// themselves: their fields are computed and cannot be listed.
    public static func == (lhs: MustacheValue, rhs: MustacheValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.html(let a), .html(let b)): return a == b
        case (.list(let a), .list(let b)): return a == b
        case (.object(let a), .object(let b)): return a == b
        case (.fields(let a), .fields(let b)): return a === b
        default: return false
        }
    }
}

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

/// An object whose fields are answered on demand instead of stored in a dictionary.
///
/// A page of a thread has a context object per comment; building a `[String: MustacheValue]`
/// for each costs an allocation, a hash per key and a copy per value, and rendering then
/// hashes every key again. A conforming type keeps its own typed properties and answers
/// the few keys a template asks for, with the same lookup rules as `.object`: a key it
/// does not have returns nil, so the lookup goes on to the enclosing contexts.
public protocol MustacheFields: AnyObject, Sendable {
    /// The value of the field `key`, or nil when this object has no such field.
    func field(_ key: String) -> MustacheValue?
}
