import CGumbo

/// Work items of the renderer's explicit stack (it never recurses, so nesting depth cannot
/// exhaust the thread's stack).
enum RenderStep {
    case visit(UnsafeMutablePointer<GumboNode>)
    /// Close the output frame at this index (and any implicit frames above it).
    case close(frameIndex: Int)
    /// An unwrapped block element ended: separate what follows from what came before.
    case separate
    /// Leaving a `<pre>` that could not be written as one (it stood inside a paragraph).
    case leaveUnwrappedPre
}
