import Foundation
import Importers
import TestSupport
import XCTest

/// Every import format is in `threadfold help import`, in README's migrating table and in
/// docs/migrating.md with a command, so a new format cannot ship undocumented.
final class ImportFormatDocsTests: XCTestCase {
    func testEveryFormatIsInHelpREADMEAndTheMigratingGuide() throws {
        let help = CLIRun(["help", "import"])
        XCTAssertEqual(help.code, .ok)
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = try XCTUnwrap(readme.components(separatedBy: "## Migrating to threadfold").last?.components(separatedBy: "\n## ").first)
        let guide = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/migrating.md"), encoding: .utf8)
        for format in ImportFormat.allCases.map(\.rawValue) {
            XCTAssertTrue(help.out.contains("\n  \(format) "), "help import lists \(format)")
            XCTAssertTrue(table.contains("| `\(format)` |"), "README's migrating table has \(format)")
            XCTAssertTrue(guide.contains("threadfold import \(format) "), "docs/migrating.md shows the command for \(format)")
        }
    }
}
