import Foundation
import HTMLSanitizer

/// A reddit thread's JSON (`…/comments/ID/slug.json`): an array of two listings, the post
/// and its comments. `t1` nodes are comments (replies nest in `replies`, which is "" when
/// there are none); `more` nodes are stubs for comments the file does not hold, reported.
/// Bodies are reddit markdown, which the API HTML-escapes (`&gt;` quotes, `&amp;`): they
/// are unescaped once, so a quote is a blockquote. `[deleted]`/`[removed]` bodies count as
/// deleted.
struct RedditImporter {
    static func threads(from bytes: [UInt8], path: String) throws(ImportError) -> [SourceThread] {
        try rejectJavaScript(bytes, path: path)
        let root = try JSONLookup.parse(bytes, path: path)
        guard let listings = root as? [Any], listings.count >= 2,
            let post = JSONLookup.value(listings[0], at: ["data", "children", "0", "data"])
        else {
            throw ImportError(
                path: path,
                message: "expected an array of two listings (the post, then its comments); save the thread's page URL with .json appended")
        }
        var thread = Self.thread(
            postID: JSONLookup.text(JSONLookup.value(post, "id")) ?? "post", title: JSONLookup.value(post, "title") as? String,
            permalink: JSONLookup.value(post, "permalink") as? String, subreddit: JSONLookup.value(post, "subreddit") as? String)
        var pending = nodes(in: listings[1]).reversed() as [Any]
        while let node = pending.popLast() {
            guard let data = JSONLookup.value(node, "data"), let id = JSONLookup.text(JSONLookup.value(data, "id")) else { continue }
            switch JSONLookup.value(node, "kind") as? String {
            case "t1":
                thread.comments.append(comment(data, id: id))
                pending += nodes(in: JSONLookup.value(data, "replies")).reversed()
            case "more":
                thread.comments.append(stub(data, id: id))
            default:
                continue
            }
        }
        return [thread]
    }

    /// A page saved as a script (`var data = [...];`, as some archivers write it) is not
    /// JSON: say where the JSON starts and what to strip, rather than "not valid JSON".
    private static func rejectJavaScript(_ bytes: [UInt8], path: String) throws(ImportError) {
        guard let first = bytes.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
            bytes[first] != UInt8(ascii: "["), bytes[first] != UInt8(ascii: "{"),
            let equals = bytes[first...].firstIndex(of: UInt8(ascii: "=")),
            let start = bytes[equals...].firstIndex(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{") }),
            bytes[(equals + 1)..<start].allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) })
        else { return }
        let (line, column) = position(of: first, in: bytes)
        let (dataLine, dataColumn) = position(of: start, in: bytes)
        let prefix = String(decoding: bytes[first..<start], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        throw ImportError(
            path: path, line: line, column: column,
            message: "this is JavaScript, not JSON: it starts with `\(prefix)`; delete everything before the "
                + "`\(Character(UnicodeScalar(bytes[start])))` at line \(dataLine), column \(dataColumn) "
                + "(and a `;` after the last bracket), or save the thread's URL with .json appended")
    }

    private static func position(of index: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<index]
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).unicodeScalars.count + 1
        return (line, column)
    }

    /// The children of a listing; `replies` is "" rather than a listing when empty.
    private static func nodes(in listing: Any?) -> [Any] {
        JSONLookup.value(listing, at: ["data", "children"]) as? [Any] ?? []
    }

    /// A post's thread: `reddit-ID`, its title unescaped, its page on reddit, `r/NAME`.
    /// Shared with the dump importer, so a thread reads the same from either source.
    static func thread(postID: String, title: String?, permalink: String?, subreddit: String?) -> SourceThread {
        SourceThread(
            id: "reddit-\(postID)", title: title.map(HTMLSanitizer.decodeCharacterReferences),
            url: permalink.map { "https://www.reddit.com" + $0 },
            category: subreddit.map { "r/" + $0 }, contentFormat: .markdown)
    }

    private static func parentID(_ data: Any) -> String? {
        parentID(fullname: JSONLookup.value(data, "parent_id") as? String)
    }

    /// `t1_abc` (a reply to comment abc) → `abc`; `t3_…` (the post) and nothing → top-level.
    static func parentID(fullname: String?) -> String? {
        guard let fullname, fullname.hasPrefix("t1_") else { return nil }
        return String(fullname.dropFirst(3))
    }

    private static func comment(_ data: Any, id: String) -> SourceComment {
        comment(
            id: id, parentID: parentID(data), author: JSONLookup.value(data, "author") as? String,
            body: JSONLookup.value(data, "body") as? String, createdAt: JSONLookup.time(JSONLookup.value(data, "created_utc")))
    }

    /// A comment with its body unescaped once (`&gt;` quotes become quotes); a
    /// `[deleted]` or `[removed]` body is a deleted comment. Shared with the dump importer.
    static func comment(id: String, parentID: String?, author: String?, body: String?, createdAt: String?) -> SourceComment {
        let text = HTMLSanitizer.decodeCharacterReferences(body ?? "")
        var comment = SourceComment(id: id, parentID: parentID, user: author ?? "", content: text, createdAt: createdAt)
        if isDeleted(text) { comment.status = .deleted }
        return comment
    }

    /// reddit's words for a body or self-text taken down by its author or a moderator.
    static func isDeleted(_ text: String) -> Bool {
        text == "[deleted]" || text == "[removed]"
    }

    private static func stub(_ data: Any, id: String) -> SourceComment {
        let hidden = (JSONLookup.value(data, "children") as? [Any] ?? []).compactMap(JSONLookup.text)
        let count = JSONLookup.text(JSONLookup.value(data, "count")) ?? String(hidden.count)
        let detail =
            hidden.isEmpty
            ? "a \"continue this thread\" link; its comments are not in this file"
            : "\(count) comments not in this file: \(hidden.joined(separator: ", "))"
        return SourceComment(
            id: id, parentID: parentID(data), user: "", content: "",
            status: .dropped(.moreStub, detail: detail))
    }
}
