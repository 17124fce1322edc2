import Foundation
import HTMLSanitizer

/// `threadfold embed --verify`: after the blog is built, proves on its HTML that nothing
/// was lost: every thread is on its own page (the one its `url` or the URL map names,
/// matched also when the blog's pages sit under a base path), and every comment of the
/// thread has its `id="c-…"` inside its `section.threadfold` there.
public struct EmbedVerifier: Sendable {
    public struct Report: Sendable {
        public var threads = 0
        public var comments = 0
        public var pages = 0
        /// Threads on no page: the path they belong on, and the page of the site whose path
        /// comes closest to it (same last segments), if any.
        public var onNoPage: [(id: String, path: String?, closest: String?)] = []
        /// Threads not on their own page but on others: where they belong and where they are.
        public var elsewhere: [(id: String, path: String, pages: [String])] = []
        /// Threads on their own page and on others too (a list page that shows whole posts).
        public var alsoOn: [(id: String, pages: [String])] = []
        /// (thread id, page file, comment anchor) of every comment not on its thread's page.
        public var missing: [(thread: String, page: String, anchor: String)] = []
        /// The path the blog's pages are under and threads' paths were matched without
        /// (`/notes` for a Hugo `baseURL` of `https://host/notes/`), when there is one.
        public var basePath: String?
        /// Files of the built site that hold thread data as it was given (a generator that
        /// published the inputs): readers can download them whole.
        public var rawThreadFiles: [String] = []
        public var isComplete: Bool { onNoPage.isEmpty && missing.isEmpty && elsewhere.isEmpty }
    }

    public var io: FileIO

    public init(io: FileIO = .disk) {
        self.io = io
    }

    /// Every `section.threadfold` of the site: per thread id, the pages it is on (site
    /// paths and files) with the ids inside it.
    private typealias Found = [String: [(path: PagePath, file: String, ids: Set<String>)]]

    /// The threads of `archive` checked against every `.html` file under `site`.
    public func verify(site: String, archive: Archive, urlMap: String? = nil) throws(ThemeError) -> Report {
        let map = urlMap.map { URLMap.load($0, io: io).0 } ?? URLMap()
        var found: Found = [:]
        var report = Report(threads: archive.threads.count, comments: archive.commentCount)
        var pagePaths: [PagePath] = []
        for (relative, path) in try ThemeFiles.walk(site, io: io) {
            if relative.hasSuffix(".json") {
                if isThreadData(path) { report.rawThreadFiles.append(relative) }
                continue
            }
            guard relative.hasSuffix(".html") else { continue }
            report.pages += 1
            let page = PagePath(normalising: "/" + relative)
            pagePaths.append(page)
            let text = String(decoding: (try? io.read(path)) ?? [], as: UTF8.self)
            for (thread, ids) in Self.sections(in: text) { found[thread, default: []].append((page, relative, ids)) }
        }
        let expected = Dictionary(archive.threads.map { ($0.thread.id, map.page(of: $0.thread)) }, uniquingKeysWith: { a, _ in a })
        let base = Self.basePath(expected: expected, found: found)
        report.basePath = base.isEmpty ? nil : base
        for folded in archive.threads {
            let id = folded.thread.id
            let own = expected[id] ?? nil
            let pages = found[id] ?? []
            guard !pages.isEmpty else {
                report.onNoPage.append((id, own?.value, own.flatMap { Self.closest(to: $0, in: pagePaths)?.value }))
                continue
            }
            let home = own.map { own in pages.filter { Self.matches($0.path, own, base: base) } } ?? pages
            guard let first = home.first else {
                report.elsewhere.append((id, own?.value ?? "", pages.map(\.file)))
                continue
            }
            if pages.count > 1 { report.alsoOn.append((id, pages.map(\.file).filter { $0 != first.file })) }
            let anchors = folded.topLevel.flatMap { [$0.anchor] + $0.replies.map(\.anchor) }
            for anchor in anchors where !first.ids.contains("c-" + anchor) {
                report.missing.append((id, first.file, anchor))
            }
        }
        return report
    }

    /// Whether a page at `page` is the one at `own`: the same path, or the same under the
    /// blog's base path.
    static func matches(_ page: PagePath, _ own: PagePath, base: String) -> Bool {
        page == own || (!base.isEmpty && own.value == base + (page.value == "/" ? "" : page.value))
    }

    /// The base path most threads found away from their own path have in common: their
    /// path is the base followed by the page's (`/notes` + `/about`). Empty when none.
    static func basePath(expected: [String: PagePath?], found: [String: [(path: PagePath, file: String, ids: Set<String>)]]) -> String {
        var counts: [String: Int] = [:]
        for (id, pages) in found {
            guard let own = expected[id] ?? nil, !pages.contains(where: { $0.path == own }) else { continue }
            for page in pages where page.path.value != "/" && own.value.hasSuffix(page.path.value) {
                let base = String(own.value.dropLast(page.path.value.count))
                if !base.isEmpty && base.hasPrefix("/") && !base.hasSuffix("/") { counts[base, default: 0] += 1 }
            }
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? ""
    }

    /// The page whose path shares the most last segments with `path` (at least one).
    static func closest(to path: PagePath, in pages: [PagePath]) -> PagePath? {
        let segments = path.value.split(separator: "/")
        func shared(_ page: PagePath) -> Int {
            zip(segments.reversed(), page.value.split(separator: "/").reversed()).prefix { $0 == $1 }.count
        }
        let best = pages.max { (shared($0), $1.value) < (shared($1), $0.value) }
        return best.flatMap { shared($0) > 0 ? $0 : nil }
    }

    /// A JSON file that looks like threadfold's thread data (or an export of comments).
    private func isThreadData(_ path: String) -> Bool {
        guard let bytes = try? io.read(path), bytes.count < 64 << 20 else { return false }
        let text = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
        return text.contains("\"comments\"") && (text.contains("\"createdAt\"") || text.contains("\"content\""))
    }

    private static let sectionStart = "<section class=\"threadfold"
    private static let idAttribute = " id=\""

    /// Each `section.threadfold` of a page: its thread id and the ids inside it (up to the
    /// next such section). Bodies cannot fake either: their quotes are escaped.
    static func sections(in text: String) -> [(String, Set<String>)] {
        let parts = text.components(separatedBy: sectionStart).dropFirst()
        return parts.compactMap { part -> (String, Set<String>)? in
            guard let thread = attribute("data-thread=\"", in: part[...]) else { return nil }
            var ids = Set<String>()
            var rest = part[...]
            while let range = rest.range(of: idAttribute) {
                rest = rest[range.upperBound...]
                if let end = rest.firstIndex(of: "\"") { ids.insert(HTMLSanitizer.decodeCharacterReferences(String(rest[..<end]))) }
            }
            return (HTMLSanitizer.decodeCharacterReferences(thread), ids)
        }
    }

    private static func attribute(_ name: String, in text: Substring) -> String? {
        guard let start = text.range(of: name), let end = text[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(text[start.upperBound..<end])
    }
}
