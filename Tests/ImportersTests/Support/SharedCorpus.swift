import Foundation
import XCTest

/// The real corpus in `../shared/corpus/real` (or `$THREADFOLD_SHARED/corpus/real`), read
/// in place. Tests that need it skip with the reason when it is absent.
enum SharedCorpus {
    static func file(_ name: String) throws -> String {
        // This file's own path (a default argument would give the caller's).
        let filePath = #filePath
        let shared: URL
        if let override = ProcessInfo.processInfo.environment["THREADFOLD_SHARED"], !override.isEmpty {
            shared = URL(fileURLWithPath: override)
        } else {
            // Tests/ImportersTests/Support/SharedCorpus.swift → package root → ../shared
            let packageRoot = URL(fileURLWithPath: filePath).deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        }
        let path = shared.appendingPathComponent("corpus/real").appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: path) else {
            let reason = "real corpus file not found at \(path); set THREADFOLD_SHARED to the shared folder"
            print("SKIP: \(reason)")
            throw XCTSkip(reason)
        }
        return path
    }
}
