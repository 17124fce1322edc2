import ThreadFold
import XCTest

/// Page paths and the links between them in both URL styles.
final class SitePathsTests: XCTestCase {
    private let files = SitePaths(style: .files)
    private let folders = SitePaths(style: .folders)

    func testFilesStyleNamesEachPageInTheThreadsFolder() {
        XCTAssertEqual(files.threadPage(slug: "a-b", number: 1), "t/a-b.html")
        XCTAssertEqual(files.threadPage(slug: "a-b", number: 2), "t/a-b.2.html")
        XCTAssertEqual(files.threadPage(slug: "a-b", number: 12), "t/a-b.12.html")
    }

    func testFoldersStyleIsTheOldLayout() {
        XCTAssertEqual(folders.threadPage(slug: "a-b", number: 1), "t/a-b/index.html")
        XCTAssertEqual(folders.threadPage(slug: "a-b", number: 2), "t/a-b/2.html")
    }

    func testSiblingLinksNameTheFileNextDoor() {
        XCTAssertEqual(files.siblingThreadPage(slug: "x_1", number: 1), "x_1.html")
        XCTAssertEqual(files.siblingThreadPage(slug: "x_1", number: 3), "x_1.3.html")
        XCTAssertEqual(folders.siblingThreadPage(slug: "x_1", number: 1), "index.html")
        XCTAssertEqual(folders.siblingThreadPage(slug: "x_1", number: 3), "3.html")
    }

    func testRootPrefixFollowsTheDepth() {
        XCTAssertEqual(SitePaths.root(of: SitePaths.indexPage(2)), "")
        XCTAssertEqual(SitePaths.root(of: files.threadPage(slug: "a", number: 2)), "../")
        XCTAssertEqual(SitePaths.root(of: folders.threadPage(slug: "a", number: 2)), "../../")
    }

    /// Removing thread `a` must not touch `a-b`'s pages: files style names every page.
    func testRemovalsNameExactlyTheThreadsOwnPages() {
        XCTAssertEqual(files.threadRemovals(slug: "a", pages: 3), ["t/a.html", "t/a.2.html", "t/a.3.html"])
        XCTAssertEqual(folders.threadRemovals(slug: "a", pages: 3), ["t/a"])
    }

    func testCanonicalAddressDropsOnlyAFoldersIndex() {
        XCTAssertEqual(files.canonical("index.html"), "")
        XCTAssertEqual(files.canonical("index-2.html"), "index-2.html")
        XCTAssertEqual(files.canonical("t/index.html"), "t/index.html", "the page of the thread `index`")
        XCTAssertEqual(files.canonical("t/myindex.2.html"), "t/myindex.2.html")
        XCTAssertEqual(folders.canonical("index.html"), "")
        XCTAssertEqual(folders.canonical("t/index/index.html"), "t/index/")
        XCTAssertEqual(folders.canonical("t/a/2.html"), "t/a/2.html")
    }

    func testOnlyFoldersStyleHasThreadFolders() {
        XCTAssertEqual(folders.threadFolder(of: "t/a/2.html"), "t/a")
        XCTAssertNil(folders.threadFolder(of: "index-2.html"))
        XCTAssertNil(files.threadFolder(of: "t/a.2.html"))
    }

    func testSlugCharactersCannotFormAPageSuffix() {
        XCTAssertFalse(ThreadSlug.isSafe("a.2"), "a slug with a dot could be another thread's page 2")
        XCTAssertFalse(ThreadSlug.make("a.2").contains("."))
    }
}
