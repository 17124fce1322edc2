import Importers
import XCTest

/// The set-up every per-format test class shares: before each test its sample is written
/// to a fresh folder and imported; after it the folder is removed.
class SampleImportTestCase: XCTestCase {
    var harness: ImportHarness!
    var report: ImportReport!

    /// What a subclass imports: the sample files (relative path → text), the format, and
    /// the path, relative to the folder, that the importer is given.
    var sample: (files: [String: String], format: ImportFormat, source: String) {
        preconditionFailure("\(type(of: self)) must name its sample")
    }

    override func setUpWithError() throws {
        harness = try ImportHarness()
        try harness.write(sample.files)
        report = try harness.run(sample.format, source: harness.path(sample.source))
    }

    override func tearDown() {
        harness.remove()
    }
}
