import Foundation
import ThreadFold

/// The real corpus built to a temporary folder on disk with the default config (but one
/// page per thread), shared by the contract and determinism tests.
enum CorpusSite {
    static func config(corpus: URL, output: URL) -> SiteConfig {
        var config = SiteConfig()
        config.inputs = [corpus.path]
        config.output = output.path
        config.commentsPerPage = 1_000_000
        return config
    }

    /// Builds into `<folder>/site` and returns the site folder.
    static func build(corpus: URL, into folder: URL) throws -> (report: BuildReport, site: URL) {
        let site = folder.appendingPathComponent("site")
        let report = try SiteBuilder(config: config(corpus: corpus, output: site), io: .disk).build()
        return (report, site)
    }
}
