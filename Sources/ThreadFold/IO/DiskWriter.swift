import Foundation

/// Writes whole files with plain POSIX calls. Foundation's `Data.write` syncs every file
/// to disk, which made a build of thousands of pages wait on the disk for each one;
/// durability of a static site comes from the atomic swap, not from per-file syncs.
enum DiskWriter {
    static func write(_ path: String, _ bytes: [UInt8]) throws {
        var descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if descriptor < 0 && errno == ENOENT {
            let directory = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw failure(path, "cannot create this file") }
        defer { close(descriptor) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(path, "cannot write this file")
                }
                offset += written
            }
        }
    }

    private static func failure(_ path: String, _ what: String) -> FileIOError {
        FileIOError(path: path, message: "\(what): \(String(cString: strerror(errno)))")
    }
}
