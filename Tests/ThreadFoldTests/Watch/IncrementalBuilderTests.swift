import ThreadFold
import XCTest

/// `IncrementalBuilder` on an in-memory project: what each kind of change rewrites,
/// removes, and leaves alone, and that a failed rebuild changes nothing.
final class IncrementalBuilderTests: XCTestCase {
    private var project = MemorySite()

    override func setUp() {
        project = MemorySite()
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["first alpha", "second alpha"]))
        project.put("/in/b.json", MemorySite.thread(id: "b", title: "Beta", bodies: ["only beta"]))
    }

    /// A builder after its full build, with the write log cleared.
    private func builtSite(_ config: SiteConfig? = nil) throws -> IncrementalBuilder {
        let builder = IncrementalBuilder(config: config ?? project.config(), io: project.io)
        let report = try builder.buildAll()
        XCTAssertEqual(report.threads, 2)
        _ = project.takeWrites()
        return builder
    }

    private func changed(_ paths: String..., removed: [String] = []) -> RebuildPlan {
        .changes(paths, removed: removed)
    }

    func testFullBuildWritesEveryThreadAndTheMarker() throws {
        _ = try builtSite()
        let site = project.site()
        for page in ["index.html", "404.html", "t/a.html", "t/b.html", ".threadfold-site"] {
            XCTAssertNotNil(site[page], page)
        }
        XCTAssertTrue(project.page("t/a.html")?.contains("second alpha") == true)
    }

    func testEditedThreadRewritesOnlyItsOwnPage() throws {
        let builder = try builtSite()
        let before = project.site()
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["first alpha", "edited alpha"]))
        let report = try builder.rebuild(changed("/in/a.json"))
        XCTAssertEqual(project.takeWrites(), ["t/a.html"], "a body edit changes neither the index nor other threads")
        XCTAssertEqual(report.written, 1)
        XCTAssertEqual(report.removed, 0)
        XCTAssertTrue(project.page("t/a.html")?.contains("edited alpha") == true)
        XCTAssertEqual(project.site()["t/b.html"], before["t/b.html"])
        XCTAssertEqual(report.reason, "a.json")
    }

    func testTitleEditAlsoRewritesTheIndex() throws {
        let builder = try builtSite()
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alphabet", bodies: ["first alpha", "second alpha"]))
        _ = try builder.rebuild(changed("/in/a.json"))
        let written = project.takeWrites()
        XCTAssertTrue(written.contains("index.html"), "\(written)")
        XCTAssertTrue(written.contains("t/a.html"), "\(written)")
        XCTAssertFalse(written.contains("t/b.html"), "\(written)")
        XCTAssertTrue(project.page("index.html")?.contains("Alphabet") == true)
    }

    /// A new comment changes the index too: the thread's page is written once, before the
    /// index (watch writes it ahead of assembling the archive; see the watch benchmark).
    func testNewCommentWritesItsThreadOnceAndTheIndex() throws {
        let builder = try builtSite()
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["first alpha", "second alpha", "third alpha"]))
        _ = try builder.rebuild(changed("/in/a.json"))
        let written = project.takeWriteLog()
        XCTAssertEqual(written.filter { $0 == "t/a.html" }.count, 1, "\(written)")
        XCTAssertEqual(written.first, "t/a.html", "the thread's page before the index: \(written)")
        XCTAssertTrue(written.contains("index.html"), "\(written)")
        XCTAssertFalse(written.contains("t/b.html"), "\(written)")
        XCTAssertTrue(project.page("t/a.html")?.contains("third alpha") == true)
    }

    /// A file that takes another file's thread id is an error the archive finds: the
    /// early write must not put its thread over the other thread's page.
    func testThreadTakingAnotherFilesIdWritesNothing() throws {
        let builder = try builtSite()
        let before = project.site()
        project.put("/in/b.json", MemorySite.thread(id: "a", title: "Impostor", bodies: ["not alpha", "another"]))
        XCTAssertThrowsError(try builder.rebuild(changed("/in/b.json")))
        XCTAssertEqual(project.takeWrites(), [])
        XCTAssertTrue(project.site() == before, "the site changed")
    }

    func testUnchangedBytesAreNotRewritten() throws {
        let builder = try builtSite()
        let before = project.site()
        let report = try builder.rebuild(changed("/in/a.json", "/in/b.json"))
        XCTAssertEqual(project.takeWrites(), [], "touching files without changing them writes nothing")
        XCTAssertEqual(report.written, 0)
        XCTAssertEqual(project.site(), before)
    }

    func testAddedThreadGetsItsPageAndAnIndexEntry() throws {
        let builder = try builtSite()
        project.put("/in/sub/c.json", MemorySite.thread(id: "c", title: "Gamma", bodies: ["gamma body"]))
        _ = try builder.rebuild(changed("/in/sub/c.json"))
        XCTAssertTrue(project.page("t/c.html")?.contains("gamma body") == true)
        XCTAssertTrue(project.page("index.html")?.contains("Gamma") == true)
        XCTAssertFalse(project.takeWrites().contains("t/a.html"))
    }

    func testDeletedThreadLosesItsPagesAndIndexEntry() throws {
        let builder = try builtSite()
        project.delete("/in/b.json")
        let report = try builder.rebuild(changed(removed: ["/in/b.json"]))
        XCTAssertNil(project.page("t/b.html"), "\(project.site().keys.sorted())")
        XCTAssertNil(project.store.snapshot.keys.first { $0.hasPrefix("/site/t/b") })
        XCTAssertEqual(report.removed, 1)
        XCTAssertFalse(project.page("index.html")?.contains("Beta") ?? true)
        XCTAssertNotNil(project.page("t/a.html"))
    }

    /// Without an id in the file, the thread's id is its file name: a rename moves its pages.
    func testRenamedFileWithoutIdMovesThePages() throws {
        project.put("/in/a.json", MemorySite.thread(id: nil, title: "Alpha", bodies: ["nameless"]))
        let builder = try builtSite()
        XCTAssertNotNil(project.page("t/a.html"))
        try project.move("/in/a.json", "/in/z.json")
        _ = try builder.rebuild(changed("/in/z.json", removed: ["/in/a.json"]))
        XCTAssertTrue(project.page("t/z.html")?.contains("nameless") == true)
        XCTAssertNil(project.page("t/a.html"))
    }

    func testFewerPagesRemovesTheStaleOnes() throws {
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: (1...5).map { "body \($0)" }))
        let builder = try builtSite(project.config(commentsPerPage: 2))
        XCTAssertNotNil(project.page("t/a.3.html"), "\(project.site().keys.sorted())")
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["just one"]))
        let report = try builder.rebuild(changed("/in/a.json"))
        XCTAssertNil(project.page("t/a.2.html"))
        XCTAssertNil(project.page("t/a.3.html"))
        XCTAssertEqual(report.removed, 2)
    }

    func testBrokenJSONChangesNothingAndNamesTheSpot() throws {
        let builder = try builtSite()
        let before = project.site()
        let broken = MemorySite.thread(id: "a", title: "Alpha", bodies: ["broken"]) + "\n  @@ trailing\n"
        project.put("/in/a.json", broken)
        let position = try XCTUnwrap(TextPosition.of("@@", in: broken))
        XCTAssertThrowsError(try builder.rebuild(changed("/in/a.json"))) { error in
            guard case .dataWithDiagnostics(let diagnostics, _)? = error as? BuildError else {
                return XCTFail("expected a data error, got \(error)")
            }
            let located = diagnostics.first { $0.severity == .error }
            XCTAssertEqual(located?.file, "/in/a.json")
            XCTAssertEqual(located.map { TextPosition(line: $0.line, column: $0.column) }, position)
        }
        XCTAssertEqual(project.site(), before, "a failed rebuild leaves the site byte-identical")
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["fixed"]))
        _ = try builder.rebuild(changed("/in/a.json"))
        XCTAssertTrue(project.page("t/a.html")?.contains("fixed") == true)
    }

    /// After a failed rebuild the broken file is still broken on disk; a later edit of
    /// another file must not build as if it were fine (the site would silently show the
    /// old thread and `serve` would clear its error overlay).
    func testABrokenFileStaysAnErrorWhenAnotherFileChanges() throws {
        let builder = try builtSite()
        project.put("/in/a.json", "{\"comments\": [")
        XCTAssertThrowsError(try builder.rebuild(changed("/in/a.json")))
        project.put("/in/b.json", MemorySite.thread(id: "b", title: "Beta", bodies: ["beta edited"]))
        XCTAssertThrowsError(try builder.rebuild(changed("/in/b.json"))) { error in
            XCTAssertTrue("\(error)".contains("/in/a.json"), "\(error)")
        }
    }

    func testTemplateEditRerendersEveryPage() throws {
        let layout = try XCTUnwrap(BundledTheme.files(under: "Templates/")["layout.mustache"])
        project.put("/tpl/layout.mustache", layout)
        let builder = try builtSite(project.config(templates: true))
        project.put("/tpl/layout.mustache", layout + "<!-- layout v2 -->\n")
        var plan = RebuildPlan()
        plan.theme = true
        let report = try builder.rebuild(plan)
        let pages = project.site().filter { $0.key.hasSuffix(".html") }
        XCTAssertGreaterThanOrEqual(pages.count, 4)
        for (path, bytes) in pages {
            XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("<!-- layout v2 -->"), path)
        }
        XCTAssertEqual(report.written, pages.count, "every page changed, nothing else did")
    }

    func testTemplateErrorChangesNothingAndNamesTheSpot() throws {
        let thread = try XCTUnwrap(BundledTheme.files(under: "Templates/")["thread.mustache"])
        project.put("/tpl/thread.mustache", thread)
        let builder = try builtSite(project.config(templates: true))
        let before = project.site()
        let broken = thread + "\n  {{/nothing-open}}\n"
        project.put("/tpl/thread.mustache", broken)
        let position = try XCTUnwrap(TextPosition.of("{{/nothing-open}}", in: broken))
        var plan = RebuildPlan()
        plan.theme = true
        XCTAssertThrowsError(try builder.rebuild(plan)) { error in
            guard case .theme(let themeError)? = error as? BuildError else { return XCTFail("expected a theme error, got \(error)") }
            XCTAssertEqual(themeError.file, "/tpl/thread.mustache")
            XCTAssertEqual(TextPosition(line: themeError.line, column: themeError.column), position, themeError.description)
        }
        XCTAssertEqual(project.site(), before)
        project.put("/tpl/thread.mustache", thread + "<!-- thread v2 -->")
        _ = try builder.rebuild(plan)
        XCTAssertTrue(project.page("t/b.html")?.contains("<!-- thread v2 -->") == true)
    }

    func testPublicFileChangeCopiesJustThatFile() throws {
        project.put("/pub/extra.css", "a { color: red }\n")
        let builder = try builtSite(project.config(publicFiles: true))
        XCTAssertEqual(project.page("extra.css"), "a { color: red }\n")
        project.put("/pub/extra.css", "a { color: blue }\n")
        var plan = RebuildPlan()
        plan.publicFiles = true
        let report = try builder.rebuild(plan)
        XCTAssertEqual(project.takeWrites(), ["extra.css"])
        XCTAssertEqual(report.written, 1)
        XCTAssertEqual(project.page("extra.css"), "a { color: blue }\n")
    }

    /// `watch` keeps going when its first build fails; the rebuild that recovers must
    /// still produce a proper threadfold site (with the marker a later `build` checks).
    func testRecoveryAfterAFailedFirstBuildMakesACompleteSite() throws {
        project.put("/in/a.json", "{\"comments\": [")
        let builder = IncrementalBuilder(config: project.config(), io: project.io)
        XCTAssertThrowsError(try builder.buildAll())
        XCTAssertTrue(project.site().isEmpty, "a failed first build writes nothing")
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["recovered"]))
        _ = try builder.rebuild(changed("/in/a.json"))
        XCTAssertTrue(project.page("t/a.html")?.contains("recovered") == true)
        XCTAssertNotNil(project.page("t/b.html"))
        XCTAssertNotNil(project.site()[".threadfold-site"], "the recovered site carries the marker a later build checks")
    }

    /// With search, the page is written by the rebuild itself and the index right after,
    /// in the background: the edited words are found once it is done, the old ones are
    /// not, and the index is what a full build of the same files writes.
    func testSearchIndexIsRefreshedInTheBackgroundAfterAnEdit() throws {
        let refreshes = LockedList<SearchRefreshReport>()
        let builder = IncrementalBuilder(config: project.config(search: true), io: project.io)
        builder.onSearchRefresh = { refreshes.append($0) }
        _ = try builder.buildAll()
        XCTAssertTrue(searchText().contains("second alpha"))
        project.put("/in/a.json", MemorySite.thread(id: "a", title: "Alpha", bodies: ["first alpha", "zebra crossing"]))
        _ = try builder.rebuild(changed("/in/a.json"))
        builder.waitForSearch()
        // The full index once; the changed thread's delta beside it (SearchDeltaTests),
        // unless the full index was published first (the delta is then dropped).
        XCTAssertEqual(refreshes.values.filter { !$0.delta }.count, 1)
        XCTAssertLessThanOrEqual(refreshes.values.filter(\.delta).count, 1)
        XCTAssertTrue(refreshes.values.allSatisfy { $0.failure == nil })
        XCTAssertTrue(searchText().contains("zebra crossing"))
        XCTAssertFalse(searchText().contains("second alpha"))
        // A new thread (the full path) too; and the refreshed index is the full build's.
        project.put("/in/c.json", MemorySite.thread(id: "c", title: "Gamma", bodies: ["gamma ray"]))
        _ = try builder.rebuild(changed("/in/c.json"))
        builder.waitForSearch()
        XCTAssertTrue(searchText().contains("gamma ray"))
        let refreshed = project.site().filter { $0.key.hasPrefix("search/") }
        let fresh = MemorySite()
        for name in ["a", "b", "c"] {
            fresh.put("/in/\(name).json", String(decoding: project.store.snapshot["/in/\(name).json"]!, as: UTF8.self))
        }
        _ = try IncrementalBuilder(config: fresh.config(search: true), io: fresh.io).buildAll()
        XCTAssertEqual(refreshed, fresh.site().filter { $0.key.hasPrefix("search/") })
    }

    /// Every result chunk of the index, as text.
    private func searchText() -> String {
        project.site().filter { $0.key.hasPrefix("search/d/") }.sorted { $0.key < $1.key }
            .map { String(decoding: SearchChunkCodec.readable($0.value), as: UTF8.self) }.joined()
    }
}

/// A list several threads append to.
final class LockedList<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Value] = []
    func append(_ value: Value) { lock.withLock { items.append(value) } }
    var values: [Value] { lock.withLock { items } }
}
