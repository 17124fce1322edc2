import Foundation
import TestSupport
import ThreadFold
import XCTest

/// Issue 33's "done means": a removed comment with unique text (its replies below it),
/// a removed reply-less comment, an author with a unique name to anonymise, and a removed
/// author named in "A 回复 B". Built with search in the nested, flat and tree layouts,
/// embedded (fragments and data file), built in two shards and merged, and under `watch`
/// with a config edit: the unique strings are in no byte of any output (escapes and
/// entities decoded, search shards included), replies stay under the right parents, and
/// the output contract's oracle holds for what remains (read from a hand-redacted copy).
final class TakedownSiteTests: XCTestCase {
    /// Lower-cased: words of the removed texts, both names, CJK runs (and a bigram, as the
    /// search index stores them).
    static let unique = [
        "xylofragmentia", "quorvath", "plumbagoricious", "quibblesworth", "zanzibarov", "morwenna", "tessaly",
        "蝾螈在月光下", "蝾螈",
    ]
    static let remove = ["privacy/c4", "privacy/c7"]
    static let anonymise = ["Quibblesworth Zanzibarov"]

    func testTakedownReachesEveryOutputAndLeavesTheRestInPlace() throws {
        let folder = try TemporaryFolder("takedown", removedAfter: self)
        try Self.writeInputs(folder)
        var config = Self.config(folder)
        var outputs: [String] = []
        for layout in [SiteConfig.Layout.nested, .flat, .tree] {
            config.layout = layout
            config.output = folder.path("site-\(layout.rawValue)")
            let report = try SiteBuilder(config: config).build()
            XCTAssertEqual(report.takedown.placeholders, 1)
            XCTAssertEqual(report.takedown.removedComments, 1)
            XCTAssertEqual(report.takedown.anonymisedComments, 2)
            XCTAssertEqual(report.warningCount, 0, "\(report.diagnostics)")
            try checkPlaces(site: config.output, layout: layout, expected: folder.root.appendingPathComponent("expected"))
            outputs.append(config.output)
        }
        outputs.append(try embed(config, folder))
        outputs.append(try shardedAndMerged(config, folder))
        outputs.append(try watchedWithAConfigEdit(folder))
        for output in outputs { try assertNoTrace(in: output) }
        // The scan finds the strings where nothing was taken down (search terms included).
        var plain = Self.config(folder)
        (plain.remove, plain.anonymise, plain.output) = ([], [], folder.path("plain"))
        _ = try SiteBuilder(config: plain).build()
        let found = Self.traces(in: try SiteTree(path: plain.output))
        for file in ["t/privacy.html", "feed.xml", "search/t/0.js", "search/d/0.js"] {
            XCTAssertTrue(found.contains { $0.hasPrefix(file + ":") }, "\(file) in \(found)")
        }
        let nested = try SiteTree(path: outputs[0])
        let page = try XCTUnwrap(nested.text("t/privacy.html"))
        XCTAssertTrue(page.contains("匿名 1"), "the anonymised name's placeholder")
        XCTAssertTrue(page.contains("此评论已应作者要求删除。"), "the removed comment's placeholder")
        XCTAssertTrue(page.contains(">一条已删除的评论</a>"), "a reply to it names no one")
        XCTAssertTrue(nested.text("search/t/0.js")?.contains("\"u:匿名 1\"") ?? false, "the author term is the placeholder")
        let posting = try XCTUnwrap(StructuredDataBlocks.split(page).blocks.first as? [String: Any])
        var comments = posting["comment"] as? [[String: Any]] ?? []
        var placeholder: [String: Any]?
        while let comment = comments.popLast() {
            if (comment["url"] as? String)?.hasSuffix("#c-c4") == true { placeholder = comment }
            comments += comment["comment"] as? [[String: Any]] ?? []
        }
        XCTAssertNil(try XCTUnwrap(placeholder)["author"], "a removed comment is nobody's in the structured data")
        XCTAssertEqual(placeholder?["text"] as? String, "此评论已应作者要求删除。")
    }

