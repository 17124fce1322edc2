import Foundation

/// Compressed inputs made by the real tools, as users' files are: `gzip`, and `zstd`
/// reading a pipe with `--long=31` as Pushshift's dumps are made, so the frame asks for
/// the 2 GB window a default decoder refuses.
public enum CompressedFiles {
    public enum Tool: String, Sendable {
        case gzip = "gz"
        case zstd = "zst"

        var command: String { self == .gzip ? "gzip -c" : "zstd -q -c --long=31" }
    }

    /// Writes `path` compressed beside it (`path.gz`, `path.zst`) and returns that path.
    @discardableResult
    public static func compress(_ path: String, with tool: Tool) throws -> String {
        let target = path + "." + tool.rawValue
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(tool.command) < \"$1\" > \"$2\"", "sh", path, target]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(tool.command) failed on \(path)"])
        }
        return target
    }

    /// The same bytes compressed, through a temporary file.
    public static func compressed(_ bytes: [UInt8], with tool: Tool) throws -> [UInt8] {
        let folder = try TemporaryFolder("compress")
        defer { folder.remove() }
        try folder.write("data", bytes)
        let target = try compress(folder.path("data"), with: tool)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: target)))
    }
}
