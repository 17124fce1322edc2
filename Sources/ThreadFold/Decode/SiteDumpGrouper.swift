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
    /// `threadID` goes to a thread named after the file, with a warning.
    mutating func add(row: Int, path: String, decoder: inout CommentDecoder, fallbackID: String) {
        let threadID = threadID(of: row, path: path, decoder: &decoder) ?? fallbackID
        if comments[threadID] == nil {
            order.append(threadID)
            comments[threadID] = []
        }
        decoder.decode(row: row, path: path, into: &comments[threadID, default: []])
    }

    private func threadID(of row: Int, path: String, decoder: inout CommentDecoder) -> String? {
        let tape = decoder.context.tape
        guard tape.kind(row) == .object else { return nil }
        var found: Int?
        tape.forEachMember(row) { key, value in
            if tape.stringEquals(key, "threadID") { found = value }
        }
        guard let found, let id = decoder.identifier(found, path: path + ".threadID"), !id.isEmpty else {
            decoder.context.report(.warning, at: row, path: path,
                                   "this site-dump row has no threadID; it is put in the thread named after the file")
            return nil
        }
        return id
    }

    /// The threads, each titled by its id and linked to it when the id is a web address.
    func threads(format: ContentFormat) -> [Thread] {
        order.map { id in
            let isURL = id.hasPrefix("http://") || id.hasPrefix("https://")
            // A URL id reads better decoded (`/2024/03/家庭网络/`) as the default title.
            return Thread(id: id, title: id.removingPercentEncoding ?? id, url: isURL ? id : nil, contentFormat: format,
                          comments: comments[id] ?? [], sourceFile: file)
        }
    }
}
