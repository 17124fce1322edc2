import Foundation
import TestSupport
import XCTest

/// Threads, index pages and bodies are rendered on every core there is; the site must
/// not depend on how many that is. The real binary builds the same archive on one core
/// (`taskset -c 0`) and on all of them.
final class CoreCountDeterminismTests: XCTestCase {
    private func build(_ input: String, into output: String, oneCore: Bool) throws {
        let process = Process()
        let binary = try PackagePaths.threadfoldBinary()
        if oneCore {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/taskset")
            process.arguments = ["-c", "0", binary, "build", input, "-o", output, "--quiet"]
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["build", input, "-o", output, "--quiet"]
        }
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "build \(oneCore ? "on one core" : "on all cores") failed")
    }

    func testOneCoreAndAllCoresBuildTheSameSite() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset") else {
            throw Skip.because("taskset (util-linux) not found at /usr/bin/taskset; it pins the one-core build")
        }
        let corpus = SharedData.root.appendingPathComponent("corpus/real").path
        // The real corpus when it is there (341 threads); the bundled example otherwise.
        let input = FileManager.default.fileExists(atPath: corpus) ? corpus : PackagePaths.examples
        let project = try TemporaryFolder("cores")
        defer { project.remove() }
        try build(input, into: project.path("one"), oneCore: true)
        try build(input, into: project.path("all"), oneCore: false)
        let one = try project.tree("one")
        let all = try project.tree("all")
        XCTAssertGreaterThan(one.count, 5, "no site was built from \(input)")
        XCTAssertEqual(one.keys.sorted(), all.keys.sorted())
        let differing = one.keys.filter { one[$0] != all[$0] }.sorted()
        XCTAssertTrue(differing.isEmpty, "\(differing.count) files differ: \(differing.prefix(5))")
    }
}
