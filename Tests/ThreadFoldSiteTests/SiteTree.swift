import Foundation

/// A built site as relative path → bytes, read from memory or from disk, so tests can
/// compare and search whole sites.
struct SiteTree: Equatable {
    var files: [String: [UInt8]]

    /// The files under `root` in an in-memory store, keyed relative to it.
    init(snapshot: [String: [UInt8]], root: String) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        files = [:]
        for (path, bytes) in snapshot where path.hasPrefix(prefix) {
            files[String(path.dropFirst(prefix.count))] = bytes
        }
    }

    /// Every regular file under `folder` on disk (hidden ones too), keyed relative to it.
    init(disk folder: URL) throws {
        files = [:]
        let root = folder.standardizedFileURL.path
        var pending = [root]
        while let current = pending.popLast() {
            for name in try FileManager.default.contentsOfDirectory(atPath: current) {
                let path = current + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append(path)
                } else {
                    files[String(path.dropFirst(root.count + 1))] = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
                }
            }
        }
    }

    var paths: [String] { files.keys.sorted() }

    func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every HTML page, sorted by path.
    var htmlPages: [(path: String, html: String)] {
        paths.filter { $0.hasSuffix(".html") }.map { ($0, text($0) ?? "") }
    }
}
