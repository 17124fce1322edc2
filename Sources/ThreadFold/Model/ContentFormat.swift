/// How a comment body is written. Carried from the thread (default) and overridable per
/// comment; the renderer picks an engine from it.
public enum ContentFormat: String, Sendable, Hashable, CaseIterable {
    case markdown
    case html
    case text
}
