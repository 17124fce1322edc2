/// The data a template is rendered with: a small closed set of cases, so rendering
/// never needs reflection and values cross threads freely.
public enum MustacheValue: Sendable, Equatable {
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
}
