import ThreadFold

/// The commands' own entries: what each says in `--help` and the man page.
extension CommandTable {
    static let build = CommandSpec(
        name: "build", summary: "write the static comment site", synopsis: "[INPUT...] [OPTIONS]",
        description: """
            Reads the threads in INPUT (files or folders; default: "input" in the config),
            renders every page and replaces the output folder in one step. A failed build
            leaves the previous site exactly as it was. With --shard I/N, only the threads
            of shard I and a summary for merge.
            """,
        options: [shard] + buildOptions, positionals: .paths,
        footer: "Exit status: 0 ok, 1 build failed (theme, disk), 64 usage error, 65 the data has errors.")

    static let watch = CommandSpec(
        name: "watch", summary: "build, then rebuild what changes until Ctrl-C", synopsis: "[INPUT...] [OPTIONS]",
        description: """
            Builds once, then watches the inputs, the templates and public folders and the
            config file. A changed thread file re-renders its pages and the index; a template
            change re-renders every page; unchanged files are not rewritten. A bad edit prints
            its error and keeps the last good site. Takes the options of build.
            """,
        options: buildOptions, positionals: .paths)

    static let serve = CommandSpec(
        name: "serve", summary: "watch plus a local preview server with live reload",
        synopsis: "[INPUT...] [--port 8000] [--host 127.0.0.1] [OPTIONS]",
        description: """
            Like watch, and serves the site at http://HOST:PORT/. Open pages reload after each
            rebuild (keeping their scroll position and open replies) and show the error of a
            failed one. Listens on loopback unless --host says otherwise.
            """,
        options: [
            OptionSpec("--port", value: "N", "port to listen on (default: 8000; 0 picks a free one)"),
            OptionSpec("--host", value: "ADDRESS", "address to listen on (default: 127.0.0.1)"),
        ] + buildOptions,
        positionals: .paths)

    static let initCommand = CommandSpec(
        name: "init", summary: "start a project: config and an example thread", synopsis: "[DIR]",
        description: """
            Creates DIR (default: the current folder) with threadfold.json and
            comments/hello.json; the site uses the bundled theme, so it gets the theme's
            fixes with every threadfold. To customise a template, copy it with
            threadfold theme eject. Existing files are never overwritten. The config
            names its locale (--locale, default en, the example's language) rather than
            leaving it to "auto".
            Then: cd DIR && threadfold build
            """,
        options: [OptionSpec("--locale", value: "en|zh-Hans|…", "language of the pages, written into threadfold.json"), help],
        positionals: .folder)

    static let theme = CommandSpec(
        name: "theme", summary: "copy bundled templates and files to customise", synopsis: "eject [NAME...] | list",
        description: """
            eject copies the bundled theme's files named (a template such as comment or
            comment.mustache, a locale such as locales/en.json, a public file such as
            style.css; all of them when none is named) into the templates and public
            folders of threadfold.json (default: Templates/ and Public/ beside it, which it
            then names there), and records what it copied from: a later build warns when a
            bundled file changed since it was copied. list shows the bundled files.
            """,
        options: [
            OptionSpec("--config", short: "-c", value: "FILE", "settings file (default: ./threadfold.json)"),
            OptionSpec("--force", "replace files already copied with the bundled ones"),
            help,
        ],
        positionals: .themeActions)

    static let check = CommandSpec(
        name: "check", summary: "decode and fold the inputs, report problems",
        synopsis: "[--strict] [INPUT...]\n       threadfold check --find TEXT | --find-author NAME | --removed SITE [INPUT...]",
        description: """
            Reads every thread file (.json) and site dump (.ndjson) in INPUT (files or
            directories, searched recursively; default: "input" in the config, as build),
            folds each thread and prints every problem as
            file:line:column: severity: message.
            With "remove" or "anonymise" in the config (or --remove, --anonymise), it counts
            what they do and warns of entries that match nothing.
            For a takedown request (docs/privacy.md): --find and --find-author list every
            comment holding the text, or by, addressed to or mentioning the author, as
            file:line:column: thread-id/comment-id (why): page URL; --removed reads a built
            site and lists every trace left of the comments in "remove" and the names in
            "anonymise" (any run of 8 words or 12 CJK characters, or the name).
            """,
        options: [
            OptionSpec("--config", short: "-c", value: "FILE", "settings file (default: ./threadfold.json)"),
            OptionSpec("--find", value: "TEXT", "list the comments whose text holds TEXT (any case)"),
            OptionSpec("--find-author", value: "NAME", "list the comments by, addressed to or mentioning NAME"),
            OptionSpec("--removed", value: "DIR", "prove a built site holds nothing of what is removed or anonymised"),
            remove, anonymise, strict, help,
        ],
        positionals: .paths,
        footer: "Exit status: 0 ok (--removed: nothing found), 64 usage error, 65 the data has errors (--removed: a trace found).")

