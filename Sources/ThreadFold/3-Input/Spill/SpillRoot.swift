import Glibc
import Spill

/// Where a run groups large site dumps on disk, and from what size: the spill goes in
/// `.NAME.spill-PID` beside the folder `output` (the site's, for `build`, `watch` and
/// `check`; the folder `embed` replaces), so on the disk the site is written to.
public struct SpillSettings: Sendable {
    public var output: String
    /// Dumps from this size on (decompressed, estimated) are spilled; tests make it tiny.
    public var threshold: Int
    /// About this much of a dump per partition; tests make it tiny to get many partitions.
    var partitionBytes = DumpSpill.partitionBytes

    public init(output: String) {
        self.init(output: output, threshold: DumpSpill.threshold)
    }

    init(output: String, threshold: Int) {
        self.output = output
        self.threshold = threshold
    }
}

/// A run's spill folder and which input files are grouped in it: made only when some file
/// is a dump of the threshold's size, removed by `remove()` once the files are read,
/// whether or not that succeeded (and, after a kill, by the next run: `SpillFolder`).
struct SpillRoot: Sendable {
    let root: String
    /// The planned (decompressed) size of each file spilled, by index.
    private let sizes: [Int: Int]
    private let partitionBytes: Int

    /// Where one file is spilled, in how many partitions.
    struct Plan: Sendable {
        let folder: String
        let partitions: Int
    }

    /// Nil when no file of `files` is a dump to spill (killed runs' spills are removed all
    /// the same). Throws when the folder cannot be made.
    init?(_ files: [String], _ settings: SpillSettings) throws(FileIOError) {
        var sizes: [Int: Int] = [:]
        for (index, file) in files.enumerated() {
            var info = stat()
            guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let planned = DumpSpill.plannedSize(file, size: Int(info.st_size), partitionBytes: settings.partitionBytes)
            if DumpSpill.shouldSpill(file, plannedSize: planned, threshold: settings.threshold) {
                sizes[index] = planned
            }
        }
        guard !sizes.isEmpty else {
            SpillFolder.removeStale(beside: settings.output)
            return nil
        }
        self.sizes = sizes
        partitionBytes = settings.partitionBytes
        root = SpillFolder.beside(output: settings.output)
        // The output's own folder may not be there yet (the run makes it as it writes);
        // when it cannot be made, `mkdir` below says why.
        try? DiskWriter.makeParents(of: root)
        guard mkdir(root, 0o700) == 0 else {
            throw FileIOError(path: root, message: "cannot create the spill folder: \(String(cString: strerror(errno)))")
        }
    }

    /// The plan for the file at `fileIndex`, nil when it is read in memory.
    func plan(for fileIndex: Int, file: String) -> Plan? {
        guard let size = sizes[fileIndex] else { return nil }
        return Plan(
            folder: root + "/\(fileIndex)", partitions: DumpSpill.partitionCount(decompressed: size, partitionBytes: partitionBytes))
    }

    func remove() {
        SpillFolder.remove(root)
    }
}

extension FileIOError {
    /// A spill engine's failure, as the stages report file failures.
    init(_ error: SpillError) {
        self.init(path: error.path, message: error.message)
    }
}
