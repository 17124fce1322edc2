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

    /// `Built 2,000 threads (100,412 comments) into site/ in 1.23 s — 3 warnings`
    static func build(_ report: BuildReport) -> String {
        var line = "Built \(count(report.threads, "thread")) (\(count(report.comments, "comment")), \(count(report.pages, "page"))) "
            + "into \(report.output.hasSuffix("/") ? report.output : report.output + "/") in \(duration(report.seconds))"
        if report.warningCount > 0 { line += " — \(count(report.warningCount, "warning"))" }
        return line
    }

    static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(grouped(n)) \(n == 1 ? noun : (plural ?? noun + "s"))"
    }

    static func grouped(_ n: Int) -> String { NumberText.grouped(n) }

    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}