    /// A site dump grouped through the spill (`DumpSpill`) takes the same path: the same
    /// counts, no trace.
    func testASpilledSiteDumpIsTakenDownToo() throws {
        let folder = try TemporaryFolder("takedown-dump", removedAfter: self)
        try Self.writeInputs(folder)
        var rows: [String] = []
        for name in ["privacy", "other"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.path("in/\(name).json")))
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            for comment in object["comments"] as? [[String: Any]] ?? [] {
                var row = comment
                row["threadID"] = name
                rows.append(String(decoding: try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]), as: UTF8.self))
            }
        }
        try folder.write("dump/all.ndjson", rows.joined(separator: "\n") + "\n")
        var config = Self.config(folder)
        config.inputs = [folder.path("dump")]
        config.output = folder.path("site")
        var builder = SiteBuilder(config: config)
        builder.spillThreshold = 1
        builder.spillPartitionBytes = 256
        let report = try builder.build()
        XCTAssertEqual(report.comments, 9)
        XCTAssertEqual(report.takedown.placeholders, 1)
        XCTAssertEqual(report.takedown.removedComments, 1)
        XCTAssertEqual(report.takedown.anonymisedComments, 2)
        XCTAssertEqual(report.warningCount, 0, "\(report.diagnostics)")
        try assertNoTrace(in: config.output)
        try checkPlaces(site: config.output, layout: .nested, expected: folder.root.appendingPathComponent("expected"))
    }

    /// Nested and flat: the oracle of the contract; tree: each reply's nearest comment
    /// element is the comment it answered.
    private func checkPlaces(site: String, layout: SiteConfig.Layout, expected: URL) throws {
        let tree = try SiteTree(path: site)
        for thread in try CorpusReader().threads(in: expected) {
            let html = try XCTUnwrap(tree.text("t/\(ThreadSlug.make(thread.id)).html"), thread.id)
            let parsed = HTMLTree(html: html)
            if layout == .tree {
                for comment in thread.comments {
                    guard let parent = comment.parent else { continue }
                    let node = try XCTUnwrap(parsed.elements.first { parsed[$0].attribute("id") == "c-" + comment.anchor })
                    let above = parsed.ancestor(of: node) { $0.tag == "li" && $0.hasClass("tree-node") }
                    XCTAssertEqual(above.flatMap { parsed[$0].attribute("id") }, "c-" + thread.comments[parent].anchor, comment.id)
                }
                continue
            }
            var check = ThreadPageCheck(thread: thread, repliesShown: layout == .flat ? 1000 : 2)
            check.check([("t/\(thread.id).html", parsed)])
            XCTAssertEqual(check.failures, [], "\(layout)")
            XCTAssertGreaterThan(check.checkedReplies, 0)
        }
    }

    private func embed(_ config: SiteConfig, _ folder: TemporaryFolder) throws -> String {
        var config = config
        config.output = folder.path("blog")
        let report = try EmbedBuilder(config: config, options: EmbedOptions(target: .hugo)).embed()
        XCTAssertEqual(report.comments, 9, "7 of privacy (one a placeholder), 2 of other")
        let blog = try SiteTree(path: config.output)
        let data = try XCTUnwrap(blog.text("data/threadfold.json"), "\(blog.paths)")
        XCTAssertTrue(Self.decoded(data).contains("匿名 1"), "the fragments in the data file")
        return config.output
    }

    private func shardedAndMerged(_ config: SiteConfig, _ folder: TemporaryFolder) throws -> String {
        var config = config
        config.search = false
        var shards: [String] = []
        for index in 0..<2 {
            config.output = folder.path("shard-\(index)")
            var builder = SiteBuilder(config: config)
            builder.shard = ShardSpec(index: index, count: 2)
            _ = try builder.build()
            shards.append(config.output)
        }
        config.output = folder.path("merged")
        _ = try ShardMerger(config: config).merge(shards)
        XCTAssertNotNil(try SiteTree(path: config.output).text("t/privacy.html"))
        return config.output
    }

    /// `watch` on a config without the requests; the unique text is on the page. Then the
    /// config is edited to hold them, and the site must lose every trace.
    private func watchedWithAConfigEdit(_ folder: TemporaryFolder) throws -> String {
        try folder.write("threadfold.json", Self.configJSON(remove: [], anonymise: []))
        let page = folder.path("watched/t/privacy.html")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try PackagePaths.threadfoldBinary())
        process.arguments = ["watch", "-c", folder.path("threadfold.json"), "-q"]
        process.currentDirectoryURL = folder.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        XCTAssertTrue(Self.waitUntil { (try? String(contentsOfFile: page, encoding: .utf8))?.contains("Xylofragmentia") ?? false })
        try folder.write("threadfold.json", Self.configJSON(remove: Self.remove, anonymise: Self.anonymise))
        let clean = Self.waitUntil {
            guard let tree = try? SiteTree(path: folder.path("watched")) else { return false }
            return Self.traces(in: tree).isEmpty && (tree.text("t/privacy.html")?.contains("匿名 1") ?? false)
        }
        XCTAssertTrue(clean, "watch applied the edited config")
        Thread.sleep(forTimeInterval: 0.5)  // a search refresh still under way
        return folder.path("watched")
    }

    private func assertNoTrace(in output: String) throws {
        let tree = try SiteTree(path: output)
        XCTAssertFalse(tree.paths.isEmpty, output)
        XCTAssertEqual(Self.traces(in: tree), [], output)
    }

    /// `file: string` for every unique string found in a file, raw or decoded.
    static func traces(in tree: SiteTree) -> [String] {
        var found: [String] = []
        for path in tree.paths {
            // Result chunks are deflated: read as the reader's search gets them.
            let raw = String(decoding: SearchChunkCodec.readable(tree.files[path] ?? []), as: UTF8.self)
            let text = (raw + "\n" + decoded(decoded(raw))).lowercased()
            found += unique.filter { text.contains($0) }.map { "\(path): \($0)" }
        }
        return found
    }

    /// `\uXXXX` (pairs joined) and character references (numeric, and the five named) decoded.
    static func decoded(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        var high: UInt32?
        while i < scalars.count {
            if scalars[i] == "\\", i + 5 < scalars.count, scalars[i + 1] == "u",
                let unit = UInt32(String(String.UnicodeScalarView(scalars[(i + 2)...(i + 5)])), radix: 16)
            {
                i += 6
                if (0xD800...0xDBFF).contains(unit) {
                    high = unit
                    continue
                }
                let value = high.map { 0x10000 + (($0 - 0xD800) << 10) + (unit - 0xDC00) } ?? unit
                high = nil
                if let scalar = Unicode.Scalar(value) { out.append(scalar) }
                continue
            }
            if scalars[i] == "&", let semicolon = scalars[i...].prefix(10).firstIndex(of: ";"),
                let scalar = reference(String(String.UnicodeScalarView(scalars[(i + 1)..<semicolon])))
            {
                out.append(scalar)
                i = semicolon + 1
                continue
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    private static func reference(_ name: String) -> Unicode.Scalar? {
        let value: UInt32?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            value = UInt32(name.dropFirst(2), radix: 16)
        } else if name.hasPrefix("#") {
            value = UInt32(name.dropFirst())
        } else {
            value = ["amp": 38, "lt": 60, "gt": 62, "quot": 34, "apos": 39][name]
        }
        return value.flatMap(Unicode.Scalar.init)
    }

    static func waitUntil(seconds: TimeInterval = 20, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return condition()
    }

    static func config(_ folder: TemporaryFolder) -> SiteConfig {
        var config = SiteConfig()
        config.inputs = [folder.path("in")]
        config.baseURL = "https://example.org/"
        // The oracle reads "A 回复 B" and "匿名 N": the zh-Hans rendering, whatever the text.
        config.locale = "zh-Hans"
        config.remove = remove
        config.anonymise = anonymise
        return config
    }

    static func configJSON(remove: [String], anonymise: [String]) -> String {
        let list: ([String]) -> String = { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        return """
            {"input": "in", "output": "watched", "baseURL": "https://example.org/", "locale": "zh-Hans",
             "remove": \(list(remove)), "anonymise": \(list(anonymise))}
            """
    }

    /// `in/`: the threads as received; `expected/`: the same threads redacted by hand.
    static func writeInputs(_ folder: TemporaryFolder) throws {
        let other = """
            {"id": "other", "title": "Another thread", "comments": [
             {"id": "o1", "user": "Alice", "content": "Nothing to see here", "createdAt": "2024-02-01T00:00:00Z"},
             {"id": "o2", "parentID": "o1", "user": "Bob", "content": "Indeed nothing", "createdAt": "2024-02-02T00:00:00Z"}]}
            """
        try folder.write("in/other.json", other)
        try folder.write("expected/other.json", other)
        try folder.write("in/privacy.json", thread(redacted: false))
        try folder.write("expected/privacy.json", thread(redacted: true))
    }

    private static func thread(redacted: Bool) -> String {
        let quib = redacted ? "匿名 1" : "Quibblesworth Zanzibarov"
        var rows = [
            #"{"id": "c1", "user": "Alice", "content": "Welcome everyone to the discussion", "createdAt": "2024-01-01T00:00:00Z"}"#,
            #"{"id": "c2", "user": "\#(quib)", "content": "I think the proposal is sound", "createdAt": "2024-01-02T00:00:00Z"}"#,
            #"{"id": "c3", "parentID": "c2", "user": "Bob", "content": "Agreed with \#(quib) here", "createdAt": "2024-01-03T00:00:00Z"}"#,
        ]
        if redacted {
            rows.append(#"{"id": "c4", "user": "", "content": "此评论已应作者要求删除。", "contentFormat": "text"}"#)
            rows.append(
                #"{"id": "c5", "parentID": "c4", "user": "Carol", "toUser": "一条已删除的评论", "content": "That is an interesting point", "createdAt": "2024-01-05T00:00:00Z"}"#
            )
        } else {
            rows.append(
                #"{"id": "c4", "user": "Morwenna Tessaly", "content": "Xylofragmentia whispered seventeen marmalade secrets beneath the Quorvath lighthouse. 蝾螈在月光下悄悄地编织着银色的梦境", "createdAt": "2024-01-04T00:00:00Z"}"#
            )
            rows.append(
                #"{"id": "c5", "parentID": "c4", "user": "Carol", "content": "That is an interesting point", "createdAt": "2024-01-05T00:00:00Z"}"#
            )
            rows.append(
                #"{"id": "c7", "user": "Erin", "content": "A Plumbagoricious remark nobody answered, gone for good", "createdAt": "2024-01-07T00:00:00Z"}"#
            )
        }
        rows.append(
            #"{"id": "c6", "parentID": "c5", "user": "Dan", "content": "I disagree with Carol", "createdAt": "2024-01-06T00:00:00Z"}"#)
        rows.append(
            #"{"id": "c8", "parentID": "c1", "user": "\#(quib)", "content": "Thanks Alice", "createdAt": "2024-01-08T00:00:00Z"}"#)
        return #"{"id": "privacy", "title": "Privacy", "comments": [\#n"# + rows.joined(separator: ",\n") + "\n]}\n"
    }
}
