import Foundation
import ThreadFold

/// The one-line summaries the commands end with.
enum Summary {
    static func check(_ archive: Archive, seconds: Double) -> String {
        let topLevel = archive.commentCount - archive.replyCount
        return "Checked \(count(archive.threads.count, "thread")), \(count(archive.commentCount, "comment")) "
            + "(\(grouped(topLevel)) top-level, \(count(archive.replyCount, "reply", plural: "replies"))) in \(duration(seconds)) — "
            + "\(count(archive.errorCount, "error")), \(count(archive.warningCount, "warning"))"
    }

    static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(grouped(n)) \(n == 1 ? noun : (plural ?? noun + "s"))"
    }

    static func grouped(_ n: Int) -> String { NumberText.grouped(n) }

    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}
