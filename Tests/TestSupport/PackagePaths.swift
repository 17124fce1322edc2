// XCTest is there only when tests are built: `swift build -c release` builds this
// target too, and then this file is left out.
#if canImport(XCTest)
    import Foundation
    import XCTest

    /// Where the package's own files and its built binary are, found from this file's path
    /// (Tests/TestSupport/PackagePaths.swift), so tests work from any working folder.
    public enum PackagePaths {
        /// The package root: the folder holding Package.swift.
        public static let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// The package's `Examples/` folder.
        public static let examples = root.appendingPathComponent("Examples").path

        /// The `threadfold` executable `swift build` made (or `$THREADFOLD_BINARY`); tests that
        /// run it as a child process (to kill it, to serve from it) skip when it is not there.
        public static func threadfoldBinary() throws -> String {
            if let override = ProcessInfo.processInfo.environment["THREADFOLD_BINARY"], !override.isEmpty {
                return override
            }
            let path = root.appendingPathComponent(".build/debug/threadfold").path
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw Skip.because("threadfold binary not found at \(path); run `swift build` first (or set THREADFOLD_BINARY)")
            }
            return path
        }

        /// An executable on PATH (`wrk`, `python3`), or nil.
        public static func tool(_ name: String) -> String? {
            let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
    }
#endif
