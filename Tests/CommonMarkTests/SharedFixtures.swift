import Foundation
import XCTest

/// Locates the shared test material (`../shared` beside the package root, or
/// `$THREADFOLD_SHARED`) without copying it into the repository.
enum SharedFixtures {
    /// The package root, found from this file's path: Tests/CommonMarkTests/<file>.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static var sharedDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["THREADFOLD_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// A file under the shared directory, or an `XCTSkip` that says where it was looked for.
    static func file(_ relativePath: String) throws -> URL {
        let url = sharedDirectory.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            let reason = "\(relativePath) not found at \(url.path); "
                + "set THREADFOLD_SHARED to the shared test material directory"
            print("SKIP: \(reason)")
            throw XCTSkip(reason)
        }
        return url
    }

    /// The examples of one CommonMark spec JSON file (spec, regression, smart_punct).
    static func commonMarkExamples(_ name: String) throws -> [SpecExample] {
        let url = try file("spec/commonmark/\(name).json")
        return try JSONDecoder().decode([SpecExample].self, from: Data(contentsOf: url))
    }
}
