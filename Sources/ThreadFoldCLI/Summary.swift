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
        var line = "Built \(count(report.threads, "thread")) (\(count(report.comments, "comment")), \(count(report.threadPages, "page"))) "
            + "into \(report.output.hasSuffix("/") ? report.output : report.output + "/") in \(duration(report.seconds))"
        if report.warningCount > 0 { line += " — \(count(report.warningCount, "warning"))" }
        return line
    }

    /// `timings: load 0.412 s (33%), threads 0.700 s (57%), …` for the benchmark.
    static func timings(_ report: BuildReport) -> String {
        let order = ["load", "threads", "index", "swap"]
        let parts = order.compactMap { stage -> String? in
            guard let seconds = report.stageSeconds[stage] else { return nil }
            let share = report.seconds > 0 ? Int((seconds / report.seconds * 100).rounded()) : 0
            return String(format: "%@ %.3f s (%d%%)", stage, seconds, share)
        }
        return "timings: " + parts.joined(separator: ", ") + String(format: "; total %.3f s", report.seconds)
    }

    static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(grouped(n)) \(n == 1 ? noun : (plural ?? noun + "s"))"
    }

    static func grouped(_ n: Int) -> String { NumberText.grouped(n) }

    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}
