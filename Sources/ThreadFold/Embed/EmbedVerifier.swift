import Foundation
import HTMLSanitizer

/// `threadfold embed --verify`: after the blog is built, proves on its HTML that nothing
/// was lost: every thread is on some page (a `section.threadfold` with its id), and every
/// comment of the thread has its `id="c-…"` inside that section.
public struct EmbedVerifier: Sendable {
    public struct Report: Sendable {
        public var threads = 0
        public var comments = 0
        public var pages = 0
        /// Ids of threads on no page, with the path they were looked for at.
        public var onNoPage: [(id: String, path: String?)] = []
        /// (thread id, page file, comment anchor) of every comment not on its thread's page.
        public var missing: [(thread: String, page: String, anchor: String)] = []
        public var isComplete: Bool { onNoPage.isEmpty && missing.isEmpty }
    }

    public var io: FileIO

    public init(io: FileIO = .disk) {
        self.io = io
    }

    /// The threads of `archive` checked against every `.html` file under `site`.
    public func verify(site: String, archive: Archive, urlMap: String? = nil) throws(ThemeError) -> Report {
        let map = urlMap.map { URLMap.load($0, io: io).0 } ?? URLMap()
        var sections: [String: (page: String, ids: Set<String>)] = [:]
        var report = Report(threads: archive.threads.count, comments: archive.commentCount)
        for (relative, path) in try ThemeFiles.walk(site, io: io) where relative.hasSuffix(".html") {
            report.pages += 1
            let text = String(decoding: (try? io.read(path)) ?? [], as: UTF8.self)
            for (thread, ids) in Self.sections(in: text) where sections[thread] == nil {
                sections[thread] = (relative, ids)
            }
        }
        for folded in archive.threads {
            guard let found = sections[folded.thread.id] else {
                report.onNoPage.append((folded.thread.id, map.page(of: folded.thread)?.value))
                continue
            }
            let anchors = folded.topLevel.flatMap { [$0.anchor] + $0.replies.map(\.anchor) }
            for anchor in anchors where !found.ids.contains("c-" + anchor) {
                report.missing.append((folded.thread.id, found.page, anchor))
            }
        }
        return report
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
