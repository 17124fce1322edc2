import Foundation

/// A built site as relative path → bytes, read from an in-memory store or from disk, so
/// tests can compare and search whole sites, and check a site before and after a failed
/// or killed build.
public struct SiteTree: Equatable, Sendable {
    public var files: [String: [UInt8]]

    public init(files: [String: [UInt8]]) {
        self.files = files
    }

    /// The files under `root` in an in-memory store, keyed relative to it.
    public init(snapshot: [String: [UInt8]], root: String) {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        files = [:]
        for (path, bytes) in snapshot where path.hasPrefix(prefix) {
            files[String(path.dropFirst(prefix.count))] = bytes
        }
    }

    /// Every file under `folder` on disk (hidden ones too), keyed relative to it. A
    /// symlink is listed as an empty file, so a link written by a build would show.
    public init(path folder: String) throws {
        files = [:]
        let base = URL(fileURLWithPath: folder).standardizedFileURL.path
        var pending = [base]
        while let current = pending.popLast() {
            for name in try FileManager.default.contentsOfDirectory(atPath: current) {
                let full = current + "/" + name
                let attributes = try FileManager.default.attributesOfItem(atPath: full)
                let relative = String(full.dropFirst(base.count + 1))
                switch attributes[.type] as? FileAttributeType {
                case .typeDirectory?: pending.append(full)
                case .typeRegular?: files[relative] = Array(try Data(contentsOf: URL(fileURLWithPath: full)))
                default: files[relative] = []
                }
            }
        }
    }

    public init(disk folder: URL) throws {
        try self.init(path: folder.path)
    }

    public var paths: [String] { files.keys.sorted() }

    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every HTML page, sorted by path.
    public var htmlPages: [(path: String, html: String)] {
        paths.filter { $0.hasSuffix(".html") }.map { ($0, text($0) ?? "") }
    }

    /// The paths whose bytes differ from `other` (or that only one has), for a failure message.
    public func differences(from other: SiteTree) -> [String] {
        Set(files.keys).union(other.files.keys).filter { files[$0] != other.files[$0] }.sorted()
    }

    /// A finished site: its index page and the marker threadfold writes into every site.
    public var isComplete: Bool { files["index.html"] != nil && files[".threadfold-site"] != nil }
}