    static let embed = CommandSpec(
        name: "embed", summary: "put each thread under its post in a Hugo, Jekyll or Eleventy blog, or as HTML fragments",
        synopsis: "[INPUT...] --for hugo|jekyll|eleventy|html -o DIR [OPTIONS]\n       threadfold embed --verify BUILT_SITE [INPUT...]",
        description: """
            Renders every thread of INPUT as a fragment (section.threadfold: the comments of
            its thread page, no page chrome, no pages) with a scoped threadfold.css,
            threadfold.js and manifest.json. A thread belongs to the page of its "url" (or
            an id that is a path): scheme and host dropped, query and fragment ignored,
            percent-escapes decoded, index.html and a trailing slash dropped; --url-map
            moves renamed posts. For a generator DIR is the blog's root: threadfold writes
            only its own folder, data file and partial there, each replaced atomically.
              html      DIR/fragments/<slug>.html, threadfold.css, threadfold.js, manifest.json
              hugo      static/threadfold/, data/threadfold.json, layouts/partials/threadfold.html
              jekyll    assets/threadfold/, _data/threadfold.json, _includes/threadfold.html
              eleventy  _threadfold/ (data, style, script and the plugin eleventy.js)
            With --live giscus|utterances, the fragments stand inside the widget's markup
            (the partial writes it on every page): without scripts the archive shows, and
            the widget's script replaces it; --live-attr gives the script's attributes.
            With --verify, reads the built blog's HTML instead and reports every thread on
            no page and every comment missing from its thread's page.
            """,
        options: [
            OptionSpec("--for", choices: EmbedTarget.self, "the blog's generator (default: html)"),
            OptionSpec("--heading-level", value: "N", "level of the fragment's heading, 1 to 6 (default: 2)"),
            OptionSpec(
                "--colors", choices: SiteConfig.Colors.self, "host: the blog's text and link colours (default);",
                "own: the archive's palette, dark by the OS or the theme's dark toggle"),
            OptionSpec("--url-map", value: "FILE", "old URL and new path per line, for posts that moved"),
            OptionSpec("--verify", value: "DIR", "check a built blog holds every thread and comment"),
            OptionSpec(
                "--live", choices: LiveWidget.Kind.self, "the archive under the live widget: shown without scripts,",
                "replaced by the widget when its script runs (it needs the network)"),
            OptionSpec(
                "--live-attr", value: "NAME=VALUE", "an attribute of the widget's script, as its configuration page",
                "gives it (repo=O/R, repo-id=…, category-id=…, issue-term=…); repeat it"),
        ] + buildOptions.filter { !embedSkips.contains($0.long) },
        positionals: .paths,
        footer: "Exit status: 0 ok, 1 embed failed (theme, disk), 64 usage error, 65 bad data or (--verify) something missing.")

    /// Build options that mean nothing for a fragment: pages, links between them, the site.
    static let embedSkips: Set<String> = [
        "--threads-per-page", "--comments-per-page", "--urls", "--base-url", "--public", "--timings", "--title",
    ]

    static let helpCommand = CommandSpec(
        name: "help", summary: "show help for a command", synopsis: "[COMMAND]",
        description: "Shows a command's usage and options; with --man, the whole manual page (roff).",
        options: [OptionSpec("--man", "print the manual page, threadfold(1), in roff"), help], positionals: .commands)

    static let completion = CommandSpec(
        name: "completion", summary: "print the shell completion script for bash, zsh or fish", synopsis: "SHELL",
        description: """
            Prints a completion script for SHELL (bash, zsh or fish) on standard output, e.g.
            threadfold completion bash > ~/.local/share/bash-completion/completions/threadfold
            """,
        options: [help], positionals: .shells)
}
