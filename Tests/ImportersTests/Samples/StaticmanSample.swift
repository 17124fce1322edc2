/// A Staticman `_data/comments` tree: two posts, one YAML file per comment, with every
/// reply field themes use (`replying_to` as a 1-based position of top-level comments,
/// `parent_id`, `replyID`, `_parent` naming the post), an MD5 e-mail hash, a quoted ISO date
/// and a Jekyll-style date, CRLF line ends, a file without `_id`, and replies that point
/// nowhere.
enum StaticmanSample {
    static let files: [String: String] = [
        "comments/post-one/comment-1471983214000.yml": """
        _id: a1
        name: Ada
        email: 5f4dcc3b5aa765d61d8327deb882cf99
        url: ''
        message: "First! **bold** and `code`"
        date: 2016-08-23 20:13:34 +0000
        replying_to: ''
        """,
        "comments/post-one/comment-1471983300000.yml": """
        _id: a2
        name: Bo
        message: Reply to the first top-level comment.
        date: '2016-08-23T20:15:00.000Z'
        replying_to: '1'
        """,
        "comments/post-one/comment-1471983400000.yml": """
        _id: a3
        name: Cy
        message: |
          A second top-level comment,
          over two lines.
        date: '2016-08-23T20:16:40Z'
        """,
        "comments/post-one/comment-1471983500000.yml": """
        _id: a4
        name: Dee
        message: Answering Cy by position.
        date: 2016-08-23 20:18:20 +0000
        replying_to: 2
        """,
        "comments/post-one/comment-1471983600000.yml": """
        _id: a5
        name: Eve
        message: Answering Cy by id.
        date: 2016-08-23 20:20:00 +0000
        parent_id: a3
        """,
        "comments/post-one/comment-1471983700000.yml": """
        _id: a6
        _parent: https://example.com/post-one/
        name: Fay
        message: Top level; _parent names the post.
        date: 2016-08-23 20:21:40 +0000
        """,
        "comments/post-one/comment-1471983800000.yml": """
        id: a7
        name: Gus
        message: My parent is gone.
        date: 2016-08-23 20:23:20 +0000
        replyID: zzz
        """,
        "comments/post-two/comment-1.yml":
            "name: Hal\r\nmessage: \"Line one\\r\\nLine two\"\r\ndate: 2017-01-01 00:00:00 +0000\r\nreplying_to: ''\r\n",
        "comments/post-two/comment-2.yml": """
        _id: b2
        name: Ivy
        message: Points at a top-level comment that does not exist.
        date: 2017-01-02 00:00:00 +0000
        replying_to: '5'
        """,
    ]
}
