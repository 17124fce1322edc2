import Dispatch
import Foundation
import Synchronization

/// The folders a run of this process works in beside (and in) the output folder: the
/// staging folder (`OutputFolder`), the dump spill (`SpillFolder`), the search refresh's
/// staging (`SearchRefresher`); each named by the process, so a later run removes those
/// of a run that was killed. `abandon` is for a stop that cannot wait for the work in
/// progress (Ctrl-C during a long build): the site stays as it was, and nothing is left.
public enum RunScratch {
    /// Outputs this process has swapped its new site into: a stop after that point keeps
    /// the new site (what remains is removing the old one), and must say so.
    private static let written = Mutex<Set<String>>([])

    static func markWritten(output: String) {
        _ = written.withLock { $0.insert(standardized(output)) }
    }

    /// Held while a new site is swapped in (`OutputFolder`), and taken for good by a stop
    /// that abandons the build (`holdSwaps`): the stop then sees the swap either not begun
    /// or done, never between its check and its rename, and says which.
    static let swapGate = NSLock()

    /// For a stop that is about to end the process: no swap starts from now on, and one
    /// under way is waited for (a rename or two).
    public static func holdSwaps() { swapGate.lock() }

    /// Whether `output` already holds the site this process built.
    public static func wasWritten(output: String) -> Bool {
        written.withLock { $0.contains(standardized(output)) }
    }

    /// The search refresh's staging folder inside the live site.
    static func searchStaging(output: String) -> String {
        standardized(output) + "/.threadfold-search-staging-\(getpid())"
    }

    /// The search refresh's staging folders in the site: the full refresh's, the delta
    /// lane's (`….delta`) and folders half made in either (`….new-…`, `DiskWriter`).
    static func searchStagings(output: String, io: FileIO) -> [String] {
        let staging = searchStaging(output: output)
        let site = (staging as NSString).deletingLastPathComponent
        let name = (staging as NSString).lastPathComponent
        let names = (try? io.list(site)) ?? []
        return names.filter { $0 == name || $0.hasPrefix(name + ".") }.map { site + "/" + $0 }
    }

    /// Stops every write into this process's scratch folders for `output`, removes them
    /// (waiting at most `seconds`: what is left then is removed by the next run, which
    /// sees the process gone), and puts the previous site back if a swap was cut between
    /// its two renames. Threads still working then fail their writes; the caller exits.
    public static func abandon(output: String, within seconds: Double = 0.5) {
        let site = standardized(output)
        let parent = (site as NSString).deletingLastPathComponent
        let name = (site as NSString).lastPathComponent
        let pid = getpid()
        let prefixes = [".\(name).staging-\(pid)", ".\(name).spill-\(pid)"].map { parent + "/" + $0 }
        for folder in prefixes + [searchStaging(output: site)] { DiskWriter.refuseWrites(under: folder) }
        let retired = parent + "/.\(name).old-\(pid)"
        var info = stat()
        if stat(retired, &info) == 0 {
            if stat(site, &info) != 0 { rename(retired, site) } else { DiskWriter.refuseWrites(under: retired) }
        }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            // Writes already under way end in a moment; files they made after a listing
            // would stop the removal of their folder, so it is tried again.
            for _ in 0..<3 {
                usleep(20_000)
                let names = (try? DiskWriter.list(parent)) ?? []
                let ours = names.map { parent + "/" + $0 }.filter { path in
                    path == retired || prefixes.contains { path == $0 || path.hasPrefix($0 + ".") }
                }
                // The search refresh's staging and its delta lane's (`SearchRefresher`).
                for path in ours + searchStagings(output: site, io: .disk) {
                    try? FileManager.default.removeItem(atPath: path)
                }
            }
            done.signal()
        }
        _ = done.wait(timeout: .now() + seconds)
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
