import Importers
import ThreadFold

/// `import`'s entry, and the options only one format reads.
extension CommandTable {
    static let importCommand = CommandSpec(
        name: "import",
        summary: "turn a Disqus, WordPress, Staticman, reddit, HN, GitHub, Waline, Valine, Twikoo, Artalk or JSON export into thread files",
        synopsis: "FORMAT SOURCE... -o DIR [OPTIONS]",
        description: """
            Writes one thread file (threadfold's JSON, readable and editable) per thread of
            SOURCE into DIR, then reports threads and comments written, every comment not
            carried and why (deleted, spam, unapproved, pingback, more stub, minimized),
            orphans, empty threads and which URL went to which file. E-mail fields, IP
            addresses and user agents are never written; addresses typed into bodies are
            hidden unless --keep-emails. Comments keep the source's anchor (comment-<id> for
            Disqus and WordPress) in "aliases", so old links keep working.

            formats:
              disqus      a Disqus XML export
              wordpress   a WordPress WXR export (Tools → Export)
              staticman   a _data/comments folder (a folder of .yml files per post) or one post's folder
              reddit      a thread's JSON (its URL with .json appended)
              reddit-dump Pushshift/Arctic Shift dumps: RC_ comment and RS_ submission files (NDJSON, .zst, .gz), several SOURCEs
              hn          an hn.algolia.com/api/v1/items/ID response
              json        a JSON array or NDJSON, read through --map
              github-discussions  GitHub Discussions (giscus) as gh api graphql returns them: a file or folder
              github-issues       GitHub issues and their comments (utterances) as gh api returns them: a file or folder
              waline      Waline's admin-panel export (.json)
              valine      Valine's Comment class as LeanCloud exports it (JSON array or NDJSON)
              twikoo      Twikoo's comment export from its admin panel (JSON array)
              artalk      Artalk's Artrans export (.artrans)
            """,
        options: [OptionSpec("--output", short: "-o", value: "DIR", "where the thread files go (required)")]
            + formatOnly(.json)
            + [
                OptionSpec(
                    "--keep-emails", "keep e-mail addresses readers typed into bodies (default:",
                    "each is replaced with \"[email hidden]\" in the locale, counted)"),
                OptionSpec("--locale", value: "auto|en|zh-Hans|…", "language of that marker (default: auto, the export's own)"),
            ]
            + formatOnly(.staticman) + formatOnly(.waline) + formatOnly(.redditDump) + formatOnly(.disqus)
            + [
                OptionSpec(
                    "--remove", value: "ID", "leave out a thread (its id) or a comment (thread-id/comment-id;",
                    "one with replies is kept as a placeholder); repeat it"),
                OptionSpec("--anonymise", value: "NAME", "write an author (NAME, or thread-id/NAME) as \"Anonymous N\"; repeat it"),
                OptionSpec("--force", "replace thread files already in DIR"), help,
            ],
        positionals: .formatThenPath,
        footer: "Exit status: 0 ok, 1 cannot write DIR, 64 usage error, 65 the source cannot be read.")

    /// Options that only one format reads, by format: each one's help starts with the
    /// format's name, and `import` refuses it with any other format.
    static let formatOptions: KeyValuePairs<ImportFormat, [OptionSpec]> = [
        .json: [
            OptionSpec(
                "--map", value: "FIELD=PATH,...", "source fields for id, parentID, user, content,",
                "createdAt, threadID, title, url (dotted paths: author.name)"),
            OptionSpec("--strip-prefix", value: "P,...", "prefixes removed from ids (reddit: t1_,t3_)"),
            OptionSpec("--content-format", choices: ContentFormat.self, "markdown (default), html or text"),
        ],
        .staticman: [posts],
        .waline: widgetOptions,
        .valine: widgetOptions,
        .twikoo: widgetOptions,
        .artalk: widgetOptions,
        .redditDump: [
            OptionSpec("--subreddit", value: "NAME", "only this subreddit (repeat for more; case does", "not matter)"),
            OptionSpec("--after", value: "DATE", "only comments written at or after DATE (ISO 8601)"),
            OptionSpec("--before", value: "DATE", "only comments written before DATE (ISO 8601)"),
        ],
        .disqus: [
            OptionSpec(
                "--no-merge", "keep a post registered under two URLs as two",
                "threads (default: one thread, newest URL, both anchors)")
        ],
    ]

    private static let posts = OptionSpec(
        "--posts", value: "DIR", "posts folder;", "titles (and Staticman's permalinks) from each post's front matter")

    /// What the comment widgets read besides SOURCE.
    private static let widgetOptions = [
        posts,
        OptionSpec("--site-url", value: "URL", "the blog's address:", "relative page paths become URL/path"),
    ]

    /// The formats that read an option, in table order: `staticman, waline`.
    static func owners(of long: String) -> [ImportFormat] {
        formatOptions.filter { $0.value.contains { $0.long == long } }.map(\.key)
    }

    /// `format`'s own options, as `--help` lists them: `json: source fields…`. An option
    /// several formats read is listed once, under the first, with every format's name.
    private static func formatOnly(_ format: ImportFormat) -> [OptionSpec] {
        let options = formatOptions.first { $0.key == format }?.value ?? []
        return options.filter { owners(of: $0.long).first == format }.map {
            $0.helpPrefixed(by: owners(of: $0.long).map(\.rawValue).joined(separator: ", ") + ": ")
        }
    }
}
