/// The input most CLI tests build: one thread file, three comments (a top-level comment,
/// a reply to it and a reply to the reply), so a build has threads, replies and a prefix.
enum SmallThread {
    static let json = """
        {"id": "hello", "title": "Hello", "comments": [
          {"id": "1", "user": "Ada", "content": "First."},
          {"id": "2", "parentID": "1", "user": "Lin", "content": "Reply."},
          {"id": "3", "parentID": "2", "user": "Ada", "content": "Reply to the reply."}
        ]}
        """
}
