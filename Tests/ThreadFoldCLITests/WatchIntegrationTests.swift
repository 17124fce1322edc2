import Foundation
import TestSupport
import ThreadFoldCLI
import XCTest

/// `threadfold watch` as a user runs it: the built binary as a child process on a
/// temporary project, one file-system change per step, the site checked after the
/// rebuild line (or error line) that step caused.
final class WatchIntegrationTests: XCTestCase {
    private var project: TemporaryFolder?
    private var child: Child?

    override func tearDown() {
        child?.stopIfRunning()
        project?.remove()
        super.tearDown()
    }

    // MARK: - Steps

    func testEditChangesOnlyThatThreadsPage() throws {
        let (project, watch) = try startWatch()
        let untouched = try Self.fileStamp(project.path("site/t/b.html"))
        let line = try watch.step("edit a.json", expect: Self.isRebuilt) {
            try project.write("in/a.json", Self.thread(id: "a", title: "Alpha", bodies: ["alpha edited"]))
        }
        XCTAssertTrue(line.contains("a.json"), "the rebuild line names the changed file: \(line)")
        XCTAssertTrue(try Self.text(project, "site/t/a.html").contains("alpha edited"))
        XCTAssertEqual(
            try Self.fileStamp(project.path("site/t/b.html")), untouched,
            "a page whose thread did not change keeps its mtime and inode")
    }

    func testAddedThreadGetsItsPage() throws {
        let (project, watch) = try startWatch()
        _ = try watch.step("add c.json", expect: Self.isRebuilt) {
            try project.write("in/c.json", Self.thread(id: "c", title: "Gamma", bodies: ["gamma body"]))
        }
        XCTAssertTrue(try Self.text(project, "site/t/c.html").contains("gamma body"))
        XCTAssertTrue(try Self.text(project, "site/index.html").contains("Gamma"))
    }

    /// `n.json` has no id, so its id (and its page) follows the file name.
    func testRenamedFileMovesItsPages() throws {
        let (project, watch) = try startWatch()
        XCTAssertTrue(project.exists("site/t/n.html"))
        _ = try watch.step("mv n.json m.json", expect: Self.isRebuilt) {
            try FileManager.default.moveItem(atPath: project.path("in/n.json"), toPath: project.path("in/m.json"))
        }
        XCTAssertTrue(try Self.text(project, "site/t/m.html").contains("nameless body"))
        XCTAssertFalse(project.exists("site/t/n.html"), "the old page is removed")
    }

    func testDeletedThreadLosesItsPage() throws {
        let (project, watch) = try startWatch()
        _ = try watch.step("rm b.json", expect: Self.isRebuilt) {
            try FileManager.default.removeItem(atPath: project.path("in/b.json"))
        }
        XCTAssertFalse(project.exists("site/t/b.html"))
        XCTAssertFalse(try Self.text(project, "site/index.html").contains("Beta"))
        XCTAssertTrue(project.exists("site/t/a.html"))
    }

    /// `--urls folders`: a thread's pages in their own folder, which goes with the thread.
    func testFoldersStyleDeletedThreadLosesItsFolder() throws {
        let (project, watch) = try startWatch(["--urls", "folders"], firstPage: "site/t/a/index.html")
        XCTAssertTrue(project.exists("site/t/b/index.html"))
        _ = try watch.step("rm b.json", expect: Self.isRebuilt) {
            try FileManager.default.removeItem(atPath: project.path("in/b.json"))
        }
        XCTAssertFalse(project.exists("site/t/b"), "the emptied folder is removed too")
        XCTAssertTrue(project.exists("site/t/a/index.html"))
    }

    func testBrokenJSONKeepsTheSiteAndFixingRecovers() throws {
        let (project, watch) = try startWatch()
        let before = try project.tree("site")
        let broken = Self.thread(id: "a", title: "Alpha", bodies: ["never shown"]) + "\n  @@\n"
        let position = try XCTUnwrap(Self.position(of: "@@", in: broken))
        let error = try watch.step("break a.json", expect: Self.isError) { try project.write("in/a.json", broken) }
        XCTAssertTrue(error.contains("a.json:\(position.line):\(position.column): error"), "file:line:col expected in: \(error)")
        XCTAssertEqual(try project.tree("site"), before, "a failed rebuild leaves the site byte-identical")
        _ = try watch.step("fix a.json", expect: Self.isRebuilt) {
            try project.write("in/a.json", Self.thread(id: "a", title: "Alpha", bodies: ["fixed again"]))
        }
        XCTAssertTrue(try Self.text(project, "site/t/a.html").contains("fixed again"))
    }

