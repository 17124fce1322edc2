/// The malformed-input corpus, by class. Small cases are literal; large ones are generated
/// here at test time (never committed). Expected outcomes follow the README: a data error
/// names file and place and exits 65; odd-but-readable data warns and keeps every comment.
enum BadDataCorpus {
    /// The literal cases (cheap to make).
    static var small: [BadDataCase] {
        syntax + topLevel + fieldTypes + ids + encoding + ndjson + threadIDs + fileNames
    }

    /// One valid comment, for wrapping.
    static let one = #"{"id":1,"user":"a","content":"x"}"#

    static func thread(_ comments: String, id: String? = nil) -> String {
        let head = id.map { #"{"id":"# + $0 + #","comments":["# } ?? #"{"comments":["#
        return head + comments + "]}"
    }
}
