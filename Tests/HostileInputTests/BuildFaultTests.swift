import Foundation
import TestSupport
import XCTest

/// A site-dump build with search on (the dump grouped through a spill beside the site)
/// meets faults, not bad bytes: SIGTERM and SIGKILL at random moments, the site's parent
/// folder removed mid-build, the output file system made read-only mid-build, the disk
/// full (a small tmpfs, for the site and its spill). Each time the previous site stays as
/// it was (or the complete new one, when the build had ended), the message names the
/// place and the cause, the exit status is 1, and no staging or spill folder is left
/// (after a SIGKILL, the next build removes them).
final class BuildFaultTests: XCTestCase {
    /// The spill threshold the child builds use: the 2 MB dump is spilled.
    private static let environment = ["THREADFOLD_SPILL_THRESHOLD": "262144"]

    /// An NDJSON dump of about 2 MB, 6,000 rows of 60 threads; `variant` changes every body.
    private func writeDump(_ folder: TemporaryFolder, _ relative: String, variant: Int, rows: Int = 6000) throws {
        var text = ""
        for n in 0..<rows {
            let body = String(repeating: "Words of comment \(n), variant \(variant). ", count: 8)
            text += #"{"threadID": "t\#(n % 60)", "id": "c\#(n)", "user": "U\#(n % 9)", "content": "\#(body)"}"# + "\n"
        }
        try folder.write(relative, text)
    }

