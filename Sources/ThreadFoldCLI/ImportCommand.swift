import Importers
import ThreadFold

/// `threadfold import FORMAT SOURCE -o DIR`: another platform's export → thread files,
/// then the import report (what was written, and everything that was not, with why).
struct ImportCommand {
    static let usage = """
        usage: threadfold import FORMAT SOURCE -o DIR [OPTIONS]

        Writes one thread file (threadfold's JSON, readable and editable) per thread of
        SOURCE into DIR, then reports threads and comments written, every comment not
        carried and why (deleted, spam, unapproved, pingback, more stub), orphans, empty
        threads and which URL went to which file. E-mail fields, IP addresses and user
        agents are never written; addresses typed into bodies are hidden unless --keep-emails. Comments keep the source's anchor (comment-<id> for
        Disqus and WordPress) in "aliases", so old links keep working.

        formats:
          disqus      a Disqus XML export
          wordpress   a WordPress WXR export (Tools → Export)
          staticman   a _data/comments folder (a folder of .yml files per post) or one post's folder
          reddit      a thread's JSON (its URL with .json appended)
          hn          an hn.algolia.com/api/v1/items/ID response
          json        a JSON array or NDJSON, read through --map

          -o, --output DIR          where the thread files go (required)
          --map FIELD=PATH,...      json: source fields for id, parentID, user, content,
                                    createdAt, threadID, title, url (dotted paths: author.name)
          --strip-prefix P,...      json: prefixes removed from ids (reddit: t1_,t3_)
          --content-format F        json: markdown (default), html or text
          --keep-emails             keep e-mail addresses readers typed into bodies (default:
                                    each is replaced with "[email hidden]" in the locale, counted)
          --locale zh-Hans|en       language of that marker (default: zh-Hans, as build)
          --posts DIR               staticman: the site's _posts folder; titles and permalinks
                                    come from each post's front matter
          --no-merge                disqus: keep a post registered under two URLs as two
                                    threads (default: one thread, newest URL, both anchors)
          --force                   replace thread files already in DIR
          -h, --help                show this help

        Exit status: 0 ok, 1 cannot write DIR, 64 usage error, 65 the source cannot be read.
        """

    let format: ImportFormat?
    let source: String
    let output: String
    let options: ImportOptions
    let force: Bool
    let showHelp: Bool

    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, valueOptions: ["--output", "--map", "--strip-prefix", "--content-format", "--locale", "--posts"],
                                         flagOptions: ["--force", "--help", "--keep-emails", "--no-merge"], aliases: ["-o": "--output", "-h": "--help"])
        showHelp = parsed.flags.contains("--help")
        force = parsed.flags.contains("--force")
        if showHelp {
            (format, source, output, options) = (nil, "", "", ImportOptions())
            return
        }
        guard parsed.positionals.count == 2 else {
            throw UsageError("import needs FORMAT and SOURCE\n" + Self.usage)
        }
        guard let format = ImportFormat(rawValue: parsed.positionals[0]) else {
            throw UsageError("unknown import format '\(parsed.positionals[0])'"
                             + ParsedArguments.suggestion(for: parsed.positionals[0], among: Set(ImportFormat.allCases.map(\.rawValue)))
                             + "\nformats: " + ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let output = parsed.values["--output"], !output.isEmpty else {
            throw UsageError("import needs -o DIR, the folder the thread files go to")
        }
        self.format = format
        source = parsed.positionals[1]
        self.output = output
        options = try Self.options(parsed, format: format)
    }

    private static func options(_ parsed: ParsedArguments, format: ImportFormat) throws(UsageError) -> ImportOptions {
        let jsonOnly = ["--map", "--strip-prefix", "--content-format"].filter { parsed.values[$0] != nil }
        if format != .json, let option = jsonOnly.first {
            throw UsageError("\(option) is for the json format only")
        }
        var options = ImportOptions()
        options.keepEmails = parsed.flags.contains("--keep-emails")
        options.mergeDuplicatePosts = !parsed.flags.contains("--no-merge")
        if parsed.flags.contains("--no-merge") && format != .disqus {
            throw UsageError("--no-merge is for the disqus format only")
        }
        if let posts = parsed.values["--posts"] {
            guard format == .staticman else { throw UsageError("--posts is for the staticman format only") }
            options.postsFolder = posts
        }
        let locale = parsed.values["--locale"] ?? SiteConfig().locale
        guard let strings = BundledTheme.strings(locale: locale) else {
            throw UsageError("--locale: no locale '\(locale)'; available: \(BundledTheme.locales.joined(separator: ", "))")
        }
        options.emailMarker = strings["emailHidden"]
        if let spec = parsed.values["--map"] {
            do { options.fieldMap = try FieldMap(parsing: spec) } catch { throw UsageError("--map: \(error.message)") }
        }
        if let prefixes = parsed.values["--strip-prefix"] {
            options.stripPrefixes = prefixes.split(separator: ",").map(String.init)
        }
        if let name = parsed.values["--content-format"] {
            guard let contentFormat = ContentFormat(rawValue: name) else {
                throw UsageError("--content-format must be markdown, html or text, not '\(name)'")
            }
            options.contentFormat = contentFormat
        }
        return options
    }

    func run(console: Console, io: FileIO) -> ExitCode {
        guard let format, !showHelp else {
            console.out(Self.usage)
            return .ok
        }
        do {
            let report = try Importer(io: io, options: options).run(format, source: source, into: output, overwrite: force)
            console.out(report.text)
            return .ok
        } catch {
            console.err("threadfold: " + error.description)
            return error.isOutputFailure ? .buildFailed : .dataError
        }
    }
}