    func testTemplateEditRewritesEveryPage() throws {
        let (project, watch) = try startWatch()
        let layout = try Self.text(project, "proj/Templates/layout.mustache")
        _ = try watch.step("edit layout.mustache", expect: Self.isRebuilt) {
            try project.write("proj/Templates/layout.mustache", layout + "<!-- layout v2 -->\n")
        }
        let pages = try project.tree("site").filter { $0.key.hasSuffix(".html") }
        XCTAssertGreaterThanOrEqual(pages.count, 5, "\(pages.keys.sorted())")
        for (path, bytes) in pages {
            XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("<!-- layout v2 -->"), path)
        }
    }

    /// Editors save by writing a temporary file and renaming it over the original.
    func testSaveByRenameIsAnEdit() throws {
        let (project, watch) = try startWatch()
        _ = try watch.step("rename over a.json", expect: Self.isRebuilt) {
            try project.write("in/.a.json.tmp-1", Self.thread(id: "a", title: "Alpha", bodies: ["saved by rename"]))
            guard rename(project.path("in/.a.json.tmp-1"), project.path("in/a.json")) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        }
        XCTAssertTrue(try Self.text(project, "site/t/a.html").contains("saved by rename"))
    }

    func testFolderCreatedLaterIsWatched() throws {
        let (project, watch) = try startWatch()
        _ = try watch.step("mkdir in/2025 + d.json", expect: Self.isRebuilt) {
            try project.write("in/2025/d.json", Self.thread(id: "d", title: "Delta", bodies: ["delta body"]))
        }
        XCTAssertTrue(try Self.text(project, "site/t/d.html").contains("delta body"))
        _ = try watch.step("edit in/2025/d.json", expect: Self.isRebuilt) {
            try project.write("in/2025/d.json", Self.thread(id: "d", title: "Delta", bodies: ["delta again"]))
        }
        XCTAssertTrue(try Self.text(project, "site/t/d.html").contains("delta again"))
    }

    func testInterruptExitsZeroAndLeavesNoStagingFolder() throws {
        let (project, watch) = try startWatch()
        _ = try watch.step("edit a.json", expect: Self.isRebuilt) {
            try project.write("in/a.json", Self.thread(id: "a", title: "Alpha", bodies: ["before stop"]))
        }
        let status = watch.interrupt()
        XCTAssertEqual(status, 0, "Ctrl-C ends watch with exit 0; output:\n\(watch.transcript)")
        XCTAssertEqual(try project.leftovers(), [])
        XCTAssertTrue(project.exists("site/t/a.html"))
    }

    // MARK: - Setting up

    /// A project with `in/{a,b,n}.json`, the whole theme ejected into `proj/` (`threadfold
    /// init`, then `theme eject`),
    /// and `watch` running on it (past its "Watching" line) with `options` added.
    private func startWatch(_ options: [String] = [], firstPage: String = "site/t/a.html") throws -> (TemporaryFolder, Child) {
        let project = try Self.makeProject("watch")
        self.project = project
        let watch = try Child(
            arguments: [
                "watch", project.path("in"), "-o", project.path("site"),
                "--templates", project.path("proj/Templates"),
            ] + options, directory: project.root.path)
        child = watch
        try watch.waitForLine("start", where: { $0.hasPrefix("Watching") })
        XCTAssertTrue(project.exists(firstPage), watch.transcript)
        return (project, watch)
    }

    static func makeProject(_ label: String) throws -> TemporaryFolder {
        _ = try PackagePaths.threadfoldBinary()
        let project = try TemporaryFolder(label)
        let created = CLIRun(["init", project.path("proj")])
        guard created.code == .ok else { throw XCTSkip("threadfold init failed: \(created.all)") }
        let ejected = CLIRun(["theme", "eject", "--config", project.path("proj/threadfold.json")])
        guard ejected.code == .ok else {
            throw NSError(
                domain: "WatchIntegrationTests", code: 1, userInfo: [NSLocalizedDescriptionKey: "theme eject failed: \(ejected.all)"])
        }
        try project.write("in/a.json", thread(id: "a", title: "Alpha", bodies: ["alpha body"]))
        try project.write("in/b.json", thread(id: "b", title: "Beta", bodies: ["beta body"]))
        try project.write("in/n.json", thread(id: nil, title: "Nameless", bodies: ["nameless body"]))
        return project
    }

    static func thread(id: String?, title: String, bodies: [String]) -> String {
        let comments = bodies.enumerated().map { index, body in
            "{\"id\": \"\(title)-\(index)\", \"user\": \"U\(index)\", \"content\": \"\(body)\"}"
        }
        let idMember = id.map { "\"id\": \"\($0)\", " } ?? ""
        return "{\(idMember)\"title\": \"\(title)\",\n \"comments\": [\n  \(comments.joined(separator: ",\n  "))\n]}\n"
    }

    static func text(_ project: TemporaryFolder, _ relative: String) throws -> String {
        try String(contentsOfFile: project.path(relative), encoding: .utf8)
    }

    static func isRebuilt(_ line: String) -> Bool { line.hasPrefix("Rebuilt") }
    static func isError(_ line: String) -> Bool { line.contains(": error:") }

    /// 1-based line and column of the first `needle` (an oracle independent of the parser).
    static func position(of needle: String, in text: String) -> (line: Int, column: Int)? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return (before.filter { $0 == "\n" }.count + 1, before[lineStart...].count + 1)
    }

    /// mtime (ns) and inode: a rewrite (even of the same bytes) changes one of them.
    static func fileStamp(_ path: String) throws -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        return [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino)]
    }
}