    private func start(_ arguments: [String]) throws -> (Process, OutputCollector) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try PackagePaths.threadfoldBinary())
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(Self.environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        return (process, OutputCollector(pipe.fileHandleForReading))
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let (process, output) = try start(arguments)
        process.waitUntilExit()
        return (process.terminationStatus, output.finish())
    }

    /// Staging, spill and retired folders anywhere under `folder`.
    /// Scratch folders of any run, or of the process `pid` alone (named `…-PID`, `…-PID.…`).
    private func scratch(under folder: String, of pid: Int32? = nil) -> [String] {
        let all = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return all.filter { path in
            let name = (path as NSString).lastPathComponent
            let kind = name.contains(".staging-") || name.contains(".spill-") || name.contains(".old-") || name.contains("search-staging")
            guard kind, let pid else { return kind }
            return name.hasSuffix("-\(pid)") || name.contains("-\(pid).")
        }
    }

    func testSignalsAtRandomMomentsOfADumpBuildLeaveThePreviousSiteAndNoScratch() throws {
        let folder = try TemporaryFolder("fault-signal", removedAfter: self)
        let site = folder.path("site")
        try writeDump(folder, "in/dump.ndjson", variant: 0)
        let started = Date()
        let first = try run(["build", folder.path("in"), "-o", site, "--quiet"])
        let duration = Date().timeIntervalSince(started)
        XCTAssertEqual(first.status, 0, first.output)
        let before = try SiteTree(path: site)
        XCTAssertTrue(before.paths.contains { $0.hasPrefix("search/") }, "search is on")
        try writeDump(folder, "in/dump.ndjson", variant: 1)
        XCTAssertEqual(try run(["build", folder.path("in"), "-o", folder.path("reference"), "--quiet"]).status, 0)
        let after = try SiteTree(path: folder.path("reference"))
        try FileManager.default.removeItem(atPath: folder.path("reference"))
        var generator = SystemRandomNumberGenerator()
        var cut = 0
        for attempt in 0..<8 {
            let signal = attempt % 2 == 0 ? SIGTERM : SIGKILL
            let delay = Double.random(in: 0.05...0.95, using: &generator) * duration
            // A SIGKILL after the swap leaves the new site: what the next stop must keep.
            let previous = try SiteTree(path: site)
            let (process, output) = try start(["build", folder.path("in"), "-o", site, "--quiet"])
            usleep(useconds_t(delay * 1_000_000))
            let wasRunning = process.isRunning
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let text = output.finish()
            let what = "\(signal == SIGTERM ? "SIGTERM" : "SIGKILL") at \(String(format: "%.2f", delay)) s"
            let now = try SiteTree(path: site)
            XCTAssertTrue(now == before || now == after, "\(what): a mixed site: \(now.differences(from: before).prefix(3))")
            guard wasRunning, process.terminationReason == .exit || signal == SIGKILL else { continue }
            if process.terminationStatus == 0 && process.terminationReason == .exit { continue }  // it had finished
            cut += 1
            if signal == SIGTERM {
                XCTAssertEqual(process.terminationStatus, 1, "\(what): \(text)")
                XCTAssertTrue(text.contains("stopped by SIGTERM") && text.contains(site), "\(what): names the cause and site: \(text)")
                XCTAssertEqual(now, previous, "\(what): the previous site")
                // Its own; a SIGKILLed run's are the next build's to remove once it starts
                // writing (checked at the end), which a stop this early may come before.
                XCTAssertEqual(scratch(under: folder.path(""), of: process.processIdentifier), [], "\(what): nothing left behind")
            }
        }
        print("BuildFaultTests: \(cut) of 8 signals landed mid-build (a build takes \(String(format: "%.1f", duration)) s)")
        XCTAssertGreaterThan(cut, 0, "no signal landed while the build ran")
        let last = try run(["build", folder.path("in"), "-o", site, "--quiet"])
        XCTAssertEqual(last.status, 0, last.output)
        XCTAssertEqual(try SiteTree(path: site), after)
        XCTAssertEqual(scratch(under: folder.path("")), [], "the next build removed what the SIGKILLs left")
    }

    /// Waits until the build's staging folder beside `site` exists (the build is writing).
    private func waitForStaging(_ process: Process, beside site: String) -> Bool {
        let parent = (site as NSString).deletingLastPathComponent
        let name = "." + (site as NSString).lastPathComponent + ".staging-\(process.processIdentifier)"
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline {
            if FileManager.default.fileExists(atPath: parent + "/" + name + "/t") { return true }
            usleep(2_000)
        }
        return false
    }

    func testTheSitesParentRemovedMidBuildFailsTheBuildWithoutRemakingIt() throws {
        let folder = try TemporaryFolder("fault-parent", removedAfter: self)
        let site = folder.path("parent/site")
        try writeDump(folder, "in/dump.ndjson", variant: 0)
        XCTAssertEqual(try run(["build", folder.path("in"), "-o", site, "--quiet"]).status, 0)
        try writeDump(folder, "in/dump.ndjson", variant: 1)
        let (process, output) = try start(["build", folder.path("in"), "-o", site, "--quiet"])
        guard waitForStaging(process, beside: site) else {
            process.waitUntilExit()
            throw Skip.because("the build ended before its staging folder had pages: \(output.finish())")
        }
        // `rm -rf`, which does not mind the build removing its own files meanwhile.
        _ = try ChildProcess.run("/bin/rm", ["-rf", folder.path("parent")], timeout: 30)
        process.waitUntilExit()
        let text = output.finish()
        print("BuildFaultTests, parent removed: \(text)")
        XCTAssertEqual(process.terminationStatus, 1, text)
        XCTAssertTrue(text.contains("disappeared during the build") || text.contains("No such file"), "says why: \(text)")
        XCTAssertTrue(text.contains(folder.path("parent")), "names the place: \(text)")
        XCTAssertEqual(scratch(under: folder.path("")), [], "no staging or spill made again")
        XCTAssertFalse(FileManager.default.fileExists(atPath: site), "no partial site put in place")
    }

    func testTheOutputMadeReadOnlyMidBuildFailsTheBuildAndKeepsTheSite() throws {
        let folder = try TemporaryFolder("fault-readonly", removedAfter: self)
        let mount = try TmpfsMount(at: folder.path("mnt"), kilobytes: 64 << 10)
        defer { mount.unmount() }
        let site = mount.path + "/site"
        try writeDump(folder, "in/dump.ndjson", variant: 0)
        XCTAssertEqual(try run(["build", folder.path("in"), "-o", site, "--quiet"]).status, 0)
        let before = try SiteTree(path: site)
        try writeDump(folder, "in/dump.ndjson", variant: 1)
        let (process, output) = try start(["build", folder.path("in"), "-o", site, "--quiet"])
        guard waitForStaging(process, beside: site) else {
            process.waitUntilExit()
            throw Skip.because("the build ended before its staging folder had pages: \(output.finish())")
        }
        // Refused while a file is open for writing: tried until a moment between two files.
        var remounted = false
        for _ in 0..<200 where !remounted && process.isRunning {
            remounted = (try? ChildProcess.run("/bin/mount", ["-o", "remount,ro", mount.path], timeout: 10))?.status == 0
        }
        process.waitUntilExit()
        let text = output.finish()
        guard remounted else { throw Skip.because("could not remount \(mount.path) read-only while the build ran") }
        XCTAssertEqual(process.terminationStatus, 1, text)
        XCTAssertTrue(text.contains("Read-only file system"), "says why: \(text)")
        XCTAssertTrue(text.contains(mount.path), "names the place: \(text)")
        XCTAssertEqual(try SiteTree(path: site), before, "the previous site")
        // Nothing can be removed from a read-only disk: the next build, once it is writable, does.
        _ = try ChildProcess.run("/bin/mount", ["-o", "remount,rw", mount.path], timeout: 10)
        XCTAssertEqual(try run(["build", folder.path("in"), "-o", site, "--quiet"]).status, 0)
        XCTAssertEqual(scratch(under: mount.path), [], "the next build removed the failed one's staging")
    }

    func testAFullDiskForTheSiteAndItsSpillFailsTheBuildAndKeepsTheSite() throws {
        let folder = try TemporaryFolder("fault-full", removedAfter: self)
        let mount = try TmpfsMount(at: folder.path("mnt"), kilobytes: 1024)
        defer { mount.unmount() }
        let site = mount.path + "/site"
        try writeDump(folder, "in/dump.ndjson", variant: 0, rows: 300)
        XCTAssertEqual(try run(["build", folder.path("in"), "-o", site, "--quiet"]).status, 0)
        let before = try SiteTree(path: site)
        try writeDump(folder, "in/dump.ndjson", variant: 1)
        let failed = try run(["build", folder.path("in"), "-o", site])
        XCTAssertEqual(failed.status, 1, failed.output)
        XCTAssertTrue(failed.output.contains("No space left on device"), "says why: \(failed.output)")
        XCTAssertTrue(failed.output.contains(mount.path), "names the place: \(failed.output)")
        XCTAssertEqual(try SiteTree(path: site), before, "the previous site")
        XCTAssertEqual(scratch(under: mount.path), [], "no staging or spill left on the full disk")
    }
}
