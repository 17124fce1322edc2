import Foundation
import TestSupport
import ThreadFoldCLI

/// Runs one bad-data case in a fresh folder and lists every way the outcome differs from
/// the documented one (an empty list means the case holds).
struct BadDataCaseRunner {
    let item: BadDataCase

    init(_ item: BadDataCase) {
        self.item = item
    }

    func problems() throws -> [String] {
        let folder = try TemporaryFolder("bad")
        defer { folder.remove() }
        for (name, bytes) in item.files { try folder.write("in/" + name, bytes) }
        let check = CLIRun(["check", folder.path("in")])
        var problems = judge(check, command: "check")
        guard item.builds else { return problems }
        let build = CLIRun(["build", folder.path("in"), "-o", folder.path("out"), "--quiet"])
        if item.isError {
            if build.code != .dataError { problems.append("build exited \(build.code), not 65: \(build.all.prefix(300))") }
            if FileManager.default.fileExists(atPath: folder.path("out")) { problems.append("a failed build wrote an output folder") }
        } else {
            if build.code != .ok { problems.append("build exited \(build.code): \(build.all.prefix(300))") }
            problems += try pagesStayInside(folder)
        }
        return problems
    }

    private func judge(_ run: CLIRun, command: String) -> [String] {
        var problems: [String] = []
        let shown = String(run.all.prefix(400))
        switch item.outcome {
        case .dataError(let file, let line, let path, let comments):
            if run.code != .dataError { problems.append("\(command) exited \(run.code), not 65: \(shown)") }
            let errors = run.err.split(separator: "\n").filter { $0.contains(": error: ") }
            if !errors.contains(where: { $0.contains(file + ":\(line):") }) {
                problems.append("no error names \(file):\(line): — \(shown)")
            }
            if let path, !errors.contains(where: { $0.contains("(at \(path))") }) {
                problems.append("no error names the JSON path \(path): \(shown)")
            }
            if let comments, run.commentCount != comments {
                problems.append("kept \(run.commentCount.map(String.init) ?? "?") comments, expected \(comments)")
            }
        case .warning(let comments, let says):
            if run.code != .ok { problems.append("\(command) exited \(run.code), not 0: \(shown)") }
            if !run.warnings.contains(where: { says.isEmpty || $0.contains(says) }) {
                problems.append("no warning saying '\(says)': \(shown)")
            }
            if run.commentCount != comments {
                problems.append("kept \(run.commentCount.map(String.init) ?? "?") comments, expected \(comments)")
            }
        case .clean(let comments):
            if run.code != .ok { problems.append("\(command) exited \(run.code), not 0: \(shown)") }
            if !run.warnings.isEmpty { problems.append("unexpected warnings: \(run.warnings.prefix(3))") }
            if run.commentCount != comments {
                problems.append("kept \(run.commentCount.map(String.init) ?? "?") comments, expected \(comments)")
            }
        }
        return problems
    }

    /// Nothing but `in/` and `out/` in the case's folder, and every thread page a safe name.
    private func pagesStayInside(_ folder: TemporaryFolder) throws -> [String] {
        var problems: [String] = []
        let outside = try FileManager.default.contentsOfDirectory(atPath: folder.root.path).filter { $0 != "in" && $0 != "out" }
        if !outside.isEmpty { problems.append("the build wrote outside the output folder: \(outside)") }
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: folder.path("out/t"))) ?? []
        for name in threads where name.range(of: #"^[A-Za-z0-9_][A-Za-z0-9_-]*(\.[0-9]+)?\.html$"#, options: .regularExpression) == nil {
            problems.append("thread page with an unsafe name: \(name.debugDescription)")
        }
        if case .clean = item.outcome, threads.isEmpty, item.files.count == 1, !item.name.contains("empty") {
            problems.append("no thread page was written")
        }
        return problems
    }
}
