import Foundation
import TestSupport
import ThreadFold
import XCTest

/// The theme compiled into the binary must equal `Templates/` and `Public/` on disk, so
/// an edit to them cannot ship without `Scripts/embed-theme.py`.
final class ThemeEmbeddingTests: XCTestCase {
    func testBundledThemeEqualsTheFilesOnDisk() throws {
        var onDisk: [String: String] = [:]
        for top in ["Templates", "Public"] {
            let folder = PackagePaths.root.appendingPathComponent(top)
            for (relative, bytes) in try SiteTree(disk: folder).files
            where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                onDisk[top + "/" + relative] = String(decoding: bytes, as: UTF8.self)
            }
        }
        var bundled: [String: String] = [:]
        for top in ["Templates", "Public"] {
            for (relative, text) in BundledTheme.files(under: top + "/") { bundled[top + "/" + relative] = text }
        }
        XCTAssertFalse(onDisk.isEmpty, "no theme files found under \(PackagePaths.root.path)")
        let fix =
            "the embedded theme is out of date: run Scripts/embed-theme.py and commit Sources/ThreadFold/4-Config/Theme/BundledTheme+Files.swift"
        let missing = onDisk.keys.filter { bundled[$0] == nil }.sorted()
        let extra = bundled.keys.filter { onDisk[$0] == nil }.sorted()
        let changed = onDisk.keys.filter { bundled[$0] != nil && bundled[$0] != onDisk[$0] }.sorted()
        XCTAssertTrue(missing.isEmpty, "on disk but not embedded: \(missing); \(fix)")
        XCTAssertTrue(extra.isEmpty, "embedded but not on disk: \(extra); \(fix)")
        for path in changed {
            XCTFail(
                "\(path) differs from its embedded copy (- embedded, + disk):\n"
                    + LineDiff.lines(expected: bundled[path] ?? "", actual: onDisk[path] ?? "", limit: 20) + "\n" + fix)
        }
    }
}
