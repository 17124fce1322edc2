import Foundation
import ThreadFold

/// A posts folder (Jekyll's `_posts/2016-05-14-improving-jekyll-static-comments.md`,
/// Hexo's `source/_posts`, Hugo's `content/posts`, YAML front matter), read for each
/// post's title and permalink, found by slug (the front matter's `slug`, else the file
/// name without its date and extension, else for `index.md` its folder's name) — the
/// name of a Staticman post's comments folder, or the last part of a widget's page path —
/// or by the front matter's `permalink` or `url`.
struct StaticmanPosts {
    struct Post: Equatable {
        var title: String?
        var permalink: String?
    }

    private var bySlug: [String: Post] = [:]
    private var byPermalink: [String: Post] = [:]

    init(folder: String, io: FileIO) throws(ImportError) {
        guard io.kind(folder) == .folder else {
            throw ImportError(path: folder, message: "--posts needs the site's posts folder (_posts), and this is not a folder")
        }
        try read(folder, io: io, depth: 0)
    }

    func post(slug: String) -> Post? {
        bySlug[slug]
    }

    /// The post a widget's page path (`/2022/05/15/ceremony-300days/`) is for: the one
    /// whose `permalink` or `url` is that path, else the one whose slug is its last part
    /// (without `.html`).
    func post(pagePath: String) -> Post? {
        if let post = byPermalink[Self.trimmedPath(pagePath)] { return post }
        guard var last = pagePath.split(separator: "/").last(where: { !$0.hasPrefix("index.") }) else { return nil }
        // Hexo's `:title.html` permalinks: the slug without the extension.
        for suffix in [".html", ".htm"] where last.hasSuffix(suffix) { last = last.dropLast(suffix.count) }
        return bySlug[last.removingPercentEncoding ?? String(last)]
    }

    /// `/a/`, `a`, `/a/index.html` → `/a`.
    private static func trimmedPath(_ path: String) -> String {
        var path = path.removingPercentEncoding ?? path
        if path.hasSuffix("/index.html") { path.removeLast("index.html".count) }
        path = "/" + path.split(separator: "/").joined(separator: "/")
        return path
    }

    private mutating func read(_ folder: String, io: FileIO, depth: Int) throws(ImportError) {
        let names: [String]
        do { names = try io.list(folder).filter { !$0.hasPrefix(".") }.sorted() } catch {
            throw ImportError(path: folder, message: "cannot list this folder: \(error)")
        }
        for name in names {
            let path = folder + "/" + name
            if io.kind(path) == .folder {
                if depth < 4 { try read(path, io: io, depth: depth + 1) }
                continue
            }
            guard [".md", ".markdown", ".html"].contains(where: name.hasSuffix), let bytes = try? io.read(path),
                let fields = try Self.frontMatter(bytes, path: path)
            else { continue }
            let permalink = fields["permalink"]?.text ?? fields["url"]?.text
            let post = Post(title: fields["title"]?.text, permalink: permalink)
            let bundle = name.hasPrefix("index.") || name.hasPrefix("_index.")
            let fileSlug = bundle ? (folder.split(separator: "/").last.map(String.init) ?? name) : Self.slug(fileName: name)
            bySlug[fields["slug"]?.text ?? fileSlug] = post
            if let permalink { byPermalink[Self.trimmedPath(permalink)] = post }
        }
    }

    /// `2016-05-14-my-post.md` → `my-post`.
    static func slug(fileName: String) -> String {
        var stem = Substring(fileName)
        if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
        let parts = stem.split(separator: "-", maxSplits: 3, omittingEmptySubsequences: false)
        if parts.count == 4, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            (parts[0] + parts[1] + parts[2]).allSatisfy(\.isASCII) && (parts[0] + parts[1] + parts[2]).allSatisfy(\.isNumber)
        {
            return String(parts[3])
        }
        return String(stem)
    }

    /// The YAML between a leading `---` line and the next `---` line, or nil without one.
    private static func frontMatter(_ bytes: [UInt8], path: String) throws(ImportError) -> YAMLValue? {
        let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        guard text.hasPrefix("---\n") else { return nil }
        let rest = text.dropFirst(4)
        guard let end = rest.range(of: "\n---") ?? (rest.hasPrefix("---") ? rest.startIndex..<rest.startIndex : nil) else { return nil }
        return try YAMLReader.read(Array(rest[..<end.lowerBound].utf8), path: path)
    }
}
