import Foundation

/// The store behind `FileIO.memory`: file paths to bytes; directories are implied by the
/// paths under them. Locked, since builds write from several threads.
public final class MemoryFiles: @unchecked Sendable {
    private var files: [String: [UInt8]]
    private let lock = NSLock()

    public init(_ files: [String: [UInt8]] = [:]) {
        self.files = files
    }

    public var snapshot: [String: [UInt8]] { lock.withLock { files } }

    func read(_ path: String) throws -> [UInt8] {
        guard let bytes = lock.withLock({ files[path] }) else { throw FileIOError(path: path, message: "no such file") }
        return bytes
    }

    func kind(_ path: String) -> PathKind {
        lock.withLock {
            if files[path] != nil { return .file }
            let prefix = Self.directoryPrefix(path)
            return files.keys.contains { $0.hasPrefix(prefix) } ? .folder : .missing
        }
    }

    func list(_ path: String) -> [String] {
        let prefix = Self.directoryPrefix(path)
        return lock.withLock {
            Array(
                Set(
                    files.keys.filter { $0.hasPrefix(prefix) }.compactMap {
                        $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
                    }))
        }
    }

    func write(_ path: String, _ bytes: [UInt8]) {
        lock.withLock { files[path] = bytes }
    }

    func rename(_ from: String, _ to: String) throws {
        try lock.withLock {
            let prefix = Self.directoryPrefix(from)
            let moving = files.keys.filter { $0 == from || $0.hasPrefix(prefix) }
            guard !moving.isEmpty else { throw FileIOError(path: from, message: "no such file") }
            for key in moving {
                files[to + key.dropFirst(from.count)] = files.removeValue(forKey: key)
            }
        }
    }

    func exchange(_ a: String, _ b: String) throws {
        try lock.withLock {
            let aPrefix = Self.directoryPrefix(a)
            let bPrefix = Self.directoryPrefix(b)
            let inA = files.filter { $0.key == a || $0.key.hasPrefix(aPrefix) }
            let inB = files.filter { $0.key == b || $0.key.hasPrefix(bPrefix) }
            guard !inA.isEmpty, !inB.isEmpty else { throw FileIOError(path: a, message: "no such file") }
            for key in inA.keys { files.removeValue(forKey: key) }
            for key in inB.keys { files.removeValue(forKey: key) }
            for (key, value) in inA { files[b + key.dropFirst(a.count)] = value }
            for (key, value) in inB { files[a + key.dropFirst(b.count)] = value }
        }
    }

    func remove(_ path: String) {
        let prefix = Self.directoryPrefix(path)
        lock.withLock { files = files.filter { $0.key != path && !$0.key.hasPrefix(prefix) } }
    }

    private static func directoryPrefix(_ path: String) -> String {
        path.hasSuffix("/") ? path : path + "/"
    }
}

extension FileIO {
    /// An in-memory file system over `store` (pass one in to read back what was written).
    public static func memory(_ store: MemoryFiles) -> FileIO {
        FileIO(
            read: store.read, kind: store.kind, list: store.list, write: store.write,
            rename: store.rename, remove: store.remove, exchange: store.exchange)
    }

    public static func memory(_ files: [String: [UInt8]]) -> FileIO {
        memory(MemoryFiles(files))
    }
}
