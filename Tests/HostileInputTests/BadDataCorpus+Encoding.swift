extension BadDataCorpus {
    static func bytes(_ parts: [UInt8]...) -> [UInt8] { parts.flatMap { $0 } }
    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Byte-level oddities: BOM, bad UTF-8, NUL, surrogate escapes, UTF-16.
    static var encoding: [BadDataCase] {
        let head = utf8(#"{"comments":[{"id":1,"content":"a"#)
        let tail = utf8(#""}]}"#)
        return [
            BadDataCase("UTF-8 BOM", "t.json", bytes([0xEF, 0xBB, 0xBF], utf8(thread(one))), .clean(comments: 1)),
            BadDataCase("invalid UTF-8 in a body", "t.json", bytes(head, [0xFF, 0xFE, 0x80], tail), .warning(comments: 1, says: "UTF-8")),
            BadDataCase("overlong UTF-8 slash", "t.json", bytes(head, [0xC0, 0xAF], tail), .warning(comments: 1, says: "UTF-8")),
            BadDataCase("truncated UTF-8 sequence", "t.json", bytes(head, [0xE4, 0xB8], tail), .warning(comments: 1, says: "UTF-8")),
            BadDataCase(
                "invalid UTF-8 in a user name", "t.json",
                bytes(utf8(#"{"comments":[{"id":1,"content":"x","user":"u"#), [0xED, 0xA0, 0x80], tail),
                .warning(comments: 1, says: "UTF-8")),
            BadDataCase("NUL escape in a body", "t.json", thread(#"{"id":1,"content":"a\u0000b"}"#), .warning(comments: 1, says: "NUL")),
            BadDataCase("raw NUL byte in a string", "t.json", bytes(head, [0x00], tail), .dataError(file: "t.json", line: 1)),
            BadDataCase(
                "raw NUL byte between values", "t.json", bytes(utf8(#"{"comments":["#), [0x00], utf8(one + "]}")),
                .dataError(file: "t.json", line: 1)),
            BadDataCase(
                "lone high surrogate escape", "t.json", thread(#"{"id":1,"content":"a\ud800b"}"#), .warning(comments: 1, says: "surrogate")),
            BadDataCase(
                "lone low surrogate escape", "t.json", thread(#"{"id":1,"content":"\udc00"}"#), .warning(comments: 1, says: "surrogate")),
            BadDataCase(
                "reversed surrogate pair", "t.json", thread(#"{"id":1,"content":"\udc00\ud800"}"#), .warning(comments: 1, says: "surrogate")
            ),
            BadDataCase(
                "UTF-16 file with BOM", "t.json",
                bytes([0xFF, 0xFE], Array(thread(one).utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
                .dataError(file: "t.json", line: 1)),
        ]
    }

    /// Site dumps as NDJSON: a broken line is an error at that line, the other lines are kept.
    static var ndjson: [BadDataCase] {
        let row = { (id: Int) in #"{"threadID":"a","id":\#(id),"content":"c"}"# }
        return [
            BadDataCase(
                "NDJSON with one broken line", "d.ndjson",
                [row(1), #"{"threadID":"a","id":2,"content":"#, row(3)].joined(separator: "\n") + "\n",
                .dataError(file: "d.ndjson", line: 2, comments: 2)),
            BadDataCase("NDJSON with blank lines and CRLF", "d.ndjson", row(1) + "\r\n\r\n" + row(2) + "\r\n", .clean(comments: 2)),
            BadDataCase(
                "NDJSON line that is an array", "d.ndjson", row(1) + "\n[1,2]\n" + row(3) + "\n",
                .dataError(file: "d.ndjson", line: 2, comments: 2)),
            BadDataCase("NDJSON row without threadID", "d.ndjson", row(1) + "\n" + one + "\n", .warning(comments: 2, says: "threadID")),
            BadDataCase("empty NDJSON", "d.ndjson", "", .warning(comments: 0, says: "")),
        ]
    }
}
