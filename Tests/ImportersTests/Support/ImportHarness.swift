import Foundation
import Importers
import TestSupport
import ThreadFold
import XCTest

/// Runs an import from a sample written to a fresh temporary folder, then reads the output
/// back the way `build` does, so every test checks that threadfold accepts what it wrote.
struct ImportHarness {
    let folder: TemporaryFolder
    var root: URL { folder.root }
    var output: String { folder.path("out") }

    init() throws {
        folder = try TemporaryFolder("import")
    }

    func remove() {
        folder.remove()
    }

    /// Writes `files` (relative path → text) under the temporary folder; returns its path.
    @discardableResult
    func write(_ files: [String: String]) throws -> String {
        for (relative, text) in files {
            try folder.write(relative, text)
        }
        return root.path
    }

    func path(_ relative: String) -> String {
        folder.path(relative)
    }

    func run(_ format: ImportFormat, source: String, options: ImportOptions = ImportOptions()) throws -> ImportReport {
        try Importer(io: .disk, options: options).run(format, source: source, into: output)
    }

    /// The written files, loaded and folded by threadfold itself.
    func load() -> Archive {
        ArchiveLoader(io: .disk).load([output])
    }

    /// Builds a site from the written files with the default config and returns the text of
    /// `page` in it: the import seen as readers will see it.
    func builtPage(_ page: String) throws -> String {
        var config = SiteConfig()
        config.inputs = [output]
        config.output = path("site")
        _ = try SiteBuilder(config: config, io: .disk).build()
        return try String(contentsOfFile: path("site/" + page), encoding: .utf8)
    }

    /// Every byte written, for checks that personal data never gets out.
    func writtenText() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        return try names.map { try String(contentsOfFile: output + "/" + $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// One written thread file, as JSON, for field-level checks.
    func thread(_ fileName: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: output + "/" + fileName))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func comments(in fileName: String) throws -> [[String: Any]] {
        try XCTUnwrap(thread(fileName)["comments"] as? [[String: Any]])
    }
}
