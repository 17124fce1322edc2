import Foundation

/// Table tests whose rows are data: a JSON file in a `Cases/` folder beside the test file
/// (excluded from the target in Package.swift), decoded into the test's own row type. Input
/// and expected output then read as documents, not as rows of Swift string literals, and
/// the test is one loop that names each failing row.
public enum CaseTable {
    /// The rows of `Cases/<name>` next to `testFile` (pass `#filePath`).
    public static func rows<Row: Decodable>(
        _ type: Row.Type, in name: String, beside testFile: String = #filePath
    ) throws -> [Row] {
        let url = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Cases/" + name)
        return try JSONDecoder().decode([Row].self, from: Data(contentsOf: url))
    }

    /// The groups of rows of `Cases/<name>`, a JSON object of named arrays.
    public static func groups<Row: Decodable>(
        _ type: Row.Type, in name: String, beside testFile: String = #filePath
    ) throws -> [String: [Row]] {
        let url = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Cases/" + name)
        return try JSONDecoder().decode([String: [Row]].self, from: Data(contentsOf: url))
    }
}
