import Foundation

/// A throw-away folder on disk for one test, with helpers to write inputs and read back
/// whole trees (absolute paths only: the CLI runs in this process, whose working folder
/// tests must not change).
struct TemporaryProject {
    let root: URL

    init(_ label: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("threadfold-cli-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    /// Every file under `relative` (hidden ones too) as relative path → bytes.
    func tree(_ relative: String) throws -> [String: Data] {
        let base = root.appendingPathComponent(relative).standardizedFileURL.path
        var files: [String: Data] = [:]
        var pending = [base]
        while let current = pending.popLast() {
            for name in try FileManager.default.contentsOfDirectory(atPath: current) {
                let full = current + "/" + name
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
                if isDirectory.boolValue { pending.append(full) } else {
                    files[String(full.dropFirst(base.count + 1))] = try Data(contentsOf: URL(fileURLWithPath: full))
                }
            }
        }
        return files
    }

    /// Names in the project folder left by an interrupted swap (`.site.staging-…`, `.site.old-…`).
    func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains(".staging-") || $0.contains(".old-") }
    }

    /// A small valid thread: 1 thread, 3 comments (one top-level with a reply chain).
    static let thread = """
    {"id": "hello", "title": "Hello", "comments": [
      {"id": "1", "user": "Ada", "content": "First."},
      {"id": "2", "parentID": "1", "user": "Lin", "content": "Reply."},
      {"id": "3", "parentID": "2", "user": "Ada", "content": "Reply to the reply."}
    ]}
    """

    /// The package's `Examples/` folder.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path
}
