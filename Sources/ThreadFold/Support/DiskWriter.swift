import CSystem
import Decompression
import Glibc
import Synchronization

/// Reads and writes whole files with plain POSIX calls. Foundation's `Data.write` syncs every file
/// to disk, which made a build of thousands of pages wait on the disk for each one;
/// durability of a static site comes from the atomic swap, not from per-file syncs.
enum DiskWriter {
    static func write(_ path: String, _ bytes: [UInt8]) throws {
        try checkAllowed(path)
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            // The marker is the staging folder's first file: it may make the folder.
            try makeParents(of: path, stagingToo: path.hasSuffix("/" + siteMarker))
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw failure(path, "cannot create this file") }
        defer { close(descriptor) }
        // A megabyte a call at most: the search index's spill files (12 MB a write) cost about
        // 1.5 s more kernel time over a 1M-comment build on ext4 when written in one call each.
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, min(buffer.count - offset, 1 << 20))
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(path, "cannot write this file")
                }
                offset += written
            }
        }
    }

    /// The whole file; a FIFO, device or socket is refused rather than read (it could
    /// block forever or never end).
    static func read(_ path: String) throws -> [UInt8] {
        if CompressionFormat(path: path) != nil {
            var bytes: [UInt8] = []
            try readChunks(path, size: 1 << 20) { bytes.append(contentsOf: $0) }
            return bytes
        }
        let descriptor = try openRegularFile(path)
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(path, "cannot read this file") }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, "cannot read this file")
            }
            if count == 0 { break }
            offset += count
        }
        return offset == bytes.count ? bytes : Array(bytes[..<offset])
    }

    /// Bytes `offset ..< offset + count` of a stored (not compressed) file, fewer at its end.
    static func readRange(_ path: String, offset: Int, count: Int) throws -> [UInt8] {
        let descriptor = try openRegularFile(path)
        defer { close(descriptor) }
        // Not zero-filled first: the search index reads its spill files through this, a
        // window at a time, hundreds of megabytes on a large archive.
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, done in
            while done < count {
                let got = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if got < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if got == 0 { return }
                done += got
            }
        }
        if failed { throw failure(path, "cannot read this file") }
        return bytes
    }

    /// The entry names of a folder (not `.` and `..`), unsorted. `readdir` straight:
    /// FileManager's listing cost about 2,500 instructions an entry, which for a build
    /// writing beside a crowded `/tmp` was a fifth of a 20-thread build.
    static func list(_ path: String) throws -> [String] {
        guard let folder = opendir(path) else { throw failure(path, "cannot list this folder") }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// An open descriptor of a regular file; a FIFO, device or socket is refused rather
    /// than read (it could block forever or never end).
    private static func openRegularFile(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(path, errno == ENOENT ? "no such file" : "cannot open this file") }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            throw failure(path, "cannot read this file")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw FileIOError(path: path, message: "this is not a regular file (a pipe, device or socket)")
        }
        return descriptor
    }

    /// The file in pieces of up to `size` bytes, each handed to `body` (one buffer, reused);
    /// refuses what `read` refuses. A `.gz` or `.zst` file gives its decompressed bytes,
    /// checked as they come (`DecompressedText`): reading stops at the first bad one.
    static func readChunks(_ path: String, size: Int, _ body: (ArraySlice<UInt8>) -> Void) throws {
        guard CompressionFormat(path: path) != nil else {
            return try readStoredChunks(path, size: size) {
                body($0)
                return true
            }
        }
        var text = DecompressedText(path: path)
        try decompressedChunks(path, size: size) { piece throws(FileIOError) in
            try text.check(piece)
            body(piece)
            return true
        }
    }

    /// The decompressed size of a compressed file, counted up to `limit` (it stops there):
    /// whether a small `.json.gz` holds a large dump is known from what comes out of it.
    /// A file that cannot be read or decoded, or is not the text its name says
    /// (`DecompressedText`), counts what came out before the failure.
    static func decompressedSize(_ path: String, upTo limit: Int) -> Int {
        var text = DecompressedText(path: path)
        try? decompressedChunks(path, size: 1 << 20) { piece throws(FileIOError) in
            try text.check(piece)
            return text.count < limit
        }
        return text.count
    }

    /// A compressed file's decompressed bytes in pieces of up to `size`, until `body`
    /// returns false or throws (the rest is then neither read nor decompressed).
    private static func decompressedChunks(
        _ path: String, size: Int, _ body: (ArraySlice<UInt8>) throws(FileIOError) -> Bool
    ) throws {
        guard let format = CompressionFormat(path: path) else { return }
        var failure: (any Error)?
        let decompressor: Decompressor
        do throws(DecompressionError) {
            decompressor = try Decompressor(format, outputSize: size)
        } catch {
            throw FileIOError(path: path, message: error.description)
        }
        var going = true
        try readStoredChunks(path, size: size) { chunk in
            do {
                try decompressor.feedWhile(chunk) { piece in
                    do throws(FileIOError) { going = try body(piece) } catch { failure = error }
                    return going && failure == nil
                }
            } catch {
                failure = error
            }
            return going && failure == nil
        }
        if going && failure == nil {
            do throws(DecompressionError) { try decompressor.finish() } catch { failure = error }
        }
        if let failure = failure as? FileIOError { throw failure }
        if let failure = failure as? DecompressionError { throw FileIOError(path: path, message: failure.description) }
    }

    private static func readStoredChunks(_ path: String, size: Int, _ body: (ArraySlice<UInt8>) -> Bool) throws {
        let descriptor = try openRegularFile(path)
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: max(size, 1))
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, "cannot read this file")
            }
            if count == 0 || !body(buffer[..<count]) { return }
        }
    }

    /// `mkdir -p` of the file's folder with bare syscalls: FileManager's version stats
    /// every component first, which cost more than the pages themselves.
    /// A staging folder (`.NAME.staging-PID`) that is missing is not made again here, but
    /// by `makeStagingFolder` only: gone mid-build (another program removed it, or the
    /// folder it is in), it must fail the build, not come back with part of the site.
    static func makeParents(of path: String, stagingToo: Bool = false) throws {
        try checkAllowed(path)
        var missing: [String] = []
        var directory = parent(of: path)
        var info = stat()
        let staging = ".staging-\(getpid())"
        while !directory.isEmpty, stat(directory, &info) != 0 {
            guard errno == ENOENT else { throw failure(directory, "cannot create this folder") }
            if !stagingToo && directory.hasSuffix(staging) {
                throw FileIOError(
                    path: directory,
                    message: "the staging folder disappeared during the build (removed by another program, or the folder it was in)")
            }
            missing.append(directory)
            directory = parent(of: directory)
        }
        for folder in missing.reversed() {
            try makeFolder(folder)
        }
    }

    /// Creates `folder` under a name of its own, then renames it into place.
    ///
    /// Why: on ext4 without a journal, a new inode is not given one freed in the last
    /// minute or so, and finding that out costs a look at every such inode in the block
    /// group, for every file created. A site rebuilt right after the last one was deleted
    /// (`rm -rf site && threadfold build`, or our own swap removing the old site) put all
    /// its pages in the group full of the old site's freed inodes: a third of a
    /// 2,000-thread build went there. The staging folder asks ext4 to spread its
    /// subfolders (`makeStagingFolder`), and ext4 picks the group for a spread folder from
    /// a hash of its name, so a name of its own per build lands `t/` somewhere fresh.
    /// Elsewhere this costs one rename per folder.
    private static func makeFolder(_ folder: String) throws {
        let fresh = folder + ".new-\(getpid())-\(folderCounter.add(1, ordering: .relaxed).newValue)"
        guard mkdir(fresh, 0o755) == 0 else {
            if mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
            throw failure(folder, "cannot create this folder")
        }
        if tf_rename_noreplace(fresh, folder) != 0 {
            rmdir(fresh)
            // Another writer made it first (EEXIST), or no renameat2 here: a plain mkdir.
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
                throw failure(folder, "cannot create this folder")
            }
        }
    }

    private static let folderCounter = Atomic<Int>(0)

    /// The file every site has (`OutputFolder.marker`), the first written into a staging folder.
    static let siteMarker = ".threadfold-site"

    /// Folders no write may go into any more: those of work a stop abandoned (`RunScratch`),
    /// whose threads may still be running. Checked before every write and folder creation,
    /// so a folder being removed is not made again under the remover.
    private static let refused = Mutex<[String]>([])
    private static let anyRefused = Atomic<Bool>(false)

    static func refuseWrites(under folder: String) {
        refused.withLock { $0.append(folder) }
        anyRefused.store(true, ordering: .sequentiallyConsistent)
    }

    static func allowWrites(under folder: String) {
        refused.withLock { $0.removeAll { $0 == folder } }
    }

    private static func checkAllowed(_ path: String) throws {
        guard anyRefused.load(ordering: .relaxed) else { return }
        if let folder = refused.withLock({ list in list.first { path == $0 || path.hasPrefix($0 + "/") || path.hasPrefix($0 + ".") } }) {
            throw FileIOError(path: path, message: "not written: the work that writes in \(folder) was stopped")
        }
    }

    /// Creates `folder` (and its parents) and asks the file system to spread its
    /// subfolders (see `makeFolder`); the flag is only a hint, ignored where unsupported.
    static func makeStagingFolder(_ folder: String) throws {
        try makeParents(of: folder + "/.", stagingToo: true)
        _ = tf_set_topdir(folder)
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    private static func failure(_ path: String, _ what: String) -> FileIOError {
        FileIOError(path: path, message: "\(what): \(String(cString: strerror(errno)))")
    }
}
