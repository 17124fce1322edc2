import Foundation
import TestSupport
import ThreadFold
import XCTest

/// `layout: tree`: the output contract on the real corpus drawn as trees, the DOM cap on a
/// 100,000-deep chain, the `auto` rule, and the anonymous placeholder in the other layouts.
final class TreeLayoutTests: XCTestCase {
    /// Every reply of every corpus thread: inside its top-level comment's li, `a.to` naming
    /// its direct parent, and its nearest enclosing li its parent (or, past the indentation
    /// cap, its ancestor at depth cap - 1).
    func testCorpusDrawnAsTreesKeepsTheContract() throws {
        let corpus = try SharedData.url("corpus/real", for: "real corpus")
        let folder = try TemporaryFolder("tree-contract", removedAfter: self).root
        var config = CorpusSite.config(corpus: corpus, output: folder.appendingPathComponent("site"))
        config.layout = .tree
        _ = try SiteBuilder(config: config, io: .disk).build()
        let site = try SiteTree(disk: folder.appendingPathComponent("site"))
        var failures: [String] = []
        var checked = 0
        for thread in try CorpusReader().threads(in: corpus) where thread.cycles == 0 {
            let path = config.paths.threadPage(slug: ThreadSlug.make(thread.id), number: 1)
            let html = try XCTUnwrap(site.text(path), path)
            XCTAssertTrue(html.contains("layout-tree"), path)
            let tree = HTMLTree(html: html)
            var byAnchor: [String: Int] = [:]
            for index in tree.elements {
                if let id = tree[index].attribute("id"), id.hasPrefix("c-") { byAnchor[String(id.dropFirst(2))] = index }
            }
            for (i, comment) in thread.comments.enumerated() {
                guard let parent = comment.parent else { continue }
                checked += 1
                failures += Self.problems(reply: i, parent: parent, in: thread, tree: tree, byAnchor: byAnchor)
            }
        }
        XCTAssertGreaterThan(checked, 300, "the corpus has hundreds of replies")
        XCTAssertTrue(failures.isEmpty, "\(failures.count) failures; the first 20:\n" + failures.prefix(20).joined(separator: "\n"))
    }

    private static func problems(reply i: Int, parent: Int, in thread: ExpectedThread, tree: HTMLTree, byAnchor: [String: Int]) -> [String]
    {
        let comment = thread.comments[i]
        guard let node = byAnchor[comment.anchor] else { return ["\(thread.id) \(comment.id): not on the page"] }
        var problems: [String] = []
        if !(tree[node].tag == "li" && tree[node].hasClass("reply")) { problems.append("\(comment.id): not li.reply") }
        let topAnchor = thread.comments[comment.root].anchor
        if tree.ancestor(of: node, where: { $0.attribute("id") == "c-" + topAnchor && $0.hasClass("comment") }) == nil {
            problems.append("\(comment.id): not inside its top-level comment c-\(topAnchor)")
        }
        var depth = 0
        var ancestors: [Int] = []
        var current: Int? = i
        while let c = current, let p = thread.comments[c].parent {
            ancestors.append(p)
            depth += 1
            current = p
        }
        // ancestors[0] is the parent; the list holder past the cap is the ancestor at depth cap - 1.
        let holder = depth <= ReplyTree.indentCap ? parent : ancestors[depth - ReplyTree.indentCap]
        let enclosing = tree.ancestor(of: node, where: { $0.tag == "li" })
        if enclosing.flatMap({ tree[$0].attribute("id") }) != "c-" + thread.comments[holder].anchor {
            problems.append(
                "\(comment.id) at depth \(depth): enclosed by \(enclosing.flatMap { tree[$0].attribute("id") } ?? "nothing"), expected c-\(thread.comments[holder].anchor)"
            )
        }
        if tree[node].attribute("data-depth") != String(depth) {
            problems.append("\(comment.id): data-depth \(tree[node].attribute("data-depth") ?? "none") != \(depth)")
        }
        let to = tree.elements.first { $0 > node && tree[$0].hasClass("to") }
        if to.flatMap({ tree[$0].attribute("href") }) != "#c-" + thread.comments[parent].anchor {
            problems.append(
                "\(comment.id): a.to is \(to.flatMap { tree[$0].attribute("href") } ?? "missing"), expected #c-\(thread.comments[parent].anchor)"
            )
        }
        return problems
    }

