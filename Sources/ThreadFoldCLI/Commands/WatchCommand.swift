import Foundation
import ThreadFold

/// `threadfold watch`: build, then rebuild what changed until Ctrl-C.
struct WatchCommand: SiteCommand {
    static let spec = CommandTable.watch
    let options: BuildOptions

    func run(config: SiteConfig, console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        let stop = StopSignal.shared
        stop.arm(output: config.output, mode: .clean, console: console)
        defer { stop.disarm() }
        let session = WatchSession(options: options, config: config, console: console, io: io)
        let code = session.start()
        guard code == .ok, !stop.isRequested else {
            session.stop()
            return code
        }
        console.out("Watching \(config.inputs.joined(separator: ", ")) for changes; press Ctrl-C to stop")
        stop.wait()
        session.stop()
        return .ok
    }
}
