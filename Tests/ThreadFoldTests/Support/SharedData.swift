import Foundation
import XCTest

/// Finds `/work/shared`-style test data: `$THREADFOLD_SHARED` when set, else `../shared`
/// next to the package root (derived from this file's path, so it works from any cwd).
enum SharedData {
    static var root: String {
        if let override = ProcessInfo.processInfo.environment["THREADFOLD_SHARED"], !override.isEmpty {
            return override
        }
        // …/<package>/Tests/ThreadFoldTests/Support/SharedData.swift → …/<package>
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared").path
    }

    /// The path of `relative` inside the shared data, or an XCTSkip saying where it looked.
    static func path(_ relative: String) throws -> String {
        let path = (root as NSString).appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: path) else {
            let reason = "shared test data not found at \(path); set THREADFOLD_SHARED to the shared folder to run this test"
            print("SKIP: \(reason)")
            throw XCTSkip(reason)
        }
        return path
    }
}
