import ThreadFold
import XCTest

/// The watcher's decision logic: changed paths in, rebuild plan out. Pure, no watcher.
final class WatchPlannerTests: XCTestCase {
    private let planner = WatchPlanner(
        inputs: ["/p/comments", "/p/extra.json"], configFile: "/p/threadfold.json",
        templates: "/p/Templates", publicDirectory: "/p/Public", output: "/p/site")

    private func plan(_ changes: ChangedPath...) -> RebuildPlan {
        planner.plan(changes)
    }

    func testEditedThreadFileIsReadAgainAndNothingElse() {
        let result = plan(ChangedPath("/p/comments/a.json"))
        XCTAssertEqual(result.changedInputs, ["/p/comments/a.json"])
        XCTAssertTrue(result.removedInputs.isEmpty)
        XCTAssertFalse(result.everything || result.theme || result.publicFiles, "\(result)")
    }

    func testThreadFilesInNestedFoldersAndNDJSONCount() {
        let result = plan(ChangedPath("/p/comments/2024/05/b.ndjson"), ChangedPath("/p/comments/2024/c.json"))
        XCTAssertEqual(result.changedInputs, ["/p/comments/2024/05/b.ndjson", "/p/comments/2024/c.json"])
    }

    func testTheSitesOwnLocaleFilesReloadTheTheme() {
        var withLocales = planner
        withLocales.localeFolder = "/p/locales"
        XCTAssertTrue(withLocales.plan([ChangedPath("/p/locales/fr.json")]).theme, "a site's locale file is part of the theme")
        XCTAssertFalse(planner.plan([ChangedPath("/p/locales/fr.json")]).theme, "without a locale folder it is not")
    }

    func testAnInputGivenAsAFileCounts() {
        XCTAssertEqual(plan(ChangedPath("/p/extra.json")).changedInputs, ["/p/extra.json"])
    }

    func testDeletedThreadFileIsRemoved() {
        let result = plan(ChangedPath("/p/comments/a.json", removed: true))
        XCTAssertEqual(result.removedInputs, ["/p/comments/a.json"])
        XCTAssertTrue(result.changedInputs.isEmpty)
    }

    func testRenameIsARemovalAndAnAddition() {
        let result = plan(ChangedPath("/p/comments/a.json", removed: true), ChangedPath("/p/comments/b.json"))
        XCTAssertEqual(result.removedInputs, ["/p/comments/a.json"])
        XCTAssertEqual(result.changedInputs, ["/p/comments/b.json"])
    }

    /// An editor that deletes and writes again, or writes and then deletes: the later event decides.
    func testTheLaterEventForOnePathWins() {
        let recreated = plan(ChangedPath("/p/comments/a.json", removed: true), ChangedPath("/p/comments/a.json"))
        XCTAssertEqual(recreated.changedInputs, ["/p/comments/a.json"])
        XCTAssertTrue(recreated.removedInputs.isEmpty)
        let deleted = plan(ChangedPath("/p/comments/a.json"), ChangedPath("/p/comments/a.json", removed: true))
        XCTAssertEqual(deleted.removedInputs, ["/p/comments/a.json"])
        XCTAssertTrue(deleted.changedInputs.isEmpty)
    }

    func testFilesThatAreNotThreadsAreIgnored() {
        let ignored = [
            "/p/comments/notes.txt", "/p/comments/.a.json.swp", "/p/comments/a.json~", "/p/comments/.hidden.json",
            "/p/comments/4913", "/p/comments/threadfold.json", "/p/other/x.json", "/p/comments-old/a.json", "/p/extra.json.bak",
        ]
        for path in ignored {
            XCTAssertTrue(plan(ChangedPath(path)).isEmpty, "\(path) should not cause a rebuild")
        }
    }

    func testANewEmptyFolderIsNoRebuild() {
        XCTAssertTrue(plan(ChangedPath("/p/comments/2025", isDirectory: true)).isEmpty)
    }

    func testRemovedFolderOfInputsIsRescanned() {
        let result = plan(ChangedPath("/p/comments/2024", removed: true, isDirectory: true))
        XCTAssertEqual(result.removedInputs, ["/p/comments/2024"])
        XCTAssertTrue(plan(ChangedPath("/p/unrelated", removed: true, isDirectory: true)).isEmpty)
    }

    func testTheSiteItselfNeverTriggersARebuild() {
        let inside = WatchPlanner(inputs: ["/p"], configFile: nil, templates: nil, publicDirectory: nil, output: "/p/site")
        XCTAssertTrue(inside.plan([ChangedPath("/p/site/data.json"), ChangedPath("/p/site/t/a.html")]).isEmpty)
        XCTAssertEqual(inside.plan([ChangedPath("/p/a.json")]).changedInputs, ["/p/a.json"])
    }

    func testConfigChangeRebuildsEverything() {
        let result = plan(ChangedPath("/p/threadfold.json"))
        XCTAssertTrue(result.everything)
        XCTAssertEqual(result.reason, "config")
    }

    func testTemplateChangeRerendersThePages() {
        let result = plan(ChangedPath("/p/Templates/thread.mustache"))
        XCTAssertTrue(result.theme)
        XCTAssertFalse(result.everything || result.publicFiles)
        XCTAssertTrue(plan(ChangedPath("/p/Templates/locales/en.json")).theme, "locale files are part of the theme")
    }

    func testPublicFileChangeCopiesPublicFiles() {
        let result = plan(ChangedPath("/p/Public/style.css"))
        XCTAssertTrue(result.publicFiles)
        XCTAssertFalse(result.theme || result.everything)
    }

    func testEditorNoiseInThemeFoldersIsIgnored() {
        for name in [".thread.mustache.swp", "4913", "#thread.mustache#", ".#thread.mustache", "thread.mustache~"] {
            XCTAssertTrue(plan(ChangedPath("/p/Templates/" + name)).isEmpty, "Templates/\(name)")
            XCTAssertTrue(plan(ChangedPath("/p/Public/" + name)).isEmpty, "Public/\(name)")
        }
    }

    func testOverflowRebuildsEverything() {
        XCTAssertTrue(planner.plan([], overflow: true).everything)
        XCTAssertTrue(planner.plan([], overflow: false).isEmpty)
    }

    func testMixedBatchKeepsEveryKindOfWork() {
        let result = plan(
            ChangedPath("/p/Templates/layout.mustache"), ChangedPath("/p/Public/app.js"),
            ChangedPath("/p/comments/a.json"), ChangedPath("/p/comments/b.json", removed: true))
        XCTAssertTrue(result.theme && result.publicFiles)
        XCTAssertFalse(result.everything)
        XCTAssertEqual(result.changedInputs, ["/p/comments/a.json"])
        XCTAssertEqual(result.removedInputs, ["/p/comments/b.json"])
    }

    func testPathNameGivesOneSpellingPerPath() {
        XCTAssertEqual(PathName.absolute("/p/./comments/../comments/"), "/p/comments")
        let relative = PathName.absolute("comments")
        XCTAssertEqual(relative, FileManager.default.currentDirectoryPath + "/comments")
    }
}
