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

    /// 100412 → "100,412": summaries are read by people.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(ch)
        }
        return n < 0 ? "-" + out : out
    }

    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}
