/// GitHub issues and issue comments as `gh api --paginate` returns them for utterances,
/// written from GitHub's REST reference. Issues: #1 mapped by pathname (the body's
/// `[url](url)` names the page), #2 by URL (no body), #3 by page title with no link, #5
/// without comments. Comments come as two pages written back to back (`[…][…]`), the last
/// comment of page 1 repeated at the top of page 2; one comment is for issue #9, which the
/// issues file does not hold. Inside: `body_html` beside `body`, a deleted account (no
/// `user`), CJK, a code block, strikethrough in markdown.
enum GitHubIssuesSample {
    static let issues = #"""
        [
          {"url": "https://api.github.com/repos/o/r/issues/1", "html_url": "https://github.com/o/r/issues/1", "id": 9001, "number": 1,
           "title": "posts/hello", "user": {"login": "utterances-bot"}, "state": "open", "comments": 3,
           "created_at": "2024-05-01T08:00:00Z", "author_association": "NONE",
           "body": "# Hello, world\n\nA first post\n\n[https://blog.example/posts/hello/](https://blog.example/posts/hello/)"},
          {"url": "https://api.github.com/repos/o/r/issues/2", "html_url": "https://github.com/o/r/issues/2", "id": 9002, "number": 2,
           "title": "https://blog.example/about/", "user": {"login": "utterances-bot"}, "state": "open", "comments": 1,
           "created_at": "2024-05-02T08:00:00Z", "author_association": "NONE", "body": null},
          {"url": "https://api.github.com/repos/o/r/issues/3", "html_url": "https://github.com/o/r/issues/3", "id": 9003, "number": 3,
           "title": "Notes on caching", "user": {"login": "utterances-bot"}, "state": "open", "comments": 1,
           "created_at": "2024-05-03T08:00:00Z", "author_association": "NONE", "body": "# Notes on caching\n\n\n\n"},
          {"url": "https://api.github.com/repos/o/r/issues/5", "html_url": "https://github.com/o/r/issues/5", "id": 9005, "number": 5,
           "title": "posts/quiet", "user": {"login": "utterances-bot"}, "state": "open", "comments": 0,
           "created_at": "2024-05-05T08:00:00Z", "author_association": "NONE",
           "body": "# Quiet\n\n\n\n[https://blog.example/posts/quiet/](https://blog.example/posts/quiet/)"}
        ]
        """#

    static let comments = #"""
        [
          {"url": "https://api.github.com/repos/o/r/issues/comments/501", "html_url": "https://github.com/o/r/issues/1#issuecomment-501",
           "issue_url": "https://api.github.com/repos/o/r/issues/1", "id": 501, "user": {"login": "ada"},
           "created_at": "2024-05-01T09:00:00Z", "updated_at": "2024-05-01T09:00:00Z", "author_association": "OWNER",
           "body": "| a | b |\n|---|---|\n| 1 | 2 |", "body_html": "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>"},
          {"url": "https://api.github.com/repos/o/r/issues/comments/502", "html_url": "https://github.com/o/r/issues/1#issuecomment-502",
           "issue_url": "https://api.github.com/repos/o/r/issues/1", "id": 502, "user": null,
           "created_at": "2024-05-01T09:10:00Z", "updated_at": "2024-05-01T09:10:00Z", "author_association": "NONE",
           "body": "I deleted my account after writing this."}
        ]
        [
          {"url": "https://api.github.com/repos/o/r/issues/comments/502", "html_url": "https://github.com/o/r/issues/1#issuecomment-502",
           "issue_url": "https://api.github.com/repos/o/r/issues/1", "id": 502, "user": null,
           "created_at": "2024-05-01T09:10:00Z", "updated_at": "2024-05-01T09:10:00Z", "author_association": "NONE",
           "body": "I deleted my account after writing this."},
          {"url": "https://api.github.com/repos/o/r/issues/comments/503", "html_url": "https://github.com/o/r/issues/1#issuecomment-503",
           "issue_url": "https://api.github.com/repos/o/r/issues/1", "id": 503, "user": {"login": "bo"},
           "created_at": "2024-05-01T09:20:00Z", "updated_at": "2024-05-01T09:20:00Z", "author_association": "CONTRIBUTOR",
           "body": "~~wrong~~ right"},
          {"url": "https://api.github.com/repos/o/r/issues/comments/504", "html_url": "https://github.com/o/r/issues/2#issuecomment-504",
           "issue_url": "https://api.github.com/repos/o/r/issues/2", "id": 504, "user": {"login": "li-lei"},
           "created_at": "2024-05-02T09:00:00+08:00", "updated_at": "2024-05-02T09:00:00+08:00", "author_association": "NONE",
           "body": "写得好！\n\n```js\nconsole.log(\"~~x~~\")\n```"},
          {"url": "https://api.github.com/repos/o/r/issues/comments/505", "html_url": "https://github.com/o/r/issues/3#issuecomment-505",
           "issue_url": "https://api.github.com/repos/o/r/issues/3", "id": 505, "user": {"login": "cy"},
           "created_at": "2024-05-03T09:00:00Z", "updated_at": "2024-05-03T09:00:00Z", "author_association": "NONE",
           "body": "See https://example.com/cache for more."},
          {"url": "https://api.github.com/repos/o/r/issues/comments/509", "html_url": "https://github.com/o/r/issues/9#issuecomment-509",
           "issue_url": "https://api.github.com/repos/o/r/issues/9", "id": 509, "user": {"login": "dee"},
           "created_at": "2024-05-09T09:00:00Z", "updated_at": "2024-05-09T09:00:00Z", "author_association": "NONE",
           "body": "On an issue the export left out."}
        ]
        """#
}
