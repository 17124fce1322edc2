/// Generic exports for `--map`: reddit-style NDJSON rows (prefixed ids, `t3_` parents
/// meaning top level, epoch and ISO times, nested author objects with e-mails, a row
/// without an id, a blank line, a reply whose parent is missing), and a plain array
/// with threadfold's own field names and millisecond times.
enum FieldMapSample {
    static let ndjson = """
        {"name": "t1_1", "parent_id": "t3_aaa", "link_id": "t3_aaa", "author": {"name": "ada", "email": "ada@example.org"}, "body": "Top", "created_utc": 1700000000, "ip": "203.0.113.7"}
        {"name": "t1_2", "parent_id": "t1_1", "link_id": "t3_aaa", "author": {"name": "bo"}, "body": "Reply", "created_utc": 1700000100.25}

        {"name": "t1_3", "parent_id": "t1_404", "link_id": "t3_aaa", "author": {"name": "cy"}, "body": "Orphan", "created_utc": "2023-11-14 22:30:00"}
        {"parent_id": "t3_aaa", "link_id": "t3_aaa", "author": {"name": "nobody"}, "body": "No id"}
        {"name": "t1_5", "parent_id": "t3_bbb", "link_id": "t3_bbb", "author": {"name": "dee"}, "body": "Other thread", "created_utc": "2023-11-15T08:00:00+08:00", "ua": "Mozilla/5.0"}
        {"name": "t1_6", "parent_id": "t3_bbb", "link_id": "t3_bbb", "author": {"name": "eve"}, "body": "Bad time", "created_utc": "yesterday"}
        """

    static let map = "id=name,parentID=parent_id,user=author.name,content=body,createdAt=created_utc,threadID=link_id"

    static let array = """
        [
          {"id": 1, "user": "Ada", "content": "Hello", "createdAt": 1714554000000},
          {"id": 2, "parentID": 1, "user": "Lin", "content": "Hi", "createdAt": "2024-05-01T09:05:00Z"}
        ]
        """
}
