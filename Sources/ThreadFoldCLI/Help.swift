/// Usage texts, one per command.
enum Help {
    struct Entry {
        let name: String
        let summary: String
        let usage: String
    }

    static let buildOptions = """
        -o, --output DIR          where the site goes (default: site)
        -c, --config FILE         settings file (default: ./threadfold.json, or threadfold.json
                                  in the one input folder given)
        --title TEXT              site title
        --base-url URL            published address; adds sitemap.xml, feed.xml, canonical links
        --locale zh-Hans|en       language of the pages (default: zh-Hans)
        --time-zone ZONE          IANA zone every time is shown in (default: UTC; e.g. Asia/Shanghai)
        --replies-shown N         replies shown before "view all" (default: 2)
        --threads-per-page N      threads per index page (default: 100)
        --comments-per-page N     top-level comments per thread page (default: 100)
        --sort input|oldest|newest    order of top-level comments (default: input)
        --layout nested|flat|tree|auto  how replies are shown (default: nested)
        --urls files|folders      thread pages as t/<slug>.html (default: files, half the
                                  inodes) or t/<slug>/index.html (/t/<slug>/ on a server)
        --templates DIR           templates that replace the bundled ones by name
        --public DIR              files copied into the site (after the bundled style and script)
        --no-hard-breaks          a single newline in markdown is not a line break
        --smart-punctuation       curly quotes and dashes in markdown
        --strict                  treat warnings as errors
        -q, --quiet               print errors only
        --timings                 print the time each stage took (load, threads, index, swap)
        -h, --help                show this help
      """

    static let commands: [Entry] = [
        Entry(name: "build", summary: "write the static comment site",
              usage: """
              usage: threadfold build [INPUT...] [OPTIONS]

              Reads the threads in INPUT (files or folders; default: "input" in the config),
              renders every page and replaces the output folder in one step. A failed build
              leaves the previous site exactly as it was.

              \(buildOptions)

              Exit status: 0 ok, 1 build failed (theme, disk), 64 usage error, 65 the data has errors.
              """),
        Entry(name: "watch", summary: "build, then rebuild what changes until Ctrl-C",
              usage: """
              usage: threadfold watch [INPUT...] [OPTIONS]

              Builds once, then watches the inputs, the templates and public folders and the
              config file. A changed thread file re-renders its pages and the index; a template
              change re-renders every page; unchanged files are not rewritten. A bad edit prints
              its error and keeps the last good site. Takes the options of build.

              \(buildOptions)
              """),
        Entry(name: "serve", summary: "watch plus a local preview server with live reload",
              usage: """
              usage: threadfold serve [INPUT...] [--port 8000] [--host 127.0.0.1] [OPTIONS]

              Like watch, and serves the site at http://HOST:PORT/. Open pages reload after each
              rebuild (keeping their scroll position and open replies) and show the error of a
              failed one. Listens on loopback unless --host says otherwise.

                --port N                  port to listen on (default: 8000; 0 picks a free one)
                --host ADDRESS            address to listen on (default: 127.0.0.1)
              \(buildOptions)
              """),
        Entry(name: "init", summary: "start a project: config, an example thread, the theme to customise",
              usage: """
              usage: threadfold init [DIR]

              Creates DIR (default: the current folder) with threadfold.json, comments/hello.json,
              and copies of the bundled Templates/ and Public/ to customise. Existing files are
              never overwritten. Then: cd DIR && threadfold build
              """),
        Entry(name: "check", summary: "decode and fold the inputs, report problems",
              usage: """
              usage: threadfold check [--strict] [INPUT...]

              Reads every thread file (.json) and site dump (.ndjson) in INPUT (files or
              directories, searched recursively; default: "input" in the config, as build),
              folds each thread into two levels and prints every problem as
              file:line:column: severity: message.

                -c, --config FILE   settings file (default: ./threadfold.json)
                --strict     treat warnings as errors
                -h, --help   show this help

              Exit status: 0 ok, 64 usage error, 65 the data has errors.
              """),
        Entry(name: "import", summary: "turn a Disqus, WordPress, Staticman, reddit, HN or JSON export into thread files", usage: ImportCommand.usage),
        Entry(name: "help", summary: "show help for a command", usage: "usage: threadfold help [COMMAND]   (also: threadfold COMMAND --help)"),
    ]

    static var overview: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map { "  " + $0.name.padding(toLength: width + 3, withPad: " ", startingAt: 0) + $0.summary }
        return (["threadfold \(ThreadFoldCLI.version): static HTML comment archives from comment data", "",
                 "usage: threadfold COMMAND [OPTIONS] [INPUT...]", "", "commands:"] + lines
                + ["", "Run 'threadfold help COMMAND' for a command's options."]).joined(separator: "\n")
    }

    static func run(_ arguments: [String], console: Console) -> ExitCode {
        guard let name = arguments.first, name != "--help", name != "-h" else {
            console.out(overview)
            return .ok
        }
        guard let entry = commands.first(where: { $0.name == name }) else {
            console.err("threadfold: no help for '\(name)'" + ParsedArguments.suggestion(for: name, among: Set(commands.map(\.name))))
            return .usage
        }
        console.out(entry.usage)
        return .ok
    }

    static func usage(of command: String) -> String {
        commands.first { $0.name == command }?.usage ?? overview
    }
}
