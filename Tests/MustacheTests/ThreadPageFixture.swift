import Mustache

/// A thread page shaped like threadfold's: its templates (layout inheritance, partials
/// inside sections, a parent used as a partial with an override) and its per-comment
/// values (~12 keys, nested reply lists), so the benchmark measures what a build pays.
enum ThreadPageFixture {
    static let templates: [String: String] = [
        "layout": """
        <!DOCTYPE html>
        <html lang="{{lang}}">
        <head>
        <meta charset="utf-8">
        <title>{{$title}}{{site.title}}{{/title}}</title>
        {{#canonical}}
        <link rel="canonical" href="{{canonical}}">
        {{/canonical}}
        <link rel="stylesheet" href="{{root}}style.css">
        </head>
        <body class="{{$bodyClass}}page{{/bodyClass}}">
        <a class="skip-link" href="#main">{{t.skipToContent}}</a>
        <main id="main">
        {{$content}}{{/content}}
        </main>
        </body>
        </html>

        """,
        "thread": """
        {{<layout}}
        {{$title}}{{thread.title}}{{^pagination.isFirst}} · {{pagination.label}}{{/pagination.isFirst}} · {{site.title}}{{/title}}
        {{$bodyClass}}page thread-page layout-{{layout}}{{/bodyClass}}
        {{$content}}
        <nav class="breadcrumbs" aria-label="{{t.breadcrumbs}}"><a href="{{root}}index.html">{{site.title}}</a></nav>
        <article class="thread">
        <h1 class="thread-title">{{thread.title}}</h1>
        {{>pagination}}
        <ol class="comments">
        {{#comments}}
        {{>comment}}
        {{/comments}}
        </ol>
        {{<pagination}}{{$paginationLabel}}{{t.paginationBottom}}{{/paginationLabel}}{{/pagination}}
        </article>
        {{/content}}
        {{/layout}}

        """,
        "comment": """
        <li class="comment" id="c-{{anchor}}">
        {{#aliases}}
        <span class="alias" id="{{.}}"></span>
        {{/aliases}}
        <div class="comment-header"><span class="floor">#{{floor}}</span> <span class="author">{{user}}</span>{{#time}} <time datetime="{{iso}}">{{text}}</time>{{/time}} <a class="permalink" href="#c-{{anchor}}" aria-label="{{permalinkLabel}}">¶</a></div>
        <div class="body">{{body}}</div>
        {{#hasReplies}}
        <ol class="replies">
        {{#shownReplies}}
        {{>reply}}
        {{/shownReplies}}
        </ol>
        {{#hasHidden}}
        <details class="more-replies" data-key="c-{{anchor}}">
        <summary><span class="when-closed">{{moreLabel}}</span><span class="when-open">{{lessLabel}}</span></summary>
        <ol class="replies">
        {{#hiddenReplies}}
        {{>reply}}
        {{/hiddenReplies}}
        </ol>
        </details>
        {{/hasHidden}}
        {{/hasReplies}}
        </li>

        """,
        "reply": """
        <li class="reply" id="c-{{anchor}}">
        {{#aliases}}
        <span class="alias" id="{{.}}"></span>
        {{/aliases}}
        <div class="reply-meta"><span class="floor">#{{floor}}</span>{{#time}} <time datetime="{{iso}}">{{text}}</time>{{/time}} <a class="permalink" href="#c-{{anchor}}" aria-label="{{permalinkLabel}}">¶</a></div>
        <div class="body">{{body}}</div>
        </li>

        """,
        "reply-prefix": """
        <span class="author">{{user}}</span> {{t.repliedTo}} <a class="to" href="{{toHref}}">{{toUser}}</a>{{t.colon}}

        """,
        "pagination": """
        {{#pagination.isPaged}}
        <nav class="pagination" aria-label="{{$paginationLabel}}{{t.pagination}}{{/paginationLabel}}">
        {{#pagination.pages}}
        {{#current}}<span class="page current" aria-current="page">{{number}}</span>{{/current}}{{^current}}<a class="page" href="{{href}}">{{number}}</a>{{/current}}
        {{/pagination.pages}}
        </nav>
        {{/pagination.isPaged}}

        """,
    ]

    static let strings: MustacheValue = .object([
        "skipToContent": "Skip to content", "breadcrumbs": "Breadcrumbs", "pagination": "Pages",
        "paginationBottom": "Pages (bottom)", "repliedTo": "回复", "colon": "：",
    ])

    static let body =
        "<p>Comment text with <em>markup</em> &amp; an entity, some 中文 and a "
        + "<a href=\"https://example.org/x?a=1&amp;b=2\">link</a>. It runs on for a while, as real "
        + "comments do, so that copying body text costs what it costs in a build.</p>\n"

    /// One reply's values: what `replyValue` builds (without the rendered prefix).
    static func reply(_ comment: Int, _ index: Int) -> [String: MustacheValue] {
        let floor = "\(comment + 1).\(index + 1)"
        return [
            "anchor": .string("r\(comment)-\(index)"), "floor": .string(floor),
            "user": .string("user <\(index)>"), "permalinkLabel": .string("Permalink to #\(floor)"),
            "time": ["iso": "2024-05-01T12:00:00Z", "text": "1 May 2024 12:00"],
            "toUser": .string("O'Brien & co"), "toHref": .string("#c-c\(comment)"),
        ]
    }

    static func comment(_ index: Int, replies: [MustacheValue], shown: Int) -> MustacheValue {
        .object([
            "anchor": .string("c\(index)"), "floor": .string("\(index + 1)"), "user": .string("Author \(index)"),
            "permalinkLabel": .string("Permalink to #\(index + 1)"),
            "time": ["iso": "2024-05-01T12:00:00Z", "text": "1 May 2024 12:00"],
            "body": .html(body), "replyCount": .int(replies.count), "hasReplies": .bool(!replies.isEmpty),
            "shownReplies": .list(Array(replies.prefix(shown))), "hasHidden": .bool(replies.count > shown),
            "hiddenReplies": .list(Array(replies.dropFirst(shown))), "hiddenCount": .int(replies.count - shown),
            "moreLabel": .string("View all \(replies.count) replies"), "lessLabel": "Collapse replies",
        ])
    }

    static func page(comments: [MustacheValue]) -> MustacheValue {
        let pages: [MustacheValue] = (1...5).map { ["number": .int($0), "current": .bool($0 == 2), "href": .string("page-\($0).html")] }
        return .object([
            "lang": "en", "site": ["title": "Archive & Co"], "root": "../", "t": strings, "layout": "nested",
            "thread": ["title": "A <thread> title"], "comments": .list(comments),
            "pagination": ["isPaged": true, "isFirst": false, "label": "Page 2", "pages": .list(pages)],
        ])
    }
}
