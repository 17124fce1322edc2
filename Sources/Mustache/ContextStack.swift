/// The stack of contexts a render looks names up in, innermost last.
///
/// Kept in manually managed memory rather than an `Array`: lookups read frames in place
/// through the pointer, which lets the compiler borrow them instead of copying (and
/// reference counting) every frame it passes on the way out from the innermost one.
/// Noncopyable, so it frees its frames exactly once, without a class's access checks.
struct ContextStack: ~Copyable {
    private(set) var base: UnsafeMutablePointer<MustacheValue>
    private(set) var count = 0
    private var capacity: Int

    init(root: MustacheValue, capacity: Int = 16) {
        self.capacity = max(1, capacity)
        base = UnsafeMutablePointer<MustacheValue>.allocate(capacity: self.capacity)
        push(root)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    mutating func push(_ value: consuming MustacheValue) {
        if count == capacity { grow() }
        (base + count).initialize(to: value)
        count += 1
    }

    mutating func pop() {
        guard count > 0 else { return }
        count -= 1
        (base + count).deinitialize(count: 1)
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<MustacheValue>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
