import Foundation

/// Every file-system call the pipeline makes, as closures: `.disk` for real use, and tests
/// can swap in an in-memory one (see `FileIO.memory`) so they never touch the disk unless
/// they mean to.
public struct FileIO: Sendable {
    public var read: @Sendable (String) throws -> [UInt8]
    /// `nil` when nothing is at the path; `true` for a directory.
    public var kind: @Sendable (String) -> Bool?
    /// Entry names of a directory (not paths), unsorted.
    public var list: @Sendable (String) throws -> [String]

    public init(read: @escaping @Sendable (String) throws -> [UInt8],
                kind: @escaping @Sendable (String) -> Bool?,
                list: @escaping @Sendable (String) throws -> [String]) {
        self.read = read
        self.kind = kind
        self.list = list
    }

    public static let disk = FileIO(
        read: { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
            }
            return [UInt8](data)
        },
        kind: { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
            return isDirectory.boolValue
        },
        list: { path in try FileManager.default.contentsOfDirectory(atPath: path) }
    )

    /// An in-memory tree: keys are file paths, directories are implied by them.
    public static func memory(_ files: [String: [UInt8]]) -> FileIO {
        FileIO(
            read: { path in
                guard let bytes = files[path] else { throw CocoaError(.fileReadNoSuchFile) }
                return bytes
            },
            kind: { path in
                if files[path] != nil { return false }
                return files.keys.contains { $0.hasPrefix(path.hasSuffix("/") ? path : path + "/") } ? true : nil
            },
            list: { path in
                let prefix = path.hasSuffix("/") ? path : path + "/"
                let names = files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
                    $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
                }
                return Array(Set(names))
            }
        )
    }
}
