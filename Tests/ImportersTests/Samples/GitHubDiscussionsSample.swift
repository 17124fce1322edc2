/// GitHub Discussions as `gh api graphql` returns them for giscus's fields, written from
/// GitHub's GraphQL reference: two pages of one query. Page 1 lists discussions (#1 with
/// its first comments, #2 without comments, #3 in the `edges` shape, mapped by page title
/// so no link names its page, with one of the 2 comments GitHub counts); page 2 is
/// `discussion(number: 1)`'s next comments, repeating comment 101 with its second page of
/// replies. Inside: a reply with `replyTo`, a comment
/// minimized as spam with a reply, one as off-topic and one as outdated (kept), a deleted
/// comment with a reply from a deleted account and one without, CJK, code blocks, and a
/// markdown-only body with a table, a task list and an e-mail address.
enum GitHubDiscussionsSample {
    static let page1 = #"""
        {"data": {"repository": {"discussions": {
          "pageInfo": {"hasNextPage": false, "endCursor": "Y3Vyc29yOnYyOpK5"},
          "nodes": [
            {"number": 1, "title": "posts/hello", "url": "https://github.com/o/r/discussions/1",
             "body": "# Hello, world\n\nA first post\n\nhttps://blog.example/posts/hello/\n\n<!-- sha1: 0a4d55a8d778e5022fab701977c5d840bbc486d0 -->",
             "category": {"name": "Announcements"},
             "comments": {"totalCount": 7, "pageInfo": {"hasNextPage": true, "endCursor": "Y3Vyc29yOjM="}, "nodes": [
               {"id": "DC_kwDOA1", "databaseId": 101, "author": {"login": "ada", "url": "https://github.com/ada"},
                "createdAt": "2024-05-01T09:00:00Z", "body": "Hello **world**", "bodyHTML": "<p>Hello <strong>world</strong></p>",
                "isMinimized": false, "minimizedReason": null, "deletedAt": null, "upvoteCount": 3,
                "replies": {"totalCount": 2, "pageInfo": {"hasNextPage": true, "endCursor": "cjox"}, "nodes": [
                  {"id": "DC_kwDOA2", "databaseId": 102, "author": {"login": "bo", "url": "https://github.com/bo"},
                   "createdAt": "2024-05-01T09:30:00Z", "body": "你好，世界！", "bodyHTML": "<p>你好，世界！</p>",
                   "isMinimized": false, "minimizedReason": null, "deletedAt": null, "upvoteCount": 0, "replyTo": {"id": "DC_kwDOA1"}}]}},
               {"id": "DC_kwDOA3", "databaseId": 103, "author": {"login": "spammer", "url": "https://github.com/spammer"},
                "createdAt": "2024-05-01T10:00:00Z", "body": "Buy now", "bodyHTML": "<p>Buy now</p>",
                "isMinimized": true, "minimizedReason": "SPAM", "deletedAt": null, "upvoteCount": 0,
                "replies": {"nodes": [
                  {"id": "DC_kwDOA4", "databaseId": 104, "author": {"login": "cy", "url": "https://github.com/cy"},
                   "createdAt": "2024-05-01T10:05:00Z", "body": "Reported.", "bodyHTML": "<p>Reported.</p>",
                   "isMinimized": false, "minimizedReason": null, "deletedAt": null, "upvoteCount": 0, "replyTo": {"id": "DC_kwDOA3"}}]}},
               {"id": "DC_kwDOA5", "databaseId": 105, "author": null,
                "createdAt": "2024-05-01T11:00:00Z", "body": "", "bodyHTML": "",
                "isMinimized": false, "minimizedReason": null, "deletedAt": "2024-05-02T00:00:00Z", "upvoteCount": 0,
                "replies": {"nodes": [
                  {"id": "DC_kwDOA6", "databaseId": 106, "author": null,
                   "createdAt": "2024-05-01T11:10:00Z", "body": "```\nlet x = 1\n```",
                   "bodyHTML": "<pre><code>let x = 1\n</code></pre>",
                   "isMinimized": false, "minimizedReason": null, "deletedAt": null, "upvoteCount": 1, "replyTo": {"id": "DC_kwDOA5"}}]}}
             ]}},
            {"number": 2, "title": "Page without comments", "url": "https://github.com/o/r/discussions/2",
             "body": "# Page without comments\n\n\n\nhttps://blog.example/quiet/\n\n<!-- sha1: 5b1b0fc1f8b2a8f0a3bd1f7ac6e8a9d1c0e7b2a4 -->",
             "category": {"name": "Announcements"}, "comments": {"pageInfo": {"hasNextPage": false, "endCursor": null}, "nodes": []}},
            {"number": 3, "title": "一篇文章", "url": "https://github.com/o/r/discussions/3", "body": "",
             "comments": {"totalCount": 2, "edges": [
               {"node": {"id": "DC_kwDOC1", "databaseId": 301, "author": {"login": "li-lei", "url": "https://github.com/li-lei"},
                "createdAt": "2024-06-01T08:00:00+08:00",
                "body": "中文评论\n\n```swift\nlet s = \"~~not struck~~ | - [ ] no task\"\n```\n",
                "isMinimized": false, "minimizedReason": null, "deletedAt": null, "upvoteCount": 0,
                "replies": {"edges": [
                  {"node": {"id": "DC_kwDOC2", "databaseId": 302, "author": {"login": "han-meimei", "url": "https://github.com/han-meimei"},
                   "createdAt": "2024-06-01T09:00:00+08:00", "body": "同意 `~~code~~`", "isMinimized": false,
                   "minimizedReason": null, "deletedAt": null, "upvoteCount": 0, "replyTo": {"id": "DC_kwDOC1"}}}]}}}]}}
          ]}}}}
        """#

    static let page2 = #"""
        {"data": {"repository": {"discussion": {
          "number": 1, "title": "posts/hello", "url": "https://github.com/o/r/discussions/1",
          "comments": {"totalCount": 7, "pageInfo": {"hasNextPage": false, "endCursor": "Y3Vyc29yOjg="}, "nodes": [
            {"id": "DC_kwDOA1", "databaseId": 101, "author": {"login": "ada", "url": "https://github.com/ada"},
             "createdAt": "2024-05-01T09:00:00Z", "body": "Hello **world**", "bodyHTML": "<p>Hello <strong>world</strong></p>",
             "isMinimized": false, "minimizedReason": null, "deletedAt": null, "upvoteCount": 3,
             "replies": {"nodes": [
               {"id": "DC_kwDOA2", "databaseId": 102, "author": {"login": "bo", "url": "https://github.com/bo"},
                "createdAt": "2024-05-01T09:30:00Z", "body": "你好，世界！", "bodyHTML": "<p>你好，世界！</p>",
                "isMinimized": false, "minimizedReason": null, "deletedAt": null, "upvoteCount": 0, "replyTo": {"id": "DC_kwDOA1"}},
               {"id": "DC_kwDOA7", "databaseId": 107, "author": {"login": "dee", "url": "https://github.com/dee"},
                "createdAt": "2024-05-03T09:00:00Z", "body": "Late reply", "bodyHTML": "<p>Late reply</p>",
                "isMinimized": false, "minimizedReason": null, "deletedAt": null, "upvoteCount": 0, "replyTo": {"id": "DC_kwDOA1"}}]}},
            {"id": "DC_kwDOA8", "databaseId": 108, "author": {"login": "eve", "url": "https://github.com/eve"},
             "createdAt": "2024-05-04T09:00:00Z", "body": "", "bodyHTML": "",
             "isMinimized": false, "minimizedReason": null, "deletedAt": "2024-05-04T10:00:00Z", "upvoteCount": 0,
             "replies": {"nodes": []}},
            {"id": "DC_kwDOA9", "databaseId": 109, "author": {"login": "fay", "url": "https://github.com/fay"},
             "createdAt": "2024-05-05T09:00:00Z", "body": "What about football?", "bodyHTML": "<p>What about football?</p>",
             "isMinimized": true, "minimizedReason": "OFF_TOPIC", "deletedAt": null, "upvoteCount": 0, "replies": {"nodes": []}},
            {"id": "DC_kwDOB0", "databaseId": 110, "author": {"login": "gus", "url": "https://github.com/gus"},
             "createdAt": "2024-05-06T09:00:00Z", "body": "Fixed in 1.2", "bodyHTML": "<p>Fixed in 1.2</p>",
             "isMinimized": true, "minimizedReason": "OUTDATED", "deletedAt": null, "upvoteCount": 0, "replies": {"nodes": []}},
            {"id": "DC_kwDOB1", "databaseId": 111, "author": {"login": "hal", "url": "https://github.com/hal"},
             "createdAt": "2024-05-07T09:00:00Z",
             "body": "| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] mail me at hal@example.org",
             "isMinimized": false, "minimizedReason": null, "deletedAt": null, "upvoteCount": 0, "replies": {"nodes": []}}
          ]}}}}}
        """#
}
