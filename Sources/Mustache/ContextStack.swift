/// The stack of contexts a render looks names up in: the root, then pushed frames.
///
/// Pushed frames live in manually managed memory rather than an `Array`: lookups read
/// them in place through the pointer, which lets the compiler borrow them instead of
/// copying (and reference counting) every frame passed on the way out. The memory is
/// allocated on the first push, so a small render without sections allocates nothing.
/// Noncopyable, so it frees its frames exactly once, without a class's access checks.
struct ContextStack: ~Copyable {
    let root: MustacheValue
    private(set) var frames: UnsafeMutablePointer<MustacheValue>?
    /// Pushed frames, not counting the root.
    private(set) var count = 0
    private var capacity = 0

    init(root: MustacheValue) {
        self.root = root
    }

    deinit {
        frames?.deinitialize(count: count)
        frames?.deallocate()
    }

    /// The innermost context.
    var top: MustacheValue {
        guard count > 0, let frames else { return root }
        return frames[count - 1]
    }

    mutating func push(_ value: consuming MustacheValue) {
        if count == capacity { grow() }
        frames?.advanced(by: count).initialize(to: value)
        count += 1
    }

    mutating func pop() {
        guard count > 0, let frames else { return }
        count -= 1
        frames.advanced(by: count).deinitialize(count: 1)
    }

    private mutating func grow() {
        let newCapacity = max(16, capacity * 2)
        let bigger = UnsafeMutablePointer<MustacheValue>.allocate(capacity: newCapacity)
        if let frames {
            bigger.moveInitialize(from: frames, count: count)
            frames.deallocate()
        }
        frames = bigger
        capacity = newCapacity
    }
}
