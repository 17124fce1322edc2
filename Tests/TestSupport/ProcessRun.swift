import Foundation

/// Another program run to completion as a user's terminal would show it: its exit status
/// and its standard output and error merged in the order written.
public enum ProcessRun {
    /// Runs `command[0]` (a path) with the rest as its arguments, in `directory` when given,
    /// with `environment` over this process's own.
    public static func merged(
        _ command: [String], in directory: String? = nil, environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read to the end before waiting, so a chatty child cannot fill the pipe and stall.
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
