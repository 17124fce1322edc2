import Foundation
import XCTest

/// Finds `/work/shared`-style test data: `../shared` beside the package root, or
/// `$THREADFOLD_SHARED`. Missing data skips the test with the reason printed.
enum SharedFixtures {
    static func directory(_ relative: String, file: StaticString = #filePath) throws -> URL {
        let root: URL
        if let override = ProcessInfo.processInfo.environment["THREADFOLD_SHARED"], !override.isEmpty {
            root = URL(fileURLWithPath: override)
        } else {
            // Tests/MustacheTests/SharedFixtures.swift → package root → ../shared
            let packageRoot = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
            root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        }
        let url = root.appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            let reason = "shared test data not found at \(url.path); set THREADFOLD_SHARED to the shared folder"
            print("SKIP: \(reason)")
            throw XCTSkip(reason)
        }
        return url
    }
}
