import Foundation
import ThreadFold

/// `threadfold watch`: build, then rebuild what changed until Ctrl-C.
struct WatchCommand {
    let options: BuildOptions

    init(_ arguments: [String]) throws(UsageError) {
        options = try BuildOptions(arguments, command: CommandTable.watch)
    }

    func run(console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        guard let config = try options.configUnlessHelp(console: console, io: io) else { return .ok }
        let stop = StopSignal()
        let session = WatchSession(options: options, config: config, console: console, io: io)
        let code = session.start()
        guard code == .ok else { return code }
        console.out("Watching \(config.inputs.joined(separator: ", ")) for changes; press Ctrl-C to stop")
        stop.wait()
        session.stop()
        return .ok
    }
}
