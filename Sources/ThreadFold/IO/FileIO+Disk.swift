import Foundation

extension FileIO {
    public static let disk = FileIO(
        read: { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw FileIOError(path: path, message: FileManager.default.fileExists(atPath: path) ? "cannot read this file" : "no such file")
            }
            return [UInt8](data)
        },
        kind: { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
            return isDirectory.boolValue
        },
        list: { path in try FileManager.default.contentsOfDirectory(atPath: path) },
        write: { path, bytes in try DiskWriter.write(path, bytes) },
        rename: { from, to in
            guard Glibc.rename(from, to) == 0 else {
                throw FileIOError(path: from, message: "cannot rename to \(to): \(String(cString: strerror(errno)))")
            }
        },
        remove: { path in
            guard FileManager.default.fileExists(atPath: path) else { return }
            try FileManager.default.removeItem(atPath: path)
        }
    )
}
