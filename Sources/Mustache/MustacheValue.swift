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
