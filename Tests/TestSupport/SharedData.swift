// XCTest is there only when tests are built: `swift build -c release` builds this
// target too, and then this file is left out.
#if canImport(XCTest)
    import Foundation
    import XCTest

    /// The shared test material (spec suites, the real comment corpus, benchmark tools):
    /// `$THREADFOLD_SHARED` when set, else `../shared` beside the package root. It is read in
    /// place, never copied into the repository. When a part is missing the test skips, and
    /// the run ends with one line naming every suite that skipped for it (`SkipSummary`).
    public enum SharedData {
        public static var root: URL {
            if let override = ProcessInfo.processInfo.environment["THREADFOLD_SHARED"], !override.isEmpty {
                return URL(fileURLWithPath: override)
            }
            return PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared")
        }

        /// `relative` (a file or a folder) inside the shared material, or an `XCTSkip` that
        /// says where it was looked for; `suite` names what is skipped in the summary line.
        public static func url(_ relative: String, for suite: String) throws -> URL {
            let url = root.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: url.path) else {
                let rootExists = FileManager.default.fileExists(atPath: root.path)
                let cause =
                    rootExists
                    ? "shared/ (\(root.path)) lacks \(relative)"
                    : "shared/ absent (\(root.path); set THREADFOLD_SHARED)"
                SkipSummary.record(suite, cause: cause)
                throw XCTSkip("\(suite): \(relative) not found at \(url.path); set THREADFOLD_SHARED to the shared folder")
            }
            return url
        }

        /// The same as `url(_:for:)`, as a path.
        public static func path(_ relative: String, for suite: String) throws -> String {
            try url(relative, for: suite).path
        }
    }
#endif
