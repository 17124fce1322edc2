import Foundation
import TestSupport

/// `threadfold serve` as a child process: started on an ephemeral port, its URL read from
/// the line it prints, stopped with SIGTERM.
final class ServeProcess {
    let process = Process()
    let output: OutputCollector
    private(set) var url = ""
    private(set) var port: UInt16 = 0

    init(binary: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve"] + arguments + ["--port", "0"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        output = OutputCollector(pipe.fileHandleForReading)
        try waitForURL()
    }

    var pid: Int32 { process.processIdentifier }

    private func waitForURL() throws {
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline && process.isRunning {
            let text = output.text
            if let range = text.range(of: #"http://[^ /]+:[0-9]+/"#, options: .regularExpression) {
                url = String(text[range])
                port = UInt16(url.split(separator: ":").last?.dropLast() ?? "") ?? 0
                return
            }
            usleep(50_000)
        }
        stop()
        throw ServeError(message: "serve printed no URL within 120 s: \(output.text)")
    }

    /// Resident memory in kB, from /proc/PID/status.
    var residentKilobytes: Int? { ResidentMemory.kilobytes(of: pid) }

    func stop() {
        if process.isRunning { kill(pid, SIGTERM) }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        if process.isRunning { kill(pid, SIGKILL) }
        process.waitUntilExit()
    }
}
