import ThreadFold

/// A command that runs on a site's settings (`build`, `watch`, `embed`): its options come
/// from its `CommandTable` entry, `--help` prints its usage, and otherwise it runs with the
/// config that flags, `threadfold.json` and the defaults make. That start is written here
/// once, so the commands cannot drift apart on it.
protocol SiteCommand {
    /// The command's entry in `CommandTable`.
    static var spec: CommandSpec { get }
    var options: BuildOptions { get }
    init(options: BuildOptions)
    /// The command's own work, once the config is read.
    func run(config: SiteConfig, console: Console, io: FileIO) throws(UsageError) -> ExitCode
}

extension SiteCommand {
    init(_ arguments: [String]) throws(UsageError) {
        self.init(options: try BuildOptions(arguments, command: Self.spec))
    }

    func run(console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        guard let config = try options.configUnlessHelp(console: console, io: io) else { return .ok }
        return try run(config: config, console: console, io: io)
    }
}
