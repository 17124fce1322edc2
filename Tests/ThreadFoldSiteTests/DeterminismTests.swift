import Foundation
import TestSupport
import XCTest

/// Same input, same options → byte-identical output, even though threads are rendered
/// and written on several threads.
final class DeterminismTests: XCTestCase {
    func testCorpusBuiltTwiceIsByteIdentical() throws {
        let corpus = try SharedData.url("corpus/real", for: "real corpus")
        let first = try TemporaryFolder("determinism-1")
        let second = try TemporaryFolder("determinism-2")
        defer {
            first.remove()
            second.remove()
        }
        let a = try SiteTree(disk: CorpusSite.build(corpus: corpus, into: first.root).site)
        let b = try SiteTree(disk: CorpusSite.build(corpus: corpus, into: second.root).site)
        XCTAssertGreaterThan(a.files.count, 1, "the corpus build wrote no pages")
        XCTAssertEqual(a.paths, b.paths, "the two builds wrote different file lists")
        let differing = a.paths.filter { a.files[$0] != b.files[$0] }
        XCTAssertTrue(differing.isEmpty, "\(differing.count) files differ between two identical builds: \(differing.prefix(10))")
        print("determinism: \(a.files.count) files, \(a.files.values.reduce(0) { $0 + $1.count }) bytes compared")
    }
}
