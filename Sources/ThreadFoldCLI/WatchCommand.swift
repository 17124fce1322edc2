import Foundation
import ThreadFold

/// `threadfold watch`: build, then rebuild what changed until Ctrl-C.
struct WatchCommand {
    let options: BuildOptions

    init(_ arguments: [String]) throws(UsageError) {
        options = try BuildOptions(arguments, command: CommandTable.watch)
    }

    func run(console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        if options.showHelp {
            console.out(Help.usage(of: "watch"))
            return .ok
        }
        let config = try options.config(io: io)
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
