import Foundation

/// Splits a site dump's rows into threads by `threadID`, in first-seen order.
struct SiteDumpGrouper {
    private var order: [String] = []
    private var comments: [String: [Comment]] = [:]
    private let file: String

    init(file: String) {
        self.file = file
    }

    /// Decodes one row (and any `replies` under it) into its thread. A row without a
    /// `threadID` goes to a thread named after the file, with a warning. Returns whether the
    /// row has a `threadID` member at all (valid or not).
    @discardableResult
    mutating func add(row: Int, path: CommentPath, decoder: inout CommentDecoder, fallbackID: String) -> Bool {
        let (found, hasMember) = Self.threadID(of: row, path: path, decoder: &decoder)
        let threadID = found ?? fallbackID
        if comments[threadID] == nil {
            order.append(threadID)
            comments[threadID] = []
        }
        decoder.decode(row: row, path: path, into: &comments[threadID, default: []])
        return hasMember
    }

    /// The row's thread id (nil when it has none or it is not valid), reporting why not.
    /// The dump spill (`DumpSpill`) asks it too, to route rows by the same rule.
    static func threadID(of row: Int, path: CommentPath, decoder: inout CommentDecoder) -> (id: String?, hasMember: Bool) {
        let tape = decoder.context.tape
        guard tape.kind(row) == .object else { return (nil, false) }
        var found: Int?
        tape.forEachMember(row) { key, value in
            if tape.stringEquals(key, "threadID") { found = value }
        }
        guard let found, let id = decoder.identifier(found, path: path.text + ".threadID"), !id.isEmpty else {
            decoder.context.report(
                .warning, at: row, path: path.text,
                "this site-dump row has no threadID; it is put in the thread named after the file")
            return (nil, found != nil)
        }
        return (id, true)
    }

    /// The comments grouped under `id` (empty when none were), taken out of the grouper.
    mutating func takeComments(of id: String) -> [Comment] {
        comments.removeValue(forKey: id) ?? []
    }

    /// The threads, each titled by its id and linked to it when the id is a web address.
    /// Each thread's comments are moved out as it is made, so the grouper's arrays and the
    /// threads' never coexist in full.
    mutating func threads(format: ContentFormat) -> [CommentThread] {
        var threads: [CommentThread] = []
        threads.reserveCapacity(order.count)
        for id in order {
            let isURL = id.hasPrefix("http://") || id.hasPrefix("https://")
            // A URL id reads better decoded (`/2024/03/家庭网络/`) as the default title.
            threads.append(
                CommentThread(
                    id: id, title: id.removingPercentEncoding ?? id, url: isURL ? id : nil, contentFormat: format,
                    comments: takeComments(of: id), sourceFile: file))
        }
        return threads
    }
}
