import Foundation
import ThreadFold

/// `threadfold init`: a starter project that builds as it is.
struct InitCommand {
    let directory: String
    let showHelp: Bool
    let locale: String

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try CommandTable.initCommand.parse(arguments)
        guard parsed.positionals.count <= 1 else { throw UsageError("init takes one folder, not \(parsed.positionals.count)") }
        directory = parsed.positionals.first ?? "."
        showHelp = parsed.flags.contains("--help")
        locale = parsed.values["--locale"] ?? "en"
        guard BundledTheme.locales.contains(locale) else {
            throw UsageError("--locale: no locale '\(locale)'; available: \(BundledTheme.locales.joined(separator: ", "))")
        }
    }

    func run(console: Console, io: FileIO) -> ExitCode {
        if showHelp {
            console.out(Help.usage(of: "init"))
            return .ok
        }
        let files = Self.starterFiles(timeZone: Self.machineTimeZone(io: io), locale: locale)
        let clashes = files.keys.filter { io.kind(path($0)) != .missing }.sorted()
        guard clashes.isEmpty else {
            console.err("threadfold: \(directory) already has \(clashes.map(path).joined(separator: ", ")); init never overwrites files")
            return .buildFailed
        }
        do {
            for (name, text) in files.sorted(by: { $0.key < $1.key }) { try io.write(path(name), Array(text.utf8)) }
        } catch {
            console.err("threadfold: cannot write the starter project: \(error)")
            return .buildFailed
        }
        console.out("Created a threadfold project in \(directory): threadfold.json, comments/hello.json")
        console.out("Next: " + (directory == "." ? "" : "cd \(directory) && ") + "threadfold build   (then open site/index.html)")
        console.out("The site uses the bundled theme; to customise a template: threadfold theme eject NAME (theme list shows them)")
        return .ok
    }

    private func path(_ name: String) -> String {
        directory == "." ? name : (directory.hasSuffix("/") ? directory : directory + "/") + name
    }

    /// The machine's zone, so a new project shows times as its owner reads them: `$TZ`,
    /// else the zone `/etc/localtime` links to, else UTC; only a name the zone database has.
    static func machineTimeZone(io: FileIO) -> String {
        var candidates: [String] = []
        if let tz = ProcessInfo.processInfo.environment["TZ"] { candidates.append(tz.hasPrefix(":") ? String(tz.dropFirst()) : tz) }
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
            let range = link.range(of: "zoneinfo/")
        {
            candidates.append(String(link[range.upperBound...]))
        }
        return candidates.first { (try? SiteTimeZone.named($0, io: io)) != nil } ?? "UTC"
    }

    static func starterFiles(timeZone: String = "UTC", locale: String = "en") -> [String: String] {
        [
            "threadfold.json": """
            {
              "title": "My comment archive",
              "input": "comments",
              "output": "site",
              "locale": "\(locale)",
              "timeZone": "\(timeZone)",
              "repliesShown": 2
            }

            """,
            "comments/hello.json": """
            {
              "id": "hello",
              "title": "Hello, archive",
              "category": "Examples",
              "comments": [
                {"id": "1", "user": "Ada", "content": "The *first* comment.", "createdAt": "2024-05-01T09:00:00Z"},
                {"id": "2", "parentID": "1", "user": "Lin", "content": "A reply.", "createdAt": "2024-05-01T17:05:00+08:00"},
                {"id": "3", "parentID": "2", "user": "Ada", "content": "A reply to the reply.", "createdAt": "2024-05-01T10:00:00Z"}
              ]
            }

            """,
        ]
    }
}
