import Foundation

/// A throw-away folder for one test, with helpers to write inputs and read back whole
/// trees. Paths are absolute: the CLI runs in this process, whose working folder tests
/// must not change.
struct TemporaryFolder {
    let root: URL

    init(_ label: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("threadfold-hostile-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// A folder that already exists (a mount point), not removed by `remove()` callers' choice.
    init(existing root: URL) {
        self.root = root
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, Array(text.utf8))
    }

    /// Every file under `relative` (hidden ones too) as relative path → bytes; symlinks
    /// are listed as files so that a link written by the build would show.
    func tree(_ relative: String = "") throws -> [String: Data] {
        let base = root.appendingPathComponent(relative).standardizedFileURL.path
        var files: [String: Data] = [:]
        var pending = [base]
        while let current = pending.popLast() {
            for name in try FileManager.default.contentsOfDirectory(atPath: current) {
                let full = current + "/" + name
                let attributes = try FileManager.default.attributesOfItem(atPath: full)
                let relativePath = String(full.dropFirst(base.count + 1))
                switch attributes[.type] as? FileAttributeType {
                case .typeDirectory?: pending.append(full)
                case .typeRegular?: files[relativePath] = try Data(contentsOf: URL(fileURLWithPath: full))
                default: files[relativePath] = Data()
                }
            }
        }
        return files
    }

    /// Names beside the site left by an interrupted swap (`.site.staging-…`, `.site.old-…`).
    func leftovers(in relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(relative)).filter { $0.contains(".staging-") || $0.contains(".old-") }.sorted()
    }
}
