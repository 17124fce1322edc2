import Foundation

/// Finds each Staticman comment's parent from the reply fields themes use:
/// - `replying_to_uid`, `parent_id`, `replyID`: the parent's id (a value naming no comment
///   is a missing parent, reported as an orphan);
/// - `_parent`: the parent's id when it names a comment; many sites put the post's URL or
///   slug there instead, so any other value means top level;
/// - `replying_to`: an id, or (Made Mistakes and the Minimal Mistakes theme) the 1-based
///   position of the top-level comment answered, counting top-level comments in
///   file-name order.
struct StaticmanReplyResolver {
    static let idFields = ["replying_to_uid", "parent_id", "replyID"]

    private let files: [StaticmanFile]
    private let ids: Set<String>

    init(_ files: [StaticmanFile]) {
        self.files = files
        ids = Set(files.map(\.id))
    }

    func comments() -> [SourceComment] {
        let references = files.map(reference)
        let topLevel = zip(files, references).filter { $0.1 == nil }.map(\.0.id)
        return zip(files, references).map { file, reference in
            comment(file, parent: reference.map { resolve($0, topLevel: topLevel) })
        }
    }

    private enum Reference {
        case id(String)
        case position(Int)
    }

    private func reference(_ file: StaticmanFile) -> Reference? {
        for field in Self.idFields {
            if let value = text(file, field) { return .id(value) }
        }
        if let value = text(file, "_parent"), ids.contains(value) { return .id(value) }
        if let value = text(file, "replying_to") {
            if ids.contains(value) { return .id(value) }
            if let position = Int(value), position > 0 { return .position(position) }
            return .id(value)
        }
        return nil
    }

    /// The post's URL as the files' `_parent` gives it (a URL or a site path, not a
    /// comment id), the value most files agree on.
    func postURL() -> String? {
        var counts: [String: Int] = [:]
        for file in files {
            guard let value = text(file, "_parent"), !ids.contains(value),
                value.hasPrefix("http://") || value.hasPrefix("https://") || value.hasPrefix("/")
            else { continue }
            counts[value, default: 0] += 1
        }
        return counts.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
    }

    private func resolve(_ reference: Reference, topLevel: [String]) -> String {
        switch reference {
        case .id(let id): return id
        case .position(let n): return topLevel.indices.contains(n - 1) ? topLevel[n - 1] : "replying_to \(n)"
        }
    }

    private func text(_ file: StaticmanFile, _ field: String) -> String? {
        guard let value = file.fields[field]?.text?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        return value
    }

    private func comment(_ file: StaticmanFile, parent: String?) -> SourceComment {
        let message = file.fields["message"]?.text ?? ""
        let time = SourceComment.time(file.fields["date"]?.text)
        return SourceComment(
            id: file.id, parentID: parent, user: file.fields["name"]?.text ?? "",
            content: message.replacingOccurrences(of: "\r\n", with: "\n"),
            createdAt: time.iso, unreadableTime: time.unreadable)
    }
}
