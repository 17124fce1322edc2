import CSystem

/// Memory the allocator holds after a large piece of work is done with it. glibc keeps
/// freed heap pages for reuse, so a long-running `watch` stayed at its first build's
/// (and each full index refresh's) high-water mark although it kept only summaries;
/// handing them back keeps it near what it holds (measured on the 1M-comment archive in
/// `Benchmarks/watch/README.md`).
enum FreedMemory {
    /// Returns freed pages to the system (`malloc_trim`).
    static func release() {
        _ = tf_release_freed_memory()
    }
}
