import Foundation
import ThreadFold
import ThreadFoldCLI

/// One run of the command line with its exit code and what it printed.
struct CLIRun {
    let code: ExitCode
    let out: String
    let err: String

    init(_ arguments: [String], io: FileIO = .disk) {
        let captured = CapturedConsole()
        code = ThreadFoldCLI.run(arguments, console: captured.console, io: io)
        out = captured.out
        err = captured.err
    }

    /// Both streams, for messages that may go to either.
    var all: String { out + "\n" + err }
}
