import Foundation

/// Where a build's spill files go: `.NAME.spill-PID` beside the output folder `NAME`, on
/// the disk the site is written to (so a full disk fails the build, not the machine's
/// `/tmp`), named by process like the staging folder so two builds never share one.
public enum SpillFolder {
    /// A fresh spill folder path for `output` (not created: `SpillPartitioner` creates
    /// it), after removing the spill folders of builds that were killed (their process is gone).
    public static func beside(output: String) -> String {
        let (parent, prefix) = removeStale(beside: output)
        let path = parent + "/" + prefix + "\(getpid())"
        // Our own from an earlier spill of this process that did not clean up.
        remove(path)
        return path
    }

    /// Removes the spill folders of killed runs beside `output`: every run calls it, so
    /// the next one after a kill cleans up even when it has no dump to spill itself.
    /// Returns the folder they are in and their names' prefix.
    @discardableResult
    public static func removeStale(beside output: String) -> (parent: String, prefix: String) {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        let prefix = "." + url.lastPathComponent + ".spill-"
        removeStale(in: parent, prefix: prefix)
        return (parent, prefix)
    }

    /// Removes `path` and everything in it; nothing there is not an error.
    public static func remove(_ path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `PREFIX<pid>` folders whose process no longer runs.
    private static func removeStale(in parent: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.isEmpty ? "." : parent) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            remove(parent + "/" + name)
        }
    }
}
