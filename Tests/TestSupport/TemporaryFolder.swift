import Foundation

/// A throw-away folder for one test, with helpers to write inputs and read back whole
/// trees. Paths are absolute: the CLI runs in this process, whose working folder tests
/// must not change.
public struct TemporaryFolder: Sendable {
    public let root: URL

    public init(_ label: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("threadfold-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// A folder that already exists (a mount point); the caller decides whether to remove it.
    public init(existing root: URL) {
        self.root = root
    }

    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    public func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    public func write(_ relative: String, _ bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    public func write(_ relative: String, _ text: String) throws {
        try write(relative, Array(text.utf8))
    }

    /// Every file under `relative` (hidden ones too) as relative path → bytes.
    public func tree(_ relative: String = "") throws -> [String: [UInt8]] {
        try SiteTree(path: path(relative)).files
    }

    /// Names beside the site left by an interrupted swap (`.site.staging-…`, `.site.old-…`).
    public func leftovers(in relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative))
            .filter { $0.contains(".staging-") || $0.contains(".old-") }.sorted()
    }
}

#if canImport(XCTest)
    import XCTest

    extension TemporaryFolder {
        /// A folder for one test that XCTest removes when the test ends, however it ends:
        /// no `defer` or `tearDown` to write, or to forget.
        public init(_ label: String, removedAfter test: XCTestCase) throws {
            try self.init(label)
            let folder = self
            test.addTeardownBlock { folder.remove() }
        }
    }
#endif
