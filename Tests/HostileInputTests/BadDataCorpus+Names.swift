extension BadDataCorpus {
    /// Thread ids that are not file names: the build must keep every page inside the
    /// output folder (checked for every case that builds).
    static var threadIDs: [BadDataCase] {
        let ids = [
            #""../../escape""#, #""/etc/passwd""#, #""..""#, #"".""#, #""a\"b'c<d>""#, #""with space""#,
            #""nul\u0000id""#, "\"" + String(repeating: "long", count: 75) + "\"", #""..\\..\\win""#, #""~/home""#,
        ]
        var cases = ids.map { id in
            BadDataCase("thread id \(id.prefix(20))", "t.json", thread(one, id: id), .clean(comments: 1))
        }
        cases[6] = BadDataCase("thread id with NUL", "t.json", thread(one, id: ids[6]), .warning(comments: 1, says: "NUL"))
        cases.append(
            BadDataCase(
                "NDJSON thread ids that climb", "d.ndjson",
                #"{"threadID":"../../up","id":1,"content":"a"}"# + "\n" + #"{"threadID":"/abs/x","id":2,"content":"b"}"# + "\n",
                .clean(comments: 2)))
        return cases
    }

    /// File names with spaces and non-ASCII letters, good and broken.
    static var fileNames: [BadDataCase] {
        [
            BadDataCase("file name with spaces", "my thread 1.json", thread(one), .clean(comments: 1)),
            BadDataCase("non-ASCII file name", "评论 é.json", thread(one), .clean(comments: 1)),
            BadDataCase(
                "broken file with a non-ASCII name", "sub dir/ünïcode ★.json", #"{"comments":[1,"#,
                .dataError(file: "ünïcode ★.json", line: 1)),
            BadDataCase(
                "one good, one broken", files: [("a.json", thread(one)), ("b c.json", "{")],
                .dataError(file: "b c.json", line: 1, comments: 1)),
        ]
    }

    /// Generated at test time: deep, long and wide inputs that must not overflow a stack or hang.
    static var large: [BadDataCase] {
        let depth = 100_000
        let chain = (1...depth).map { #"{"id":\#($0),"user":"u\#($0)","content":"c","replies":["# }.joined()
        let flat = (1...depth).map { #"{"id":\#($0),"parentID":\#($0 - 1),"content":"c"}"# }.joined(separator: ",")
        let wide = [#"{"id":1,"content":"root"}"#] + (2...200_001).map { #"{"id":\#($0),"parentID":1,"content":"r"}"# }
        return [
            BadDataCase(
                "100,000-deep nested arrays", "t.json",
                #"{"comments":[{"id":1,"content":"x","extra":"# + String(repeating: "[", count: depth)
                    + String(repeating: "]", count: depth) + "}]}", .clean(comments: 1)),
            BadDataCase(
                "100,000-deep nested objects", "t.json",
                #"{"comments":[{"id":1,"content":"x","extra":"# + String(repeating: #"{"a":"#, count: depth)
                    + "1" + String(repeating: "}", count: depth) + "}]}", .clean(comments: 1)),
            BadDataCase(
                "100,000-deep replies tree", "t.json", #"{"comments":["# + chain + String(repeating: "]}", count: depth) + "]}",
                .clean(comments: depth)),
            BadDataCase("100,000-deep parentID chain", "t.json", thread(flat), .clean(comments: depth), builds: false),
            BadDataCase(
                "20 MB body", "t.json", thread(#"{"id":1,"content":""# + String(repeating: "word ", count: 4_000_000) + #""}"#),
                .clean(comments: 1)),
            BadDataCase(
                "200,000 replies to one comment", "t.json", thread(wide.joined(separator: ",")), .clean(comments: 200_001), builds: false),
        ]
    }
}
