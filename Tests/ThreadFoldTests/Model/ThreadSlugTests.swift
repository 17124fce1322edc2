import TestSupport
import XCTest

@testable import ThreadFold

/// `ThreadSlug`: thread ids as file names: safe, short, stable, distinct.
final class ThreadSlugTests: XCTestCase {
    private static let slugBytes = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-".utf8)

    private func assertSafe(_ slug: String, from id: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(slug.isEmpty, file: file, line: line)
        XCTAssertTrue(slug.utf8.allSatisfy(Self.slugBytes.contains), "\(slug) from \(id.debugDescription)", file: file, line: line)
        XCTAssertFalse(slug.contains(".."), file: file, line: line)
        XCTAssertFalse(slug.hasPrefix("-"), "a leading - reads as an option", file: file, line: line)
        XCTAssertLessThanOrEqual(slug.utf8.count, 100, file: file, line: line)
    }

    func testSafeIdsAreUsedAsTheyAre() {
        for id in ["hn-49220339", "Post_1", String(repeating: "a", count: 100)] {
            XCTAssertEqual(ThreadSlug.make(id), id)
        }
    }

    /// Expected hashes are FNV-1a 32 computed outside Swift (Python), so they pin the
    /// algorithm: slugs must not change between builds or releases.
    func testUnsafeIdsBecomeWordsPlusAStableHash() {
        let slugs = [
            "https://example.com/post/1": "example-com-post-1-7494f716", "../../etc/passwd": "etc-passwd-6fadc99a",
            "博客文章": "thread-1f648423", "-x": "x-4bcd60c0",
        ]
        for (id, slug) in slugs { XCTAssertEqual(ThreadSlug.make(id), slug, id) }
    }

    func testOverlongIdsAreCut() {
        let long = String(repeating: "a", count: 101)
        let slug = ThreadSlug.make(long)
        assertSafe(slug, from: long)
        XCTAssertNotEqual(slug, long)
        let url = "https://example.com/" + String(repeating: "segment/", count: 40)
        assertSafe(ThreadSlug.make(url), from: url)
        XCTAssertLessThanOrEqual(ThreadSlug.make(url).utf8.count, 69)
    }

    func testRandomIdsGiveSafeStableSlugs() {
        var rng = SplitMix64(seed: 99)
        for _ in 0..<5_000 {
            let id = RandomID.make(&rng, maxLength: 120)
            let slug = ThreadSlug.make(id)
            assertSafe(slug, from: id)
            XCTAssertEqual(ThreadSlug.make(id), slug)
        }
    }

    func testRandomDistinctIdsGiveDistinctSlugs() {
        var rng = SplitMix64(seed: 3)
        var ids = Set<[UInt8]>()
        while ids.count < 4_000 { ids.insert(Array(RandomID.make(&rng, maxLength: 10).utf8)) }
        var seen: [String: [UInt8]] = [:]
        for bytes in ids {
            let slug = ThreadSlug.make(String(decoding: bytes, as: UTF8.self))
            if let other = seen[slug] { XCTFail("\(slug) from both \(other) and \(bytes)") }
            seen[slug] = bytes
        }
    }

    /// A thread may be named after another's slug, or differ only in case: the archive still
    /// gives every thread its own file name on case-insensitive disks, the same whatever
    /// files the threads come in (the thread whose id sorts first keeps its slug).
    func testLoaderKeepsSlugsUniqueEvenAgainstCraftedIds() {
        let url = "https://example.com/post/1"
        let crafted = ThreadSlug.make(url)
        let ids = [url, crafted, crafted.uppercased(), crafted + "-2"]
        var mappings: [[String: String]] = []
        for rotation in ids.indices {
            var files: [String: String] = [:]
            for (i, id) in ids.enumerated() {
                files["\(Character(UnicodeScalar(UInt8(97 + (i + rotation) % ids.count)))).json"] = "{\"id\": \"\(id)\", \"comments\": []}"
            }
            let archive = Fixture.load(files)
            XCTAssertEqual(archive.threads.count, 4)
            let slugs = archive.threads.map(\.thread.slug)
            XCTAssertEqual(Set(slugs.map { $0.lowercased() }).count, 4, "\(slugs)")
            for slug in slugs { assertSafe(slug, from: slug) }
            mappings.append(Dictionary(uniqueKeysWithValues: archive.threads.map { ($0.thread.id, $0.thread.slug) }))
        }
        XCTAssertEqual(mappings[0][crafted.uppercased()], crafted.uppercased(), "the id that sorts first keeps its slug")
        XCTAssertTrue(mappings.allSatisfy { $0 == mappings[0] }, "slugs do not depend on the files' order: \(mappings)")
    }
}
