import Dispatch

/// `threadfold check --removed SITE`: the proof that a takedown reached every output. Every
/// file of a built site (pages, feed, sitemap, search index, fragments, data files) is read
/// as text a reader or a program could get from it (JSON string escapes and HTML entities
/// decoded, tags dropped) and searched for the removed comments' text (any run of 8 words
/// or of 12 CJK characters; a shorter comment as a whole, from 4 words or 6 characters) and
/// for the anonymised names (ignoring case, as a word; a `thread-id/name` entry only in
/// files whose path holds the thread's slug).
public struct SiteTraces: Sendable {
    public static let wordRun = 8
    public static let cjkRun = 12

    /// One place a removed text or an anonymised name is still found.
    public struct Trace: Sendable, Equatable, CustomStringConvertible {
        /// Relative to the site.
        public var file: String
        public var line: Int
        public var what: String

        public var description: String { "\(file):\(line): \(what)" }
    }

    /// What is looked for, from the inputs as they are (before the takedown).
    public struct Needles: Sendable {
        /// Runs of words (lower-cased, joined by a space) and of CJK characters, by length,
        /// each with the comment it came from (`thread-id/comment-id`).
        var words: [Int: [String: String]] = [:]
        var cjk: [Int: [String: String]] = [:]
        var names: [(name: String, slug: String?)] = []
        /// Removed comments too short to trace.
        public var untraceable: [String] = []
        public var removedComments = 0

        public var isEmpty: Bool { words.isEmpty && cjk.isEmpty && names.isEmpty }
    }

    public var io: FileIO

    public init(io: FileIO = .disk) {
        self.io = io
    }

    /// The removed comments' runs and the anonymised names of `takedown`, read from `archive`.
    public static func needles(_ takedown: Takedown, archive: Archive) -> Needles {
        var needles = Needles()
        let removed = Set(takedown.remove)
        for folded in archive.threads {
            let thread = folded.thread
            let whole = removed.contains(thread.id)
            for comment in thread.comments where whole || removed.contains(thread.id + "/" + comment.id) {
                needles.removedComments += 1
                let source = thread.id + "/" + comment.id
                let text = comment.contentFormat == .html ? TraceText.strippingTags(comment.content) : comment.content
                let tokens = TraceText.tokens(text)
                let traced = add(tokens.words, length: wordRun, minimum: 4, source: source, to: &needles.words)
                let tracedCJK = add(tokens.cjk, length: cjkRun, minimum: 6, source: source, to: &needles.cjk)
                if !traced && !tracedCJK { needles.untraceable.append(source) }
            }
        }
        let slugs = Dictionary(archive.threads.map { ($0.thread.id, $0.thread.slug) }, uniquingKeysWith: { first, _ in first })
        for entry in takedown.anonymise {
            let scope = slugs.first { entry.hasPrefix($0.key + "/") && entry.count > $0.key.count + 1 }
            let name = scope.map { String(entry.dropFirst($0.key.count + 1)) } ?? entry
            guard !name.isEmpty else { continue }
            needles.names.append((name.lowercased(), scope?.value))
        }
        return needles
    }

    /// Adds the runs of `tokens` (all of `length`, or the whole when shorter but at least
    /// `minimum`); false when there are too few tokens.
    private static func add(
        _ tokens: [String], length: Int, minimum: Int, source: String, to runs: inout [Int: [String: String]]
    ) -> Bool {
        guard tokens.count >= minimum else { return false }
        let size = min(length, tokens.count)
        for start in 0...(tokens.count - size) {
            runs[size, default: [:]][tokens[start..<(start + size)].joined(separator: " ")] = source
        }
        return true
    }

    /// Every trace in every file under `site`, in path order (files read on every core).
    public func scan(site: String, needles: Needles) throws(FileIOError) -> [Trace] {
        let files = try files(under: site, relative: "")
        let results = ResultSlots<Result<[Trace], FileIOError>>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let path = site + "/" + files[i]
            do {
                // A result chunk is read as the reader's search gets it (inflated JSON).
                let raw = try io.read(path)
                let bytes = files[i].hasPrefix("search/d/") ? SearchChunkCodec.readable(raw) : raw
                results[i] = .success(scan(bytes, file: files[i], needles: needles))
            } catch {
                results[i] = .failure(FileIOError(path: path, message: FileIOError.reason(error)))
            }
        }
        var traces: [Trace] = []
        for result in results.values {
            switch result {
            case .success(let found)?: traces += found
            case .failure(let error)?: throw error
            case nil: continue
            }
        }
        return traces
    }

    func scan(_ bytes: [UInt8], file: String, needles: Needles) -> [Trace] {
        var traces: [Trace] = []
        var stream = TraceText.Stream()
        var seen: Set<String> = []
        for (number, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = stream.decode(String(decoding: raw, as: UTF8.self))
            let lower = line.lowercased()
            for (name, slug) in needles.names where slug.map({ Self.file(file, isOf: $0) }) ?? true {
                if TraceText.holds(name, in: lower), seen.insert("name \(name) \(number)").inserted {
                    traces.append(Trace(file: file, line: number + 1, what: "anonymised name \"\(name)\""))
                }
            }
            stream.append(TraceText.tokens(line), line: number + 1)
        }
        for (source, line) in stream.matches(needles) where seen.insert("\(source) \(line)").inserted {
            traces.append(Trace(file: file, line: line, what: "text of removed comment \(source)"))
        }
        return traces.sorted { ($0.line, $0.what) < ($1.line, $1.what) }
    }

    /// Whether `file` is one of a thread's own: a page (`t/<slug>.html`, `t/<slug>.2.html`,
    /// `t/<slug>/…`) or a fragment (`fragments/<slug>.html`).
    static func file(_ file: String, isOf slug: String) -> Bool {
        let parts = file.split(separator: "/")
        return parts.last?.hasPrefix(slug + ".") == true || parts.dropFirst().dropLast().contains { $0 == slug }
    }

    private func files(under folder: String, relative: String) throws(FileIOError) -> [String] {
        let path = relative.isEmpty ? folder : folder + "/" + relative
        let names: [String]
        do { names = try io.list(path).sorted() } catch {
            throw FileIOError(path: path, message: FileIOError.reason(error))
        }
        var found: [String] = []
        for name in names {
            let child = relative.isEmpty ? name : relative + "/" + name
            switch io.kind(folder + "/" + child) {
            case .folder: found += try files(under: folder, relative: child)
            case .file: found.append(child)
            case .missing: continue
            }
        }
        return found
    }
}
