import Foundation

/// The output folder and its atomic replacement: a build writes into a staging folder
/// beside it, and only a complete staging folder is swapped in.
struct OutputFolder {
    /// Written into every site; a folder that has files but not this one was not made by
    /// threadfold, and a build refuses to replace it.
    static let marker = DiskWriter.siteMarker

    let path: String
    let io: FileIO
    let staging: String
    let retired: String

    init(path: String, io: FileIO) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        self.path = url.path
        self.io = io
        let parent = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        let tag = "\(getpid())"
        self.staging = parent + "/." + name + ".staging-" + tag
        self.retired = parent + "/." + name + ".old-" + tag
    }

    /// Refuses `/`, the home folder, an input or a folder holding an input, and a
    /// non-empty folder threadfold did not make.
    func check(inputs: [String]) throws(BuildError) {
        let resolved = Self.resolve(path)
        let home = Self.resolve(FileManager.default.homeDirectoryForCurrentUser.path)
        if resolved == "/" || resolved == home {
            throw .output(
                path: path,
                message:
                    "refusing to use \(resolved == "/" ? "/" : "the home folder") as the output folder; choose a folder for the site with -o"
            )
        }
        for input in inputs {
            let resolvedInput = Self.resolve(input)
            if resolvedInput == resolved || resolvedInput.hasPrefix(resolved + "/") {
                throw .output(path: path, message: "the output folder would replace the input \(input); choose another with -o")
            }
        }
        if io.kind(path) == .folder {
            let names = (try? io.list(path)) ?? []
            if !names.isEmpty && !names.contains(Self.marker) {
                throw .output(
                    path: path,
                    message: "this folder has files and was not made by threadfold; remove it or choose another output folder with -o")
            }
        } else if io.kind(path) == .file {
            throw .output(path: path, message: "the output path is a file, not a folder")
        }
    }

    /// Fills a fresh staging folder with `fill` and swaps it in. On any failure the staging
    /// folder is removed and the previous site stays exactly as it was.
    func replace<Result>(_ fill: (_ staging: String) throws(BuildError) -> Result) throws(BuildError) -> Result {
        try prepare()
        do throws(BuildError) {
            let result = try fill(staging)
            try commit()
            return result
        } catch {
            abandon()
            throw error
        }
    }

    /// Starts a fresh staging folder, after clearing what killed builds left beside the
    /// site: their staging folders, and a site they had renamed aside but not back.
    private func prepare() throws(BuildError) {
        recoverFromKilledBuilds()
        do {
            try io.remove(staging)
            try io.makeStagingFolder(staging)
            try io.write(staging + "/" + Self.marker, Array("threadfold\n".utf8))
        } catch {
            throw .write(
                FileIOError(
                    path: staging,
                    message:
                        "cannot create the staging folder: \(FileIOError.reason(error)); check that the folder is writable and the disk has space"
                )
            )
        }
    }

    /// Swaps the staging folder in. Where the file system can (Linux renameat2), the new
    /// site and the old one trade places in one step, so there is no instant without a
    /// site; elsewhere the old site is renamed aside and the new one into place.
    private func commit() throws(BuildError) {
        // The staging folder still whole: not removed (nor made again) under the build.
        guard io.kind(staging + "/" + Self.marker) == .file else {
            throw .write(
                FileIOError(
                    path: staging,
                    message: "the staging folder disappeared during the build (removed by another program?); the site was not changed"))
        }
        do {
            // The previous site, when there was one, is removed once the new one stands.
            if let previous = try swapIn() { try io.remove(previous) }
        } catch let error as FileIOError {
            throw .write(error)
        } catch {
            throw .write(FileIOError(path: path, message: "cannot replace the site: \(FileIOError.reason(error))"))
        }
    }

    /// Puts the staging folder in the site's place, under `RunScratch.swapGate`; returns
    /// the folder the previous site is now in, if there was one. Where the file system can
    /// (Linux renameat2), the two trade places in one step; elsewhere the old site is
    /// renamed aside and the new one into place (and back if that fails).
    private func swapIn() throws -> String? {
        RunScratch.swapGate.lock()
        defer { RunScratch.swapGate.unlock() }
        guard io.kind(path) == .folder else {
            try io.rename(staging, path)
            RunScratch.markWritten(output: path)
            return nil
        }
        // No exchange here (another OS, some network file systems): two renames.
        if (try? io.exchange(staging, path)) != nil {
            RunScratch.markWritten(output: path)
            return staging
        }
        try io.rename(path, retired)
        do {
            try io.rename(staging, path)
        } catch {
            try? io.rename(retired, path)
            throw error
        }
        RunScratch.markWritten(output: path)
        return retired
    }

    /// `.NAME.staging-PID` of processes that are gone are removed; a `.NAME.old-PID` with
    /// no site in place is the previous site a killed build had moved aside: it goes back.
    private func recoverFromKilledBuilds() {
        let parent = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let entries = try? io.list(parent.isEmpty ? "." : parent) else { return }
        // Only our own leftovers are sorted: the parent may be a crowded /tmp.
        let ours = "." + name + "."
        for entry in entries.filter({ $0.hasPrefix(ours) }).sorted() {
            for kind in ["staging", "old"] {
                let prefix = "." + name + "." + kind + "-"
                // `.site.staging-PID`, or `.site.staging-PID.new-…` when a build was killed
                // while it was creating the folder under a name of its own (DiskWriter).
                let rest = entry.dropFirst(prefix.count)
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                guard entry.hasPrefix(prefix), let pid = Int32(digits), pid != getpid(),
                    kill(pid, 0) != 0, errno == ESRCH
                else { continue }
                let leftover = parent + "/" + entry
                if kind == "old" && digits.count == rest.count && io.kind(path) == .missing {
                    try? io.rename(leftover, path)
                } else {
                    try? io.remove(leftover)
                }
            }
        }
    }

    /// Removes the staging folder after a failed build.
    private func abandon() {
        try? io.remove(staging)
    }

    static func resolve(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
