import Foundation

/// Markdown comment bodies from the real corpus, for the benchmark: every `content` string
/// in the threads whose bodies are Markdown (Staticman, GitHub). HTML-bodied sources (HN,
/// Disqus, WordPress) are left out: they are not what cmark will be asked to render.
enum RealCommentBodies {
    static let markdownFilePrefixes = ["staticman-", "github-"]

    static func load(from directory: URL) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let chosen = names.filter { name in
            name.hasSuffix(".json") && markdownFilePrefixes.contains { name.hasPrefix($0) }
        }
        return try chosen.flatMap { name in
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            return contents(in: try JSONSerialization.jsonObject(with: data))
        }
    }

    /// Walks any JSON shape (flat lists, nested `replies`) and collects `content` strings.
    private static func contents(in value: Any) -> [String] {
        if let object = value as? [String: Any] {
            let own = (object["content"] as? String).map { [$0] } ?? []
            return own + object.filter { $0.key != "content" }.values.flatMap(contents(in:))
        }
        if let array = value as? [Any] {
            return array.flatMap(contents(in:))
        }
        return []
    }
}
