/// A reddit thread's JSON: the post listing, then comments nesting in `replies` (which
/// reddit writes as "" when empty), a `more` stub with hidden ids, a "continue this
/// thread" stub (count 0, no ids), a deleted comment whose reply survives and a removed
/// one without replies.
enum RedditSample {
    static let json = """
        [
          {"kind": "Listing", "data": {"children": [{"kind": "t3", "data": {
            "id": "abc123", "name": "t3_abc123", "title": "What is your favourite static site generator?",
            "subreddit": "webdev", "permalink": "/r/webdev/comments/abc123/what_is_your_favourite/",
            "author": "op", "selftext": "Asking for a friend.", "created_utc": 1700000000.0}}]}},
          {"kind": "Listing", "data": {"children": [
            {"kind": "t1", "data": {"id": "c1", "name": "t1_c1", "parent_id": "t3_abc123", "author": "ada",
              "body": "Jekyll &amp; Hugo, **both**.", "created_utc": 1700000100.0,
              "replies": {"kind": "Listing", "data": {"children": [
                {"kind": "t1", "data": {"id": "c2", "parent_id": "t1_c1", "author": "bo", "body": "Agreed.",
                  "created_utc": 1700000200, "replies": ""}},
                {"kind": "more", "data": {"id": "m1", "parent_id": "t1_c1", "count": 2, "children": ["c9", "c10"]}}
              ]}}}},
            {"kind": "t1", "data": {"id": "c3", "parent_id": "t3_abc123", "author": "[deleted]", "body": "[deleted]",
              "created_utc": 1700000300, "replies": {"kind": "Listing", "data": {"children": [
                {"kind": "t1", "data": {"id": "c4", "parent_id": "t1_c3", "author": "cy", "body": "What did they say?",
                  "created_utc": 1700000400.5, "replies": ""}},
                {"kind": "more", "data": {"id": "_", "parent_id": "t1_c4", "count": 0, "children": []}}
              ]}}}},
            {"kind": "t1", "data": {"id": "c5", "parent_id": "t3_abc123", "author": "[deleted]", "body": "[removed]",
              "created_utc": 1700000500, "replies": ""}}
          ]}}
        ]
        """
}
