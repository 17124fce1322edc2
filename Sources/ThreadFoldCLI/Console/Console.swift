import Foundation

/// Where the CLI writes: injected so tests can read what a user would see.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Progress lines are only drawn on a terminal.
    public var isTerminal: Bool

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, isTerminal: Bool = false) {
        self.out = out
        self.err = err
        self.isTerminal = isTerminal
    }

    public static let standard = Console(
        out: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
        err: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) },
        isTerminal: isatty(STDERR_FILENO) == 1
    )
}
