import Foundation
import ThreadFold

/// The one-line summaries the commands end with.
enum Summary {
    /// `more`: diagnostics found beside the archive's (the site's locale files).
    static func check(_ archive: ArchiveCheck, seconds: Double, more: [Diagnostic] = []) -> String {
        let topLevel = archive.comments - archive.replies
        var diagnostics = archive.diagnosticCount
        let others = DiagnosticCount(more)
        diagnostics.errors += others.errors
        diagnostics.warnings += others.warnings
        return "Checked \(count(archive.threads, "thread")), \(count(archive.comments, "comment")) "
            + "(\(grouped(topLevel)) top-level, \(count(archive.replies, "reply", plural: "replies"))) in \(duration(seconds)) — "
            + "\(count(diagnostics.errors, "error")), \(count(diagnostics.warnings, "warning"))"
    }

    /// `Built 2,000 threads (100,412 comments) into site/ in 1.23 s — 3 warnings`
    static func build(_ report: BuildReport) -> String {
        var line =
            "Built \(count(report.threads, "thread")) (\(count(report.comments, "comment")), \(count(report.threadPages, "page"))) "
            + "into \(report.output.hasSuffix("/") ? report.output : report.output + "/") in \(duration(report.seconds))"
        if report.warningCount > 0 { line += " — \(count(report.warningCount, "warning"))" }
        if !report.takedown.isEmpty { line += "\n" + takedown(report.takedown) }
        return line
    }

    /// `Takedowns: 3 comments removed (1 kept as a placeholder for replies), 1 thread removed, 5 comments anonymised`
    static func takedown(_ tally: TakedownTally) -> String {
        var parts = ["\(count(tally.removedComments + tally.placeholders, "comment")) removed"]
        if tally.placeholders > 0 {
            parts[0] +=
                " (\(grouped(tally.placeholders)) kept as \(tally.placeholders == 1 ? "a placeholder" : "placeholders") for replies)"
        }
        if tally.removedThreads > 0 { parts.append("\(count(tally.removedThreads, "thread")) removed whole") }
        parts.append("\(count(tally.anonymisedComments, "comment")) anonymised")
        return "Takedowns: " + parts.joined(separator: ", ")
    }

    /// Two lines for the benchmark: wall time per phase, and CPU time per stage summed
    /// over the worker threads, as shares of the process's CPU time.
    /// `timings: threads 2.100 s (95%), index …; total 2.210 s`
    /// `cpu: decode 0.310 s (11%), fold 0.040 s (1%), render …, other 0.800 s (27%); total 2.950 s`
    static func timings(_ report: BuildReport) -> String {
        let order = ["load", "threads", "index", "search", "swap"]
        let wall = order.compactMap { stage -> String? in
            guard let seconds = report.stageSeconds[stage] else { return nil }
            return line(stage, seconds, of: report.seconds)
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let stages = StageMeter.Stage.allCases.map { ($0.name, StageMeter.shared.seconds($0)) }
        let other = max(0, cpu - stages.reduce(0) { $0 + $1.1 })
        let cpuParts = (stages + [("other", other)]).map { line($0.0, $0.1, of: cpu) }
        return "timings: " + wall.joined(separator: ", ") + String(format: "; total %.3f s", report.seconds)
            + "\ncpu: " + cpuParts.joined(separator: ", ") + String(format: "; total %.3f s", cpu)
    }

    private static func line(_ name: String, _ seconds: Double, of total: Double) -> String {
        let share = total > 0 ? Int((seconds / total * 100).rounded()) : 0
        return name + String(format: " %.3f s (%d%%)", seconds, share)
    }

    static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(grouped(n)) \(n == 1 ? noun : (plural ?? noun + "s"))"
    }

    static func grouped(_ n: Int) -> String { NumberText.grouped(n) }

    static func duration(_ seconds: Double) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
    }
}
