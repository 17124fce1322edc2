import Foundation
import ThreadFold

/// An in-memory project for `IncrementalBuilder` tests: inputs under `/in`, the site at
/// `/site`, optional `/tpl` and `/pub`, and a log of every file the builder writes, so a
/// test can tell "bytes unchanged" from "not rewritten at all".
final class MemorySite: @unchecked Sendable {
    static let inputs = "/in"
    static let output = "/site"

    let store = MemoryFiles()
    private let lock = NSLock()
    private var writes: [String] = []

    /// Records writes (an atomic replacement writes `X.threadfold-tmp` and renames it
    /// over `X`; the log keeps `X`).
    var io: FileIO {
        let memory = FileIO.memory(store)
        return FileIO(
            read: memory.read, kind: memory.kind, list: memory.list,
            write: { [self] path, bytes in
                try memory.write(path, bytes)
                lock.withLock { writes.append(Self.logged(path)) }
            },
            rename: memory.rename, remove: memory.remove, exchange: memory.exchange)
    }

    func config(
        templates: Bool = false, publicFiles: Bool = false, commentsPerPage: Int = 100,
        urls: URLStyle = .files, search: Bool = false
    ) -> SiteConfig {
        // Without search unless asked: its background refresh would write between a
        // rebuild and the test's look at what that rebuild wrote.
        var config = SiteConfig()
        config.search = search
        config.urls = urls
        config.inputs = [Self.inputs]
        config.output = Self.output
        config.templates = templates ? "/tpl" : nil
        config.publicDirectory = publicFiles ? "/pub" : nil
        config.commentsPerPage = commentsPerPage
        return config
    }

    func put(_ path: String, _ text: String) {
        try? FileIO.memory(store).write(path, Array(text.utf8))
    }

    func delete(_ path: String) {
        try? FileIO.memory(store).remove(path)
    }

    func move(_ from: String, _ to: String) throws {
        try FileIO.memory(store).rename(from, to)
    }

    /// Site-relative path → bytes of every file in the site.
    func site() -> [String: [UInt8]] {
        let prefix = Self.output + "/"
        var files: [String: [UInt8]] = [:]
        for (path, bytes) in store.snapshot where path.hasPrefix(prefix) {
            files[String(path.dropFirst(prefix.count))] = bytes
        }
        return files
    }

    func page(_ relative: String) -> String? {
        site()[relative].map { String(decoding: $0, as: UTF8.self) }
    }

    /// Site-relative paths written since the last call (and clears the log).
    func takeWrites() -> Set<String> {
        Set(takeWriteLog())
    }

    /// The site files written since the last take, in order, once per write.
    func takeWriteLog() -> [String] {
        let prefix = Self.output + "/"
        let taken = lock.withLock { () -> [String] in
            defer { writes = [] }
            return writes
        }
        return taken.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    private static func logged(_ path: String) -> String {
        path.hasSuffix(".threadfold-tmp") ? String(path.dropLast(".threadfold-tmp".count)) : path
    }

    /// A thread file; `id: nil` leaves the id to the file name.
    static func thread(id: String?, title: String, bodies: [String]) -> String {
        let comments = bodies.enumerated().map { index, body in
            "    {\"id\": \"\(title)-\(index)\", \"user\": \"U\(index)\", \"content\": \"\(body)\"}"
        }
        let idLine = id.map { "  \"id\": \"\($0)\",\n" } ?? ""
        return "{\n\(idLine)  \"title\": \"\(title)\",\n  \"comments\": [\n\(comments.joined(separator: ",\n"))\n  ]\n}\n"
    }
}
