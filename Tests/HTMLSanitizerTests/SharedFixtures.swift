import Foundation
import XCTest

/// Finds `/work/shared`-style test data: `../shared` next to the package root, or
/// `$THREADFOLD_SHARED`. Shared files are read in place, never copied into the repo.
enum SharedFixtures {
    static func directory(_ relativePath: String, filePath: String = #filePath) throws -> URL {
        let root: URL
        if let override = ProcessInfo.processInfo.environment["THREADFOLD_SHARED"], !override.isEmpty {
            root = URL(fileURLWithPath: override)
        } else {
            let packageRoot = URL(fileURLWithPath: filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        }
        let directory = root.appendingPathComponent(relativePath)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            let reason = "shared test data not found at \(directory.path); set THREADFOLD_SHARED to the shared folder"
            print("SKIP: \(reason)")
            throw XCTSkip(reason)
        }
        return directory
    }
}
