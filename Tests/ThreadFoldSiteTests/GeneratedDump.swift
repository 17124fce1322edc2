import Foundation
import TestSupport

/// A site dump made up from a seed, and the same threads as thread files: rows of `threads`
/// threads interleaved (a few large threads, many small), about 60% replies to an earlier
/// comment of the same thread, some with a `replies` array, bodies in markdown with English,
/// Chinese and characters to escape, and times that tie across threads (feed ties).
struct GeneratedDump {
    let threads: Int
    let comments: Int
    var seed: UInt64 = 1

    /// Every row in dump order: its thread and its JSON object without `threadID`.
    func rows() -> [(thread: Int, json: String)] {
        var random = seed
        func next(_ bound: Int) -> Int {
            // SplitMix64: the same rows on every run and machine.
            random &+= 0x9E37_79B9_7F4A_7C15
            var z = random
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        var byThread = Array(repeating: [String](), count: threads)
        return (0..<comments).map { n in
            // Skewed: the square of a uniform pick favours the first threads.
            let pick = next(threads)
            let thread = n < threads ? n : pick * pick / threads
            let earlier = byThread[thread]
            let parent = !earlier.isEmpty && next(10) < 6 ? earlier[next(earlier.count)] : ""
            let id = "c\(n)"
            byThread[thread].append(id)
            let body = ["plain **words** \(n)", "中文 评论 \(n)", "a < b & \"c\" \(n)", "- list\n- items \(n)"][next(4)]
            var row =
                #"{"id": "\#(id)", "parentID": "\#(parent)", "user": "U\#(next(40))", "#
                + #""content": \#(Self.quoted(body)), "createdAt": "2024-0\#(1 + n / 1000 % 9)-1\#(next(9))T10:00:00Z""#
            if next(50) == 0 { row += #", "replies": [{"id": "\#(id)r", "user": "R", "content": "nested reply"}]"# }
            return (thread, row + "}")
        }
    }

    static func threadID(_ thread: Int) -> String { "t\(thread)" }

    static func withThreadID(_ row: String, _ thread: Int) -> String {
        #"{"threadID": "\#(threadID(thread))", "# + row.dropFirst()
    }

    /// The dump as NDJSON at `ndjson`, as one JSON document at `json`, and as one thread
    /// file per thread (titled by its id, as a dump's thread is) in the folder `files`.
    func write(in folder: TemporaryFolder, ndjson: String, json: String, files: String) throws {
        let all = rows()
        let lines = all.map { Self.withThreadID($0.json, $0.thread) }
        try folder.write(ndjson, lines.joined(separator: "\n") + "\n")
        try folder.write(json, "{\"comments\": [\n" + lines.joined(separator: ",\n") + "\n]}\n")
        var byThread = Array(repeating: [String](), count: threads)
        for (thread, row) in all { byThread[thread].append(row) }
        for (thread, rows) in byThread.enumerated() {
            let id = Self.threadID(thread)
            try folder.write(
                "\(files)/\(id).json", #"{"id": "\#(id)", "title": "\#(id)", "comments": [\#(rows.joined(separator: ",\n"))]}"#)
        }
    }

    private static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)) ?? Data(), as: UTF8.self)
    }
}
