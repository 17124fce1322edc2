import Foundation
import ThreadFold

/// What the two GitHub importers (discussions for giscus, issues for utterances) share:
/// the JSON files of SOURCE, connections, authors, bodies, and the page a thread belongs to.
struct GitHubExport {
    /// Threads as read, and what the report says about them beyond the shared lists.
    struct Read {
        var threads: [SourceThread] = []
        var gaps = ImportReport.GitHubGaps()
    }

    /// Every JSON value in SOURCE (a file, or a folder's `*.json` in sorted order), with its file.
    static func documents(_ source: String, io: FileIO) throws(ImportError) -> [(path: String, value: Any)] {
        guard io.kind(source) != .missing else { throw ImportError(path: source, message: "no such file or folder") }
        let files = InputFiles.collect([source], io: io).files.filter { $0.hasSuffix(".json") }
        guard !files.isEmpty else { throw ImportError(path: source, message: "no .json files here; give the file(s) gh api wrote") }
        var documents: [(path: String, value: Any)] = []
        for file in files {
            let bytes: [UInt8]
            do { bytes = try io.read(file) } catch { throw ImportError(path: file, message: "cannot read this file: \(error)") }
            for value in try JSONDocuments.parse(bytes, path: file) {
                try rejectGraphQLErrors(value, path: file)
                documents.append((file, value))
            }
        }
        return documents
    }

    /// A query that failed comes back as `{"errors": [...]}` without data: say so, not "no discussions".
    private static func rejectGraphQLErrors(_ value: Any, path: String) throws(ImportError) {
        guard let errors = JSONLookup.value(value, "errors") as? [Any], JSONLookup.value(value, "data") == nil else { return }
        let messages = errors.compactMap { JSONLookup.value($0, "message") as? String }
        throw ImportError(path: path, message: "GitHub answered with errors, not data: " + messages.joined(separator: "; "))
    }

    /// A GraphQL connection's items, as `nodes` or as `edges[].node`.
    static func nodes(_ connection: Any?) -> [Any] {
        if let nodes = JSONLookup.value(connection, "nodes") as? [Any] { return nodes }
        let edges = JSONLookup.value(connection, "edges") as? [Any] ?? []
        return edges.compactMap { JSONLookup.value($0, "node") }
    }

    /// The login; `ghost` when the account was deleted (GitHub then gives no author).
    static func login(_ author: Any?) -> String {
        (JSONLookup.value(author, "login") as? String).flatMap { $0.isEmpty ? nil : $0 } ?? "ghost"
    }

    /// GitHub's rendered HTML when the export has it (it keeps tables, task lists and
    /// strikethrough), else the markdown source, whose GFM extras are listed for the report.
    static func body(html: Any?, markdown: Any?) -> (content: String, format: ContentFormat, gfm: [String]) {
        if let html = html as? String, !html.isEmpty { return (html, .html, []) }
        let text = markdown as? String ?? ""
        return (text, .markdown, GitHubMarkdown.featuresShownAsText(text))
    }

    /// The page a widget's thread belongs to. Both widgets write a link to it into the
    /// body they open the thread with (utterances `[url](url)`, giscus the bare URL), and
    /// title it by the mapping: a URL or pathname is the page itself, a page title is not.
    static func page(title: String?, body: String?) -> String? {
        for line in (body ?? "").split(separator: "\n").reversed() {
            if let link = GitHubMarkdown.linkLine(String(line)) { return link }
        }
        guard let title = title?.trimmingCharacters(in: .whitespaces) else { return nil }
        let isPage = title.hasPrefix("/") || title.hasPrefix("https://") || title.hasPrefix("http://")
        return isPage && !title.contains(" ") ? title : nil
    }

    /// How the report names a thread without a page: its id, title and GitHub URL.
    static func unmappedName(_ thread: SourceThread) -> String {
        thread.id + (thread.title.map { " \"\($0)\"" } ?? "") + (thread.url.map { " (\($0))" } ?? "")
    }

    /// A widget's body starts `# <page title>`: a better title than a pathname.
    static func title(_ title: String?, body: String?) -> String? {
        guard let first = body?.split(separator: "\n", maxSplits: 1).first, first.hasPrefix("# ") else { return title }
        let heading = first.dropFirst(2).trimmingCharacters(in: .whitespacesAndNewlines)
        return heading.isEmpty ? title : heading
    }

    /// Hidden as spam, abuse or off-topic: not carried. Outdated, resolved and duplicate
    /// comments are hidden too, but they are the conversation, so they are kept.
    static func minimizedReason(_ node: Any) -> String? {
        guard JSONLookup.value(node, "isMinimized") as? Bool == true else { return nil }
        let reason = (JSONLookup.value(node, "minimizedReason") as? String ?? "").lowercased().replacingOccurrences(of: "_", with: "-")
        return ["spam", "abuse", "off-topic"].contains(reason) ? reason : nil
    }

    /// The thread is HTML when any comment came with GitHub's HTML; comments in the other
    /// format say so themselves.
    static func settleFormat(_ thread: inout SourceThread) {
        thread.contentFormat = thread.comments.contains { $0.contentFormat == .html } ? .html : .markdown
        for index in thread.comments.indices where thread.comments[index].contentFormat == thread.contentFormat {
            thread.comments[index].contentFormat = nil
        }
    }
}
