/// An hn.algolia.com items response: a story, HTML comment bodies with entities, a reply,
/// a deleted comment (no author, no text) with a surviving reply, and one without.
enum HackerNewsSample {
    static let json = """
        {"id": 1000, "created_at": "2026-08-08T10:00:00.000Z", "type": "story", "author": "poster",
         "title": "Show HN: A static comment archive", "url": "https://example.com/show", "text": null,
         "points": 42, "parent_id": null, "story_id": 1000, "children": [
          {"id": 1001, "created_at": "2026-08-08T10:04:25.000Z", "created_at_i": 1786183465, "type": "comment",
           "author": "ada", "text": "<p>Nice &#x27;work&#x27;<p>Second paragraph with <a href=\\"https://example.com\\">a link</a>",
           "parent_id": 1000, "story_id": 1000, "children": [
            {"id": 1002, "created_at": "2026-08-08T10:10:00.000Z", "type": "comment", "author": "bo",
             "text": "Thanks <i>indeed</i>", "parent_id": 1001, "story_id": 1000, "children": []}
          ]},
          {"id": 1003, "created_at": "2026-08-08T11:00:00.000Z", "type": "comment", "author": null, "text": null,
           "parent_id": 1000, "story_id": 1000, "children": [
            {"id": 1004, "created_at": "2026-08-08T11:05:00.000Z", "type": "comment", "author": "cy",
             "text": "Replying to a deleted comment", "parent_id": 1003, "story_id": 1000, "children": []}
          ]},
          {"id": 1005, "created_at": "2026-08-08T12:00:00.000Z", "type": "comment", "author": null, "text": null,
           "parent_id": 1000, "story_id": 1000, "children": []}
        ]}
        """
}
