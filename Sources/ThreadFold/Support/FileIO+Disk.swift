import CSystem
import Foundation

extension FileIO {
    public static let disk = FileIO(
        read: { path in try DiskWriter.read(path) },
        kind: { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
            return isDirectory.boolValue ? .folder : .file
        },
        list: { path in try DiskWriter.list(path) },
        write: { path, bytes in try DiskWriter.write(path, bytes) },
        rename: { from, to in
            guard Glibc.rename(from, to) == 0 else {
                throw FileIOError(path: from, message: "cannot rename to \(to): \(String(cString: strerror(errno)))")
            }
        },
        remove: { path in
            guard FileManager.default.fileExists(atPath: path) else { return }
            try FileManager.default.removeItem(atPath: path)
        },
        exchange: { from, to in
            guard tf_rename_exchange(from, to) == 0 else {
                throw FileIOError(path: from, message: "cannot exchange with \(to): \(String(cString: strerror(errno)))")
            }
        },
        canonical: { path in
            guard let resolved = realpath(path, nil) else { return path }
            defer { free(resolved) }
            return String(cString: resolved)
        },
        makeStagingFolder: { path in try DiskWriter.makeStagingFolder(path) },
        readChunks: { path, size, body in try DiskWriter.readChunks(path, size: size, body) },
        readRange: { path, offset, count in try DiskWriter.readRange(path, offset: offset, count: count) }
    )
}
