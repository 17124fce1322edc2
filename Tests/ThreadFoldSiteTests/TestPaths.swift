import Foundation

/// Where the site tests find their own inputs: the fixture archives and the golden sites
/// beside this file (the shared corpus is `SharedData`'s, the package root `PackagePaths`').
enum TestPaths {
    /// Tests/ThreadFoldSiteTests/TestPaths.swift → Tests/ThreadFoldSiteTests
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let golden = testsFolder.appendingPathComponent("Golden")
}
