import Foundation

/// A child process run to completion (or killed at a deadline), with its merged output.
struct ChildProcess {
    let status: Int32
    let output: String
    let timedOut: Bool

    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval) throws -> ChildProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read while it runs, so a chatty child cannot fill the pipe and stall.
        let reader = OutputCollector(pipe.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(20_000)
        }
        process.waitUntilExit()
        return ChildProcess(status: process.terminationStatus, output: reader.finish(), timedOut: timedOut)
    }
}
