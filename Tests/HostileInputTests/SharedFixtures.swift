import Foundation
import XCTest

/// Locates the package, its built binary and the shared test material (`../shared` beside
/// the package root, or `$THREADFOLD_SHARED`) without copying anything into the repository.
enum SharedFixtures {
    /// The package root, found from this file's path: Tests/HostileInputTests/<file>.
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
            throw skip("\(relativePath) not found at \(url.path); set THREADFOLD_SHARED to the shared test material directory")
        }
        return url
    }

    /// The `threadfold` executable that `swift build` made; child-process tests need it
    /// (they kill it, or serve from it), so they skip when it is not there.
    static func binary() throws -> String {
        if let override = ProcessInfo.processInfo.environment["THREADFOLD_BINARY"], !override.isEmpty {
            return override
        }
        let path = packageRoot.appendingPathComponent(".build/debug/threadfold").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw skip("threadfold binary not found at \(path); run `swift build` first (or set THREADFOLD_BINARY)")
        }
        return path
    }

    /// An executable on PATH (`wrk`, `python3`), or nil.
    static func tool(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Prints the reason, so a skipped test says why in the log as well as in XCTest's.
    static func skip(_ reason: String) -> XCTSkip {
        print("SKIP: \(reason)")
        return XCTSkip(reason)
    }
}
