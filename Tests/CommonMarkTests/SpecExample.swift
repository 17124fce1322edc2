import Foundation
import TestSupport

/// One example of the CommonMark spec JSON (the shape spec.commonmark.org publishes).
struct SpecExample: Decodable, Sendable {
    let markdown: String
    let html: String
    let example: Int
    let section: String

    /// The examples of one spec JSON file of `../shared/spec/commonmark` (spec, regression,
    /// smart_punct), or a skip when the shared material is absent.
    static func load(_ name: String) throws -> [SpecExample] {
        let url = try SharedData.url("spec/commonmark/\(name).json", for: "CommonMark spec")
        return try JSONDecoder().decode([SpecExample].self, from: Data(contentsOf: url))
    }
}
