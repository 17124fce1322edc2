/// The checks on thread identity that need every thread: one id per thread, and one file
/// name per thread. Shared by the loader (which holds every thread) and the streaming
/// build (which keeps only each thread's id, slug and file).
enum ThreadIdentity {
    /// The second thread with an id already seen is an error naming both files (its pages
    /// would overwrite the first's). Returns the positions to leave out.
    static func duplicates(ids: [String], files: [String]) -> (rejected: Set<Int>, diagnostics: [Diagnostic]) {
        var firstFile: [String: String] = [:]
        var rejected: Set<Int> = []
        var diagnostics: [Diagnostic] = []
        for (i, id) in ids.enumerated() {
            if let other = firstFile[id] {
                rejected.insert(i)
                diagnostics.append(
                    Diagnostic(
                        .error, file: files[i],
                        message: "thread id \"\(id)\" is also the id of a thread in \(other); give one of them another \"id\""))
            } else {
                firstFile[id] = files[i]
            }
        }
        return (rejected, diagnostics)
    }

    /// Distinct ids can still give slugs equal but for case (one folder on macOS and
    /// Windows disks); later ones get `-2`, `-3`…
    static func uniqueSlugs(_ slugs: [String]) -> [String] {
        var taken: Set<String> = []
        return slugs.map { base in
            var slug = base
            var n = 1
            while !taken.insert(slug.lowercased()).inserted {
                n += 1
                slug = "\(base)-\(n)"
            }
            return slug
        }
    }
}
