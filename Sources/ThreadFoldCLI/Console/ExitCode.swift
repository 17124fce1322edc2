/// The process's exit status, as scripts and CI read it (sysexits.h numbering for 64/65).
public enum ExitCode: Int32, Sendable {
    case ok = 0
    /// The build could not be completed (templates, disk); the previous site is untouched.
    case buildFailed = 1
    /// The command line is wrong.
    case usage = 64
    /// The input data has errors.
    case dataError = 65
}
