import Foundation
import ThreadFold

/// `threadfold theme eject [NAME…]` and `threadfold theme list`: bundled theme files
/// copied into a project to customise, recorded so that a build can say when the bundled
/// original changes (`EjectedTheme`).
struct ThemeCommand {
    static let actions = ["eject", "list"]
    let parsed: ParsedArguments

    init(_ arguments: [String]) throws(UsageError) {
        parsed = try CommandTable.theme.parse(arguments)
    }

    func run(console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        if parsed.flags.contains("--help") {
            console.out(Help.usage(of: "theme"))
            return .ok
        }
        switch parsed.positionals.first {
        case "list":
            for path in EjectedTheme.bundledPaths { console.out(path) }
            return .ok
        case "eject": return try eject(Array(parsed.positionals.dropFirst()), console: console, io: io)
        default:
            throw UsageError("theme needs an action: eject [NAME...] or list")
        }
    }

    private func eject(_ names: [String], console: Console, io: FileIO) throws(UsageError) -> ExitCode {
        var paths: [String] = []
        for name in names {
            let matching = EjectedTheme.bundledPaths(matching: name)
            guard !matching.isEmpty else {
                throw UsageError("the bundled theme has no '\(name)'; `threadfold theme list` shows its files")
            }
            paths += matching.filter { !paths.contains($0) }
        }
        let project = try ProjectFolders(config: parsed.values["--config"], io: io)
        let written: [String]
        do {
            written = try EjectedTheme.eject(
                names.isEmpty ? EjectedTheme.bundledPaths : paths, templates: project.templates, public: project.public,
                copiedFrom: "threadfold \(ThreadFoldCLI.version) (commit \(ThreadFoldCLI.commit))", force: parsed.flags.contains("--force"),
                io: io)
        } catch {
            console.err(error.description)
            return .buildFailed
        }
        for path in written { console.out("copied \(path)") }
        console.out(project.named(io: io, holding: written))
        return .ok
    }
}

/// Where `theme eject` copies to: the folders `threadfold.json` names, else `Templates/`
/// and `Public/` beside it (which it then names there), else in the current folder.
private struct ProjectFolders {
    let configFile: String?
    let templates: String
    let `public`: String
    /// The keys the config lacks (and the folders they would name), to be added once
    /// files are there.
    private let missingKeys: [(key: String, value: String, folder: String)]

    init(config explicit: String?, io: FileIO) throws(UsageError) {
        let file = explicit ?? (io.kind("threadfold.json") == .file ? "threadfold.json" : nil)
        configFile = file
        var config = SiteConfig()
        if let file {
            do { config = try SiteConfig.load(file: file, io: io) } catch { throw UsageError(error.description) }
        }
        let base = file.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        let beside = { (name: String) in base.isEmpty ? name : base + "/" + name }
        templates = config.templates ?? beside("Templates")
        `public` = config.publicDirectory ?? beside("Public")
        missingKeys = [("templates", config.templates, "Templates"), ("public", config.publicDirectory, "Public")].compactMap {
            key, value, name in value == nil ? (key, name, beside(name)) : nil
        }
    }

    /// Names the folders that now hold files in the config when it does not yet, or says how to.
    func named(io: FileIO, holding written: [String]) -> String {
        let missing = missingKeys.filter { key in written.contains { $0.hasPrefix(key.folder + "/") } }
        guard !missing.isEmpty else { return "The build reads them from where threadfold.json says." }
        let entries = missing.map { "\"\($0.key)\": \"\($0.value)\"" }
        guard let configFile, let bytes = try? io.read(configFile), let text = String(validating: bytes, as: UTF8.self),
            let brace = text.firstIndex(of: "{")
        else {
            return "Build with them: " + missing.map { "--\($0.key) \($0.folder)" }.joined(separator: " ")
                + " (or put \(entries.joined(separator: ", ")) in threadfold.json)."
        }
        let empty = text[text.index(after: brace)...].first { !$0.isWhitespace } == "}"
        let inserted = "\n  " + entries.joined(separator: ",\n  ") + (empty ? "\n" : ",")
        var updated = text
        updated.insert(contentsOf: inserted, at: updated.index(after: brace))
        guard (try? io.write(configFile, Array(updated.utf8))) != nil, (try? SiteConfig.load(file: configFile, io: io)) != nil else {
            try? io.write(configFile, bytes)
            return "Add \(entries.joined(separator: ", ")) to \(configFile) so the build reads them."
        }
        return "Added \(entries.joined(separator: ", ")) to \(configFile): the build reads them from there."
    }
}
