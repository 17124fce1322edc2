extension BadDataCorpus {
    /// Fields of the wrong type.
    static var fieldTypes: [BadDataCase] {
        [
            // Unquoted numbers are kept as written (some exports write numeric names that way).
            BadDataCase("content is a number", "t.json", thread(#"{"id":1,"content":5}"#), .clean(comments: 1)),
            BadDataCase("content is a boolean", "t.json", thread(#"{"id":1,"content":true}"#), .badField("content")),
            BadDataCase("user is an array", "t.json", thread(#"{"id":1,"user":["a"],"content":"x"}"#), .badField("user")),
            BadDataCase(
                "createdAt unreadable", "t.json", thread(#"{"id":1,"content":"x","createdAt":"yesterday"}"#),
                .warning(comments: 1, says: "createdAt")),
            BadDataCase(
                "createdAt 1e300", "t.json", thread(#"{"id":1,"content":"x","createdAt":1e300}"#), .warning(comments: 1, says: "createdAt")),
            BadDataCase("parentID is an object", "t.json", thread(#"{"id":1,"content":"x","parentID":{"id":2}}"#), .badField("parentID")),
            BadDataCase("replies is an object", "t.json", thread(#"{"id":1,"content":"x","replies":{"id":2}}"#), .badField("replies")),
            BadDataCase(
                "unknown contentFormat", "t.json", thread(#"{"id":1,"content":"x","contentFormat":"rtf"}"#),
                .badField("contentFormat")),
            BadDataCase(
                "title is an object", "t.json", #"{"title":{"en":"x"},"comments":["# + one + "]}",
                .dataError(file: "t.json", line: 1, path: "title", comments: 1)),
        ]
    }

    /// Missing, null, odd and clashing comment ids.
    static var ids: [BadDataCase] {
        [
            BadDataCase("missing id", "t.json", thread(#"{"content":"x"}"#), .warning(comments: 1, says: "no id")),
            BadDataCase("null id", "t.json", thread(#"{"id":null,"content":"x"}"#), .warning(comments: 1, says: "null id")),
            BadDataCase("float id", "t.json", thread(#"{"id":1.5,"content":"x"}"#), .badField("id")),
            BadDataCase("object id", "t.json", thread(#"{"id":{"a":1},"content":"x"}"#), .badField("id")),
            BadDataCase("30-digit id", "t.json", thread(#"{"id":123456789012345678901234567890,"content":"x"}"#), .clean(comments: 1)),
            BadDataCase("duplicate ids", "t.json", thread(one + "," + one), .warning(comments: 2, says: "")),
            BadDataCase(
                "parent cycle", "t.json", thread(#"{"id":1,"parentID":2,"content":"x"},{"id":2,"parentID":1,"content":"y"}"#),
                .warning(comments: 2, says: "")),
            BadDataCase("own parent", "t.json", thread(#"{"id":1,"parentID":1,"content":"x"}"#), .warning(comments: 1, says: "")),
            BadDataCase("orphan", "t.json", thread(#"{"id":1,"parentID":99,"content":"x"}"#), .warning(comments: 1, says: "99")),
            BadDataCase(
                "odd comment ids", "t.json",
                thread(
                    #"{"id":"../x","content":"a"},{"id":"/","content":"b"},{"id":"q\"'<>","content":"c"},{"id":"a b","content":"d"},{"id":"n\u0000ul","content":"e"},{"id":""#
                        + String(repeating: "z", count: 300) + #"","content":"f"}"#),
                .warning(comments: 6, says: "NUL")),
        ]
    }
}
