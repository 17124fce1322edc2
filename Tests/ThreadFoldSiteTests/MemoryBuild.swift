import Foundation
import TestSupport
import ThreadFold

/// Builds a fixture folder in memory: its files are copied into a `MemoryFiles` store
/// under `/in`, the site is written to `/out`, and the output comes back as a tree.
struct MemoryBuild {
    static let input = "/in"
    static let output = "/out"

    let store: MemoryFiles
    var config: SiteConfig

    /// `fixture` is a folder under `Fixtures/`; a `threadfold.json` in it is applied.
    init(fixture: String) throws {
        let folder = TestPaths.fixtures.appendingPathComponent(fixture)
        var files: [String: [UInt8]] = [:]
        for (relative, bytes) in try SiteTree(disk: folder).files {
            files[Self.input + "/" + relative] = bytes
        }
        store = MemoryFiles(files)
        let configPath = Self.input + "/threadfold.json"
        if files[configPath] != nil {
            config = try SiteConfig.load(file: configPath, io: .memory(store))
        } else {
            config = SiteConfig()
        }
        config.inputs = [Self.input]
        config.output = Self.output
    }

    func run() throws -> (report: BuildReport, site: SiteTree) {
        let report = try SiteBuilder(config: config, io: .memory(store)).build()
        return (report, SiteTree(snapshot: store.snapshot, root: Self.output))
    }
}
