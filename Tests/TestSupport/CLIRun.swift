import Foundation
import ThreadFold
import ThreadFoldCLI

/// One in-process run of the command line with its exit code and what it printed.
public struct CLIRun {
    public let code: ExitCode
    public let out: String
    public let err: String

    public init(_ arguments: [String], io: FileIO = .disk) {
        let captured = CapturedConsole()
        code = ThreadFoldCLI.run(arguments, console: captured.console, io: io)
        out = captured.out
        err = captured.err
    }

    /// Both streams, for messages that may go to either.
    public var all: String { out + "\n" + err }

    /// The comment count from the summary line ("Checked 1 thread, 4 comments …" or
    /// "Built 1 thread (4 comments, …"), or nil when there is no summary.
    public var commentCount: Int? {
        guard let range = out.range(of: #"[0-9,]+ comments?\b"#, options: .regularExpression) else { return nil }
        let digits = out[range].prefix { $0.isNumber || $0 == "," }.filter(\.isNumber)
        return Int(digits)
    }

    /// Lines printed as warnings.
    public var warnings: [String] { err.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") } }
}
