import Foundation
import TestSupport
import ThreadFold
import XCTest

/// The output contract over every thread of `../shared/corpus/real`: the input is read
/// independently (JSONSerialization), every generated page is parsed with gumbo.
final class CorpusContractTests: XCTestCase {
    func testEveryCorpusCommentIsPlacedAsTheContractSays() throws {
        let corpus = try SharedData.url("corpus/real", for: "real corpus")
        let folder = try TemporaryFolder("contract", removedAfter: self).root
        let expected = try CorpusReader().threads(in: corpus)
        let (report, siteURL) = try CorpusSite.build(corpus: corpus, into: folder)
        let site = try SiteTree(disk: siteURL)
        XCTAssertEqual(report.threads, expected.count, "threads built vs threads read independently")
        XCTAssertEqual(report.comments, expected.reduce(0) { $0 + $1.comments.count })

        var failures: [String] = []
        var (pagesChecked, commentsChecked, repliesChecked, cycles) = (0, 0, 0, 0)
        var threadPages = Set<String>()
        let paths = CorpusSite.config(corpus: corpus, output: siteURL).paths
        for thread in expected {
            let pages = Self.threadPages(ThreadSlug.make(thread.id), in: site, paths: paths)
            if pages.isEmpty {
                failures.append("thread \(thread.id): no page at \(paths.threadPage(slug: ThreadSlug.make(thread.id), number: 1))")
                continue
            }
            var check = ThreadPageCheck(thread: thread)
            check.check(pages.map { ($0.path, HTMLTree(html: $0.html)) })
            failures += check.failures
            threadPages.formUnion(pages.map(\.path))
            commentsChecked += thread.comments.count
            repliesChecked += check.checkedReplies
            cycles += thread.cycles
        }
        for page in site.htmlPages {
            failures += PageSafety.problems(in: HTMLTree(html: page.html), raw: page.html, page: page.path)
            pagesChecked += 1
        }
        let strays = site.htmlPages.map(\.path).filter { $0.hasPrefix("t/") && !threadPages.contains($0) }
        XCTAssertTrue(strays.isEmpty, "thread pages for no input thread: \(strays.prefix(10))")
        print(
            "contract: \(expected.count) threads, \(commentsChecked) comments (\(repliesChecked) replies) placed, "
                + "\(pagesChecked) pages safety-checked, \(cycles) comments in parent cycles not modelled, \(failures.count) failures")
        XCTAssertTrue(
            failures.isEmpty,
            "\(failures.count) contract failures; the first 40:\n"
                + failures.prefix(40).joined(separator: "\n"))
    }

    /// A thread's pages 1, 2, … up to the first missing one.
    private static func threadPages(_ slug: String, in site: SiteTree, paths: SitePaths) -> [(path: String, html: String)] {
        var pages: [(path: String, html: String)] = []
        while let html = site.text(paths.threadPage(slug: slug, number: pages.count + 1)) {
            pages.append((paths.threadPage(slug: slug, number: pages.count + 1), html))
        }
        return pages
    }
}
