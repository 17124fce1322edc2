import Foundation
import XCTest

/// Where the site tests find their inputs: fixtures and golden files beside this file,
/// the shared corpus at `../shared` beside the package root (or `$THREADFOLD_SHARED`).
enum TestPaths {
    /// Tests/ThreadFoldSiteTests/TestPaths.swift → Tests/ThreadFoldSiteTests
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let golden = testsFolder.appendingPathComponent("Golden")

    /// A folder of the shared test data, or a skip that says where it was looked for.
    static func shared(_ relative: String) throws -> URL {
        let root: URL
        if let override = ProcessInfo.processInfo.environment["THREADFOLD_SHARED"], !override.isEmpty {
            root = URL(fileURLWithPath: override)
        } else {
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

    /// A fresh empty folder under the system temporary folder; the caller removes it.
    static func temporaryFolder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("threadfold-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
