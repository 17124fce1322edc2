/// What `PreviewServer.send(_:)` tells open pages.
public enum LiveReloadEvent: Sendable, Equatable {
    /// The site was rebuilt: pages reload, keeping scroll position and open `<details>`.
    case reload
    /// The build failed: pages show `message` in an overlay until the next reload.
    case buildFailed(message: String)
}
