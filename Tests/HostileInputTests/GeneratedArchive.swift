import Foundation
import TestSupport

/// A generated archive of many small threads, big enough that a build takes a while (so a
/// kill can land in the middle of it). `variant` changes every title, so two variants
/// build into different sites.
enum GeneratedArchive {
    static func write(into folder: TemporaryFolder, at relative: String, threads: Int, comments: Int, variant: Int) throws {
        for thread in 0..<threads {
            var rows: [[String: Any]] = []
            for index in 1...comments {
                var row: [String: Any] = [
                    "id": index, "user": "user\(index % 7)", "createdAt": 1_700_000_000 + thread * 1000 + index,
                    "content":
                        "Comment \(index) of thread \(thread), *variant* \(variant).\n\nA second paragraph with [a link](https://example.com/\(index)).",
                ]
                if index > 1 && index % 3 != 1 { row["parentID"] = index - 1 }
                rows.append(row)
            }
            let document: [String: Any] = [
                "id": "thread-\(thread)", "title": "Thread \(thread) (variant \(variant))", "category": "Cat \(thread % 5)",
                "comments": rows,
            ]
            try folder.write(
                "\(relative)/thread-\(thread).json", Array(try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])))
        }
    }
}
