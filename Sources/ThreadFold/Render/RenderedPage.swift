/// A page ready to write: its site-relative path and its HTML.
public struct RenderedPage: Sendable, Equatable {
    public let path: String
    public let html: String
}
