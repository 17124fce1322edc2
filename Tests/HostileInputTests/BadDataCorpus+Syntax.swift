extension BadDataCorpus {
    /// Broken JSON: every one is an error at a line of the file.
    static var syntax: [BadDataCase] {
        [
            BadDataCase("truncated object", "t.json", #"{"comments":[{"id":1,"content":"a""#, .dataError(file: "t.json", line: 1)),
            BadDataCase("truncated string", "t.json", #"{"comments":[{"id":1,"content":"ab"#, .dataError(file: "t.json", line: 1)),
            BadDataCase(
                "truncated on line 3", "t.json", "{\n\"comments\": [\n{\"id\": 1, \"content\": ", .dataError(file: "t.json", line: 3)),
            BadDataCase("trailing garbage", "t.json", thread(one) + " xx", .dataError(file: "t.json", line: 1)),
            BadDataCase("second value after the first", "t.json", thread(one) + "\n" + thread(one), .dataError(file: "t.json", line: 2)),
            BadDataCase("trailing comma", "t.json", #"{"comments":[{"id":1,"content":"a"},]}"#, .dataError(file: "t.json", line: 1)),
            BadDataCase("single quotes", "t.json", "{'comments':[]}", .dataError(file: "t.json", line: 1)),
            BadDataCase("unquoted key", "t.json", "{comments:[]}", .dataError(file: "t.json", line: 1)),
            BadDataCase("JavaScript comment", "t.json", "// dump\n" + thread(one), .dataError(file: "t.json", line: 1)),
            BadDataCase("NaN literal", "t.json", #"{"comments":[{"id":NaN}]}"#, .dataError(file: "t.json", line: 1)),
            BadDataCase("leading zero number", "t.json", #"{"comments":[{"id":01}]}"#, .dataError(file: "t.json", line: 1)),
            BadDataCase(
                "raw newline in string", "t.json", "{\"comments\":[{\"id\":1,\"content\":\"a\nb\"}]}", .dataError(file: "t.json", line: 1)),
            BadDataCase("bad escape", "t.json", #"{"comments":[{"id":1,"content":"a\x41"}]}"#, .dataError(file: "t.json", line: 1)),
            BadDataCase(
                "short unicode escape", "t.json", #"{"comments":[{"id":1,"content":"a\u12"}]}"#, .dataError(file: "t.json", line: 1)),
            BadDataCase("empty file", "t.json", "", .dataError(file: "t.json", line: 1)),
            BadDataCase("whitespace only", "t.json", "  \n\n  ", .dataError(file: "t.json", line: 3)),
            BadDataCase(
                "unterminated 100,000-deep arrays", "t.json", #"{"comments":[{"id":1,"x":"# + String(repeating: "[", count: 100_000),
                .dataError(file: "t.json", line: 1), builds: false),
        ]
    }

    /// Valid JSON of the wrong shape.
    static var topLevel: [BadDataCase] {
        [
            BadDataCase("top-level string", "t.json", #""hello""#, .dataError(file: "t.json", line: 1)),
            BadDataCase("top-level number", "t.json", "42", .dataError(file: "t.json", line: 1)),
            BadDataCase("top-level null", "t.json", "null", .dataError(file: "t.json", line: 1)),
            BadDataCase("top-level true", "t.json", "true", .dataError(file: "t.json", line: 1)),
            BadDataCase(
                "comments is an object", "t.json", #"{"comments":{"id":1}}"#, .dataError(file: "t.json", line: 1, path: "comments")),
            BadDataCase("comments is a string", "t.json", #"{"comments":"none"}"#, .dataError(file: "t.json", line: 1, path: "comments")),
            BadDataCase(
                "a comment is a number", "t.json", thread(one + ",7"), .dataError(file: "t.json", line: 1, path: "comments[1]", comments: 1)
            ),
            BadDataCase("bare array of comments", "t.json", "[" + one + "]", .clean(comments: 1)),
            BadDataCase("empty comment list", "t.json", #"{"comments":[]}"#, .clean(comments: 0)),
        ]
    }
}
