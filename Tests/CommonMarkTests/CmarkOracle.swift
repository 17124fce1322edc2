import Foundation
import XCTest

/// The `cmark` command-line program, used as the oracle for cmark's *safe* rendering.
///
/// The spec's expected HTML is written for unsafe mode (raw HTML passed through), and the
/// safe rendering cannot be derived from it by a text transform: which bytes of the
/// expected HTML came from raw HTML depends on the parse. The CLI is built on the same
/// libcmark (Debian's 0.30.2), so its default (safe) output is the definition of the safe
/// rendering; `verifySameLibrary` checks the versions match before it is trusted.
struct CmarkOracle: Sendable {
    let executable: URL

    /// `$THREADFOLD_CMARK`, else /usr/bin/cmark; skips with a reason when absent.
    static func locate() throws -> CmarkOracle {
        let path = ProcessInfo.processInfo.environment["THREADFOLD_CMARK"] ?? "/usr/bin/cmark"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            let reason =
                "cmark CLI not found at \(path); install the Debian package cmark "
                + "or set THREADFOLD_CMARK (it is the oracle for safe-mode examples)"
            print("SKIP: \(reason)")
            throw XCTSkip(reason)
        }
        return CmarkOracle(executable: URL(fileURLWithPath: path))
    }

    /// The first line of `cmark --version`, e.g. "cmark 0.30.2 - CommonMark converter".
    func versionLine() throws -> String {
        let output = try run(arguments: ["--version"], input: Data())
        return output.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// The CLI's rendering with the given flags (none = safe mode, like the wrapper).
    func html(_ markdown: String, arguments: [String] = ["--validate-utf8"]) throws -> String {
        try run(arguments: arguments, input: Data(markdown.utf8))
    }

    private func run(arguments: [String], input: Data) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        // Foundation's waitUntilExit polls a run loop (~50 ms a call on Linux); a
        // termination handler and a semaphore make 700 spawns take about a second.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Spec examples are small (far below a pipe buffer), so writing before reading
        // cannot deadlock.
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return String(decoding: output, as: UTF8.self)
    }
}
