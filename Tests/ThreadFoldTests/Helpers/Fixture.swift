import XCTest

@testable import ThreadFold

/// Small builders shared by the unit tests: inputs live in memory (`FileIO.memory`), so the
/// tests never touch the disk unless they mean to.
enum Fixture {
    /// Decodes and folds the given files (path → JSON text) as `threadfold check` would.
    static func load(_ files: [String: String], paths: [String]? = nil) -> Archive {
        let io = FileIO.memory(files.mapValues { Array($0.utf8) })
        return ArchiveLoader(io: io).load(paths ?? files.keys.sorted())
    }

    /// Decodes one `.json` document without folding it.
    static func decode(_ json: String, file: String = "t.json") -> DecodedFile {
        InputDecoder.decodeJSON(Array(json.utf8), file: file)
    }

    /// The only thread of a one-thread archive; fails the test when there is not exactly one.
    static func onlyThread(_ archive: Archive, file: StaticString = #filePath, line: UInt = #line) -> FoldedThread? {
        XCTAssertEqual(
            archive.threads.count, 1, "threads: \(archive.threads.map(\.thread.id)); diagnostics: \(archive.diagnostics)", file: file,
            line: line)
        return archive.threads.first
    }

    /// Folds a thread file given as JSON text.
    static func fold(_ json: String, file: String = "t.json") -> (FoldedThread?, [Diagnostic]) {
        let archive = load([file: json])
        return (archive.threads.first, archive.diagnostics)
    }

    /// `{"comments": [rows…]}` from row literals.
    static func thread(_ rows: [String], extra: String = "") -> String {
        "{\(extra.isEmpty ? "" : extra + ", ")\"comments\": [\(rows.joined(separator: ",\n"))]}"
    }

    /// A top-level comment's id followed by its replies' ids, for compact shape assertions.
    static func shape(_ thread: FoldedThread?) -> [[String]] {
        (thread?.topLevel ?? []).map { [$0.comment.id] + $0.replies.map(\.comment.id) }
    }
}
