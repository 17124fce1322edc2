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
    /// Windows disks); the threads whose ids sort later get `-2`, `-3`… By id, not by
    /// place in the input, so a dump, its threads as files and its partitions agree
    /// (`ThreadKey`). `slugs[i]` is the slug of the thread with id `ids[i]`.
    static func uniqueSlugs(_ slugs: [String], ids: [String]) -> [String] {
        var taken: Set<String> = []
        var result = slugs
        for i in slugs.indices.sorted(by: { ids[$0] != ids[$1] ? ids[$0] < ids[$1] : $0 < $1 }) {
            let base = slugs[i]
            var n = 1
            while !taken.insert(result[i].lowercased()).inserted {
                n += 1
                result[i] = "\(base)-\(n)"
            }
        }
        return result
    }
}