    /// No recursion anywhere (decode, fold, tree, templates) and no nesting past the cap:
    /// 100,000 replies each answering the one before.
    func testHundredThousandDeepChainBuildsWithCappedNesting() throws {
        let depth = 100_000
        // Ids from 1: a parentID of 0 means top level.
        var rows = ["{\"id\": 1, \"user\": \"root\", \"content\": \"start\"}"]
        for i in 2...depth + 1 { rows.append("{\"id\": \(i), \"parentID\": \(i - 1), \"user\": \"u\(i % 5)\", \"content\": \"r\(i)\"}") }
        let store = MemoryFiles([
            "/in/chain.json": Array(("{\"id\": \"chain\", \"comments\": [" + rows.joined(separator: ",\n") + "]}").utf8)
        ])
        var config = SiteConfig()
        (config.inputs, config.output, config.layout) = (["/in"], "/out", .auto)
        let report = try SiteBuilder(config: config, io: .memory(store)).build()
        XCTAssertEqual(report.comments, depth + 1)
        let page = try XCTUnwrap(store.snapshot["/out/t/chain.html"])
        // The head's structured data holds every comment, so the body's class is looked for past it.
        XCTAssertTrue(
            String(decoding: page, as: UTF8.self).contains("<body class=\"page thread-page layout-tree"),
            "auto picks the tree for a deep chain")
        let (open, deepest) = Self.nesting(of: page)
        XCTAssertEqual(open, 0, "balanced")
        // comments ol + (li, details, ol) per level for 8 levels + the last li + more-replies (details, ol).
        XCTAssertLessThanOrEqual(deepest, 1 + 3 * (ReplyTree.indentCap + 1) + 3, "nesting is capped")
        let text = String(decoding: page, as: UTF8.self)
        XCTAssertTrue(text.contains("id=\"c-100001\" data-depth=\"100000\""))
        XCTAssertTrue(text.contains("<a class=\"to\" href=\"#c-100000\">u0</a>"), "the last reply links its parent")
    }

    /// Open li/ol/details elements at the end and at the deepest point, counted over the
    /// bytes (parsing 40 MB would be the slow part of the test).
    private static func nesting(of page: [UInt8]) -> (open: Int, deepest: Int) {
        let names: [[UInt8]] = ["li", "ol", "details"].map { Array($0.utf8) }
        var open = 0
        var deepest = 0
        page.withUnsafeBufferPointer { bytes in
            var i = 0
            while i < bytes.count {
                defer { i += 1 }
                guard bytes[i] == UInt8(ascii: "<") else { continue }
                let closing = i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/")
                let start = closing ? i + 2 : i + 1
                for name in names where start + name.count < bytes.count {
                    guard (0..<name.count).allSatisfy({ bytes[start + $0] == name[$0] }) else { continue }
                    let after = bytes[start + name.count]
                    if after == UInt8(ascii: ">") || after == UInt8(ascii: " ") {
                        open += closing ? -1 : 1
                        deepest = max(deepest, open)
                    }
                }
            }
        }
        return (open, deepest)
    }

    func testAutoPicksTreeForDeepChainsFlatForHeavyAndNestedOtherwise() throws {
        func layout(_ comments: [String]) throws -> String {
            let store = MemoryFiles(["/in/t.json": Array(("[" + comments.joined(separator: ",") + "]").utf8)])
            var config = SiteConfig()
            (config.inputs, config.output, config.layout) = (["/in"], "/out", .auto)
            _ = try SiteBuilder(config: config, io: .memory(store)).build()
            let page = String(decoding: store.snapshot["/out/t/t.html"] ?? [], as: UTF8.self)
            return page.firstRange(of: "layout-").map { String(page[$0.upperBound...].prefix { $0.isLetter }) } ?? "none"
        }
        func chain(_ depth: Int) -> [String] {
            ["{\"id\": 1}"] + (2...depth + 1).map { "{\"id\": \($0), \"parentID\": \($0 - 1)}" }
        }
        XCTAssertEqual(try layout(chain(ReplyTree.autoDepth)), "tree")
        XCTAssertEqual(try layout(chain(ReplyTree.autoDepth - 1)), "nested")
        XCTAssertEqual(try layout(["{\"id\": 1}"] + (2...12).map { "{\"id\": \($0), \"parentID\": 1}" }), "flat")
    }

    func testCommentWithoutUserIsAnonymousInNestedLayoutAndFeed() throws {
        let json = """
            {"id": "t", "comments": [{"id": 1, "content": "no name", "createdAt": "2024-01-01T00:00:00Z"},
              {"id": 2, "parentID": 1, "user": "", "content": "empty name", "createdAt": "2024-01-02T00:00:00Z"},
              {"id": 3, "parentID": 2, "user": "Kim", "content": "hi", "createdAt": "2024-01-03T00:00:00Z"}]}
            """
        let store = MemoryFiles(["/in/t.json": Array(json.utf8)])
        var config = SiteConfig()
        (config.inputs, config.output, config.locale, config.baseURL) = (["/in"], "/out", "en", "https://example.com/")
        _ = try SiteBuilder(config: config, io: .memory(store)).build()
        let page = String(decoding: store.snapshot["/out/t/t.html"] ?? [], as: UTF8.self)
        XCTAssertTrue(
            page.contains("<span class=\"author\">Anonymous</span></div>")
                || page.contains("<span class=\"author\">Anonymous</span> <time"), "header")
        XCTAssertTrue(page.contains("<span class=\"author\">Anonymous</span> replied to <a class=\"to\" href=\"#c-1\">Anonymous</a>"))
        XCTAssertTrue(page.contains("<span class=\"author\">Kim</span> replied to <a class=\"to\" href=\"#c-2\">Anonymous</a>"))
        let feed = String(decoding: store.snapshot["/out/feed.xml"] ?? [], as: UTF8.self)
        XCTAssertTrue(feed.contains("<name>Anonymous</name>"), "feed authors too")
    }
}
