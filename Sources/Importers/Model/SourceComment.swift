import Foundation
import ThreadFold

/// One comment as a source export gives it, before deciding what is carried over.
/// Only public fields are ever stored here: importers never read e-mail addresses, IP
/// addresses or user agents into it, so nothing downstream can write them out.
struct SourceComment: Sendable, Equatable {
    /// Reads a source's time field: the ISO text, and whether a time given was unreadable.
    static func time(_ raw: String?) -> (iso: String?, unreadable: Bool) {
        guard let raw, !raw.trimmingCharacters(in: .whitespaces).isEmpty else { return (nil, false) }
        let iso = TimeText.normalize(raw)
        return (iso, iso == nil)
    }

    enum Status: Sendable, Equatable {
        case carried
        case deleted
        case dropped(ImportReport.Reason, detail: String)
    }

    var id: String
    /// `nil` for a top-level comment.
    var parentID: String?
    var user: String
    var content: String
    /// ISO 8601, already normalised by `TimeText`.
    var createdAt: String?
    var status: Status = .carried
    /// The source's own anchors for this comment (`comment-123`), so old links keep working.
    var aliases: [String] = []
    /// The source gave a time that could not be read; reported, and written without one.
    var unreadableTime = false
    /// A body format other than the thread's (GitHub: rendered HTML beside markdown).
    var contentFormat: ContentFormat?
    /// Pinned by the site's owner (Waline's `sticky`, Twikoo's `top`): shown first.
    var pinned = false
    /// Readers' likes (`like`, `ups`, `vote_up`); 0 when none or not counted.
    var likes = 0
}
