import FileWatcher
import Foundation
import Synchronization
import ThreadFold

/// The loop behind `watch` and `serve`: one full build, then a rebuild per batch of file
/// events, forever. A failed rebuild prints its error and leaves the site as it was;
/// the next good edit recovers. `onResult` lets `serve` tell open pages to reload or to
/// show the error.
final class WatchSession: @unchecked Sendable {
    enum Outcome {
        case rebuilt
        case failed(String)
    }

    private let options: BuildOptions
    private let console: Console
    private let io: FileIO
    private let onResult: @Sendable (Outcome) -> Void
    private var builder: IncrementalBuilder
    private var planner: WatchPlanner
    private var watcher: FileWatcher?
    /// Held while a rebuild runs, so Ctrl-C waits for it instead of leaving a half-written file.
    let buildLock = NSLock()

    init(
        options: BuildOptions, config: SiteConfig, console: Console, io: FileIO,
        onResult: @escaping @Sendable (Outcome) -> Void = { _ in }
    ) {
        self.options = options
        self.console = console
        self.io = io
        self.onResult = onResult
        self.builder = Self.builder(config, io: io, console: console)
        self.planner = Self.planner(for: config, configFile: options.configFile(io: io))
    }

    /// A builder whose background search refreshes report a line each (after the page's
    /// own "Rebuilt" line: the page reloads without waiting for the index).
    private static func builder(_ config: SiteConfig, io: FileIO, console: Console) -> IncrementalBuilder {
        let builder = IncrementalBuilder(config: config, io: io)
        builder.onSearchRefresh = { report in
            if let failure = report.failure {
                console.err("threadfold: search \(report.delta ? "delta" : "index") not updated: \(failure.description)")
            } else if report.delta {
                // The changed threads' delta segment: search is current; the full index follows.
                console.out("Search delta updated: \(Summary.count(report.written, "file")) written in " + Summary.duration(report.seconds))
            } else {
                console.out(
                    "Search index updated: \(Summary.count(report.written, "file")) written, \(report.removed) removed in "
                        + Summary.duration(report.seconds))
            }
        }
        return builder
    }

    /// The first build. A data or theme error does not end `watch`: the owner fixes the
    /// file and the next event builds again.
    func start() -> ExitCode {
        let code = fullBuild(reason: nil)
        if code == .usage { return code }
        do {
            // 10 ms of quiet is enough to merge an editor's save (a write and a rename, or a
            // temp file and a rename arrive within a millisecond or two) and keeps a save
            // to its page well under the 50 ms people notice.
            let watcher = try FileWatcher(paths: watchedPaths(), debounce: .milliseconds(10))
            watcher.start { [weak self] events in self?.handle(events) }
            self.watcher = watcher
        } catch {
            console.err("threadfold: cannot watch the inputs: \(error)")
            return .buildFailed
        }
        return .ok
    }

    /// Ends the session: no more rebuilds, the search refresh under way cancelled (its
    /// staging removed, the index on disk the last one written), a rebuild under way
    /// finished (`StopSignal` does not wait long for it).
    func stop() {
        stopping.withLock { $0 = true }
        watcher?.stop()
        buildLock.withLock { builder.cancelSearch() }
    }

    private let stopping = Mutex(false)

    private func watchedPaths() -> [String] {
        var paths = builder.config.inputs
        if let templates = builder.config.templates { paths.append(templates) }
        if let publicDirectory = builder.config.publicDirectory { paths.append(publicDirectory) }
        if let localeFolder = builder.config.localeFolder { paths.append(localeFolder) }
        if let configFile = options.configFile(io: io) { paths.append(configFile) }
        return paths.filter { io.kind($0) != .missing }
    }

    private func handle(_ events: [FileEvent]) {
        let changes = events.filter { $0.kind != .overflow }.map {
            ChangedPath(PathName.absolute($0.path), removed: $0.kind == .deleted || $0.kind == .movedOut, isDirectory: $0.isDirectory)
        }
        let plan = planner.plan(changes, overflow: events.contains { $0.kind == .overflow })
        guard !plan.isEmpty else { return }
        buildLock.withLock {
            guard !stopping.withLock({ $0 }) else { return }
            if plan.everything {
                _ = fullBuild(reason: plan.reason)
            } else {
                rebuild(plan)
            }
        }
    }

    private func rebuild(_ plan: RebuildPlan) {
        do throws(BuildError) {
            let report = try builder.rebuild(plan)
            DiagnosticPrinter(console: console, strict: builder.config.strict).print(report.diagnostics)
            console.out(
                "Rebuilt (\(report.reason)): \(Summary.count(report.written, "file")) written, "
                    + "\(report.removed) removed in \(Summary.duration(report.seconds))")
            onResult(.rebuilt)
        } catch {
            console.err("threadfold: \(error.description)")
            onResult(.failed(error.description))
        }
    }

    /// Reads the config again (it may be what changed) and builds everything.
    private func fullBuild(reason: String?) -> ExitCode {
        let config: SiteConfig
        do {
            config = try options.config(io: io)
        } catch {
            console.err("threadfold: \(error.description)")
            onResult(.failed(error.description))
            return reason == nil ? .usage : .buildFailed
        }
        builder.waitForSearch()
        builder = Self.builder(config, io: io, console: console)
        planner = Self.planner(for: config, configFile: options.configFile(io: io))
        let printer = DiagnosticPrinter(console: console, strict: config.strict)
        do throws(BuildError) {
            let report = try builder.buildAll(diagnostics: { printer.print($0) })
            console.out(Summary.build(report))
            onResult(.rebuilt)
            return .ok
        } catch {
            console.err("threadfold: \(error.description)")
            onResult(.failed(error.description))
            return .buildFailed
        }
    }

    private static func planner(for config: SiteConfig, configFile: String?) -> WatchPlanner {
        var planner = WatchPlanner(
            inputs: config.inputs.map(PathName.absolute), configFile: configFile.map(PathName.absolute),
            templates: config.templates.map(PathName.absolute), publicDirectory: config.publicDirectory.map(PathName.absolute),
            output: PathName.absolute(config.output))
        planner.localeFolder = config.localeFolder.map(PathName.absolute)
        return planner
    }
}
