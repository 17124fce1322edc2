import Foundation

/// Reads every comment body of `corpus/real/` (thread JSON, flat or tree, and NDJSON dumps)
/// with JSONSerialization, so it depends on nothing but the documented input format.
enum CorpusReader {
    static func bodies(in directory: URL) throws -> [CorpusBody] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        var bodies: [CorpusBody] = []
        for name in files {
            let url = directory.appendingPathComponent(name)
            if name.hasSuffix(".json") {
                let thread = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
                let format = thread["contentFormat"] as? String ?? "markdown"
                bodies += walk(thread["comments"], file: name, format: format)
            } else if name.hasSuffix(".ndjson") {
                bodies += try ndjsonBodies(url, file: name)
            }
        }
        return bodies
    }

    private static func ndjsonBodies(_ url: URL, file: String) throws -> [CorpusBody] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").flatMap { line -> [CorpusBody] in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            let format = (object as? [String: Any])?["contentFormat"] as? String ?? "markdown"
            return walk([object], file: file, format: format)
        }
    }

    /// Comments and, for tree-shaped threads, their nested `replies`, without recursion.
    private static func walk(_ comments: Any?, file: String, format: String) -> [CorpusBody] {
        var pending = (comments as? [Any] ?? []).reversed().map { $0 }
        var bodies: [CorpusBody] = []
        while let next = pending.popLast() {
            guard let comment = next as? [String: Any] else { continue }
            let id = comment["id"].map { "\($0)" } ?? "?"
            bodies.append(CorpusBody(file: file, id: id, format: format, content: comment["content"] as? String ?? ""))
            pending += (comment["replies"] as? [Any] ?? []).reversed()
        }
        return bodies
    }
}

/// One comment body from the shared real corpus, with where it came from.
struct CorpusBody {
    let file: String
    let id: String
    let format: String
    let content: String
}