extension WatchIntegrationTests {
    /// A running `threadfold` child process whose stdout and stderr lines are collected
    /// by reader threads, so a test can wait (bounded) for the line a step causes.
    final class Child: @unchecked Sendable {
        static let timeout: TimeInterval = 5
        private let process = Process()
        private let condition = NSCondition()
        private var lines: [String] = []

        init(arguments: [String], directory: String) throws {
            process.executableURL = URL(fileURLWithPath: try PackagePaths.threadfoldBinary())
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            for handle in [out.fileHandleForReading, err.fileHandleForReading] {
                Thread { [self] in drain(handle) }.start()
            }
        }

        var transcript: String { condition.withLock { lines.joined(separator: "\n") } }

        /// Runs `action`, waits for the first line after it that `expect` accepts, then a
        /// short quiet spell so a straggling line is not taken for the next step's.
        @discardableResult
        func step(_ name: String, expect: (String) -> Bool, _ action: () throws -> Void) throws -> String {
            let mark = condition.withLock { lines.count }
            try action()
            let line = try waitForLine(name, after: mark, where: expect)
            Thread.sleep(forTimeInterval: 0.15)
            return line
        }

        @discardableResult
        func waitForLine(_ name: String, after mark: Int = 0, where accepts: (String) -> Bool) throws -> String {
            let deadline = Date(timeIntervalSinceNow: Self.timeout)
            condition.lock()
            defer { condition.unlock() }
            var seen = mark
            while true {
                if let found = lines[seen...].first(where: accepts) { return found }
                seen = lines.count
                guard process.isRunning || seen < lines.count, condition.wait(until: deadline) else { break }
            }
            let output = lines.joined(separator: "\n")
            let message = "step '\(name)': no matching line within \(Int(Self.timeout)) s; output so far:\n\(output)"
            throw NSError(domain: "WatchIntegrationTests", code: 1, userInfo: [NSLocalizedDescriptionKey: message])
        }

        /// SIGINT, then the exit status (nil when it did not exit normally within the timeout).
        func interrupt() -> Int32? {
            kill(process.processIdentifier, SIGINT)
            let deadline = Date(timeIntervalSinceNow: Self.timeout)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            guard !process.isRunning, process.terminationReason == .exit else { return nil }
            return process.terminationStatus
        }

        func stopIfRunning() {
            guard process.isRunning else { return }
            process.terminate()
            process.waitUntilExit()
        }

        private func drain(_ handle: FileHandle) {
            var pending = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: 0x0A) {
                    append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                    pending = Data(pending[pending.index(after: newline)...])
                }
            }
            if !pending.isEmpty { append(String(decoding: pending, as: UTF8.self)) }
        }

        private func append(_ line: String) {
            condition.withLock {
                lines.append(line)
                condition.broadcast()
            }
        }
    }
}
