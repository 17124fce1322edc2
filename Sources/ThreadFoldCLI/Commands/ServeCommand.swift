import Foundation
import PreviewServer
import ThreadFold

/// `threadfold serve`: `watch` plus a local preview server whose pages reload after each
/// rebuild and show the error of a failed one.
struct ServeCommand {
    let options: BuildOptions
    let host: String
    let port: UInt16

    init(_ arguments: [String]) throws(UsageError) {
        options = try BuildOptions(arguments, command: CommandTable.serve)
        host = options.parsed.values["--host"] ?? "127.0.0.1"
        let portText = options.parsed.values["--port"] ?? "8000"
        guard let port = UInt16(portText) else { throw UsageError("--port needs a port number (0–65535), not '\(portText)'") }
        self.port = port
    }

    func run(console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        guard let config = try options.configUnlessHelp(console: console, io: io) else { return .ok }
        let stop = StopSignal.shared
        stop.arm(output: config.output, mode: .clean, console: console)
        defer { stop.disarm() }
        let relay = LiveReloadRelay()
        let session = WatchSession(options: options, config: config, console: console, io: io) { outcome in
            relay.send(outcome)
        }
        let code = session.start()
        guard code == .ok, !stop.isRequested else {
            session.stop()
            return code
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(root: URL(fileURLWithPath: config.output), host: host, port: port, liveReload: true)
        } catch {
            console.err("threadfold: \(error.description)")
            session.stop()
            return .buildFailed
        }
        relay.server = server
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            console.err("threadfold: warning: serving on \(host), which other machines may reach; the preview is meant for loopback")
        }
        console.out("Serving \(config.output) at \(server.url)  (live reload on; press Ctrl-C to stop)")
        stop.wait()
        session.stop()
        server.stop()
        return .ok
    }
}
