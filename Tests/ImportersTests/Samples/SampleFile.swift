import Foundation

/// The platforms' exports the importer tests read, kept as the files they are
/// (`Samples/Exports/`): data to read and diff, not Swift. Each `…Sample` enum says what
/// its file holds.
enum SampleFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Exports")

    /// The file's text; a missing sample stops the run with its path (it is part of the tests).
    static func text(_ name: String) -> String {
        let url = folder.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else { preconditionFailure("no sample file at \(url.path)") }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A small Disqus export with the awkward parts: posts out of time order, a deleted post
/// whose reply survives, a deleted post without replies, spam, a reply to spam, a reply to
/// a post missing from the export, a thread without posts, a thread whose only post is
/// spam, CJK text, CDATA HTML bodies, e-mails and IP addresses.
enum DisqusSample {
    static let xml = SampleFile.text("disqus.xml")
}

/// A Disqus export shaped like the real one (tanglei.name, 2,687 comments): a blog that
/// changed its permalinks, so Disqus holds "Hello" under the old `/blog/hello-world.html`
/// and the new `/hello-world/`, each copy with its own post ids but the same author, time
/// and text (the new one has one comment more); "About Me" under two URLs with different
/// comments (not a copy); titles escaped twice (`&amp;#8220;` in the XML); categories; a
/// QQ address typed into a body.
enum DisqusDuplicateSample {
    static let xml = SampleFile.text("disqus-duplicates.xml")
}

/// A WordPress.com-style WXR export: `atom:` used but never declared (as real exports do),
/// approved comments, a reply, a pingback, a trackback, an unapproved and a spam comment,
/// a trashed comment whose reply survives, a reply to spam, a comment with no GMT date,
/// a page without comments and a post whose only comment is unapproved.
enum WordPressSample {
    static let xml = SampleFile.text("wordpress.xml")
}

/// GitHub issues and issue comments as `gh api --paginate` returns them for utterances,
/// written from GitHub's REST reference. Issues: #1 mapped by pathname (the body's
/// `[url](url)` names the page), #2 by URL (no body), #3 by page title with no link, #5
/// without comments. Comments come as two pages written back to back (`[…][…]`), the last
/// comment of page 1 repeated at the top of page 2; one comment is for issue #9, which the
/// issues file does not hold. Inside: `body_html` beside `body`, a deleted account (no
/// `user`), CJK, a code block, strikethrough in markdown.
enum GitHubIssuesSample {
    static let issues = SampleFile.text("github-issues.json")
    static let comments = SampleFile.text("github-issue-comments.json")
}

/// A Waline admin-panel export written from Waline's source (`data.Comment` rows as its
/// LeanCloud and MySQL adapters export them): one page under `/posts/hello/`,
/// `/posts/hello` and `/posts/hello/index.html`; a reply with an HTML mention of its
/// parent, one with a markdown mention of its parent and an emoji image, one whose
/// mention names another comment, a plain-text `@nick `; spam, waiting, a reply to spam
/// (falls back to `rid`), a reply whose pid and rid are both gone, a row with only `rid`;
/// a Valine-era row without `status` and with LeanCloud's date object; a page whose only
/// comment waits; mail, ip, ua, QQ avatar and a Users table that must not get out.
enum WalineSample {
    static let json = SampleFile.text("waline.json")
}

/// Valine's Comment class as LeanCloud exports it, one object a line, written from
/// Valine's and LeanCloud's documentation and Twikoo's Valine importer: one page as
/// `/a/` and `/a/index.html`; LeanCloud date objects beside text times; Valine's HTML mention
/// `<a class="at" href="#ID">@nick </a> , `; a `vemoji` image; `isSpam`; a reply to spam
/// with `rid` pointing at spam too; rows without `status`; a time that cannot be read;
/// mail, ip, ua, QQ avatars, ACL.
enum ValineSample {
    static let ndjson = SampleFile.text("valine.ndjson")
}

/// Twikoo's admin-panel comment export, written from Twikoo's source (its comment
/// documents and its own importers): one page as `/posts/twikoo/` and `/posts/twikoo`, the
/// origin in `href`; a pinned comment (`top`) with three likes (`like`) and an OwO emoji,
/// likes as `ups`, `pid`/`rid` null, a `{"$oid"}` id and a `{"$date"}` time (mongoexport),
/// a hidden comment (`isSpam`) and a reply to it, plain-text `@nick` mentions; mail,
/// mailMd5, ip, ua, avatar, uid, master.
enum TwikooSample {
    static let json = SampleFile.text("twikoo.json")
}

/// An Artrans export (Artalk's interchange format), written from Artalk's source (the
/// `Artran` struct: every value a string) and Twikoo's Artalk importer: one page as a URL
/// and as relative paths (`site_urls` gives the origin), `page_title`, Go's time text
/// (`2022-04-29 16:36:45 +0800 +0800`, `… CST`) and RFC 3339, a pinned comment with votes,
/// an `atk-emoticon` image, a collapsed reply, a pending comment and a reply to it, a
/// second site with the same path; email, link, ua, ip, badges.
enum ArtalkSample {
    static let json = SampleFile.text("artalk.artrans")
}
