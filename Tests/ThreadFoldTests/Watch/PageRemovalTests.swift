import ThreadFold
import XCTest

/// What `watch` removes when a thread goes or loses pages, in both URL styles: exactly
/// that thread's pages, never those of a thread whose slug starts the same (`a`, `a-b`).
final class PageRemovalTests: XCTestCase {
    private var project = MemorySite()

    /// Threads `a` and `a-b`, 5 top-level comments each: 3 pages at 2 a page.
    override func setUp() {
        project = MemorySite()
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: (1...5).map { "alpha \($0)" }))
        project.put("/in/a-b.json", MemorySite.thread(id: "a-b", title: "Alpha beta", bodies: (1...5).map { "ab \($0)" }))
    }

    private func builtSite(_ urls: URLStyle) throws -> IncrementalBuilder {
        let builder = IncrementalBuilder(config: project.config(commentsPerPage: 2, urls: urls), io: project.io)
        _ = try builder.buildAll()
        _ = project.takeWrites()
        return builder
    }

    private func changed(_ paths: String..., removed: [String] = []) -> RebuildPlan {
        .changes(paths, removed: removed)
    }

    private func threadPages() -> [String] {
        project.site().keys.filter { $0.hasPrefix("t/") }.sorted()
    }

    /// Builds the site, deletes `input` and rebuilds, as `watch` does when a file goes.
    @discardableResult
    private func rebuildAfterDeleting(_ input: String, urls: URLStyle) throws -> RebuildReport {
        let builder = try builtSite(urls)
        project.delete(input)
        return try builder.rebuild(changed(removed: [input]))
    }

    private func shrinkAlphaToOnePage() {
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["alpha 1"]))
    }

    func testFilesStylePutsEveryPageBesideTheOthers() throws {
        _ = try builtSite(.files)
        XCTAssertEqual(threadPages(), ["t/a-b.2.html", "t/a-b.3.html", "t/a-b.html", "t/a.2.html", "t/a.3.html", "t/a.html"])
    }

    func testFilesStyleShrinkingThreadLosesOnlyItsOwnLaterPages() throws {
        let builder = try builtSite(.files)
        let before = project.site()
        shrinkAlphaToOnePage()
        let report = try builder.rebuild(changed("/in/a.json"))
        XCTAssertEqual(threadPages(), ["t/a-b.2.html", "t/a-b.3.html", "t/a-b.html", "t/a.html"])
        XCTAssertEqual(report.removed, 2)
        for page in ["t/a-b.html", "t/a-b.2.html", "t/a-b.3.html"] {
            XCTAssertEqual(project.site()[page], before[page], "\(page) is another thread's and stays as it was")
        }
        XCTAssertFalse(project.page("t/a.html")?.contains("a.2.html") ?? true, "one page: no pagination links left")
    }

    func testFilesStyleDeletedThreadLeavesTheThreadItsSlugPrefixes() throws {
        let report = try rebuildAfterDeleting("/in/a.json", urls: .files)
        XCTAssertEqual(threadPages(), ["t/a-b.2.html", "t/a-b.3.html", "t/a-b.html"])
        XCTAssertEqual(report.removed, 3)
    }

    func testFilesStyleDeletedLongerSlugLeavesTheShorter() throws {
        try rebuildAfterDeleting("/in/a-b.json", urls: .files)
        XCTAssertEqual(threadPages(), ["t/a.2.html", "t/a.3.html", "t/a.html"])
    }

    func testFoldersStyleKeepsAFolderPerThread() throws {
        _ = try builtSite(.folders)
        XCTAssertEqual(threadPages(), ["t/a-b/2.html", "t/a-b/3.html", "t/a-b/index.html", "t/a/2.html", "t/a/3.html", "t/a/index.html"])
    }

    func testFoldersStyleShrinkingThreadLosesOnlyItsOwnLaterPages() throws {
        let builder = try builtSite(.folders)
        shrinkAlphaToOnePage()
        let report = try builder.rebuild(changed("/in/a.json"))
        XCTAssertEqual(threadPages(), ["t/a-b/2.html", "t/a-b/3.html", "t/a-b/index.html", "t/a/index.html"])
        XCTAssertEqual(report.removed, 2)
    }

    func testFoldersStyleDeletedThreadLosesItsFolder() throws {
        try rebuildAfterDeleting("/in/a.json", urls: .folders)
        XCTAssertEqual(threadPages(), ["t/a-b/2.html", "t/a-b/3.html", "t/a-b/index.html"])
    }
}
